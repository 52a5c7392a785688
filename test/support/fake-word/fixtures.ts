import type { ParaSpec } from './model';

/** A small application as an attorney types it: headings in heading styles, claims numbered by Word. */
export const APPLICATION: ParaSpec[] = [
  { text: 'Irrigation valve', heading: 1 },
  { text: 'Background', heading: 1 },
  { text: 'Gardens dry out when nobody waters them.' },
  { text: 'Summary', heading: 1 },
  { text: 'A valve opens when the soil is dry.' },
  { text: 'What is claimed is:' },
  { text: 'A valve comprising a body and a sensor.', listString: '1.' },
  { text: 'The valve of claim 1, wherein the sensor measures moisture.', listString: '2.' },
  { text: 'Abstract', heading: 1 },
  { text: 'A valve for gardens.' },
];
