/**
 * `npx tsx bench/patent/form-phrasings.ts [docs=30] [-v] [--flat] [--all]`: recall of
 * claims/category-mixed, form/non-thing and form/non-action-step on hand-written phrasings an
 * attorney might slip into (a step sequenced into a product claim, a part a dependent method claim
 * adds, a method claim on a product claim, a measure listed as a part, a step of fact), inserted
 * into the first product and method claim of the tune half's granted documents, with the near
 * misses that must stay silent. `--flat` puts each claim on one line; `--all` uses every
 * independent claim. Tune half only.
 */
import { analyzeDraft } from '../../src/core/patent';
import { loadDocs } from './corpus-score';
const verbose = process.argv.includes('-v');
const limit = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 30);
type P = {
  kind: string;
  where: 'elem' | 'dep';
  on: 'product' | 'method';
  rule: RegExp;
  expect: boolean;
  text: string;
};
const MIX = /^claims\/category-mixed$/;
const FORM = /^form\/non-thing$/;
const ACT = /^form\/non-action-step$/;
const P: P[] = [];
/** Adds phrasings of one kind, where they go, in which claims, and what they must do. */
const add = (
  kind: string,
  where: P['where'],
  on: P['on'],
  rule: RegExp,
  expect: boolean,
  texts: string[],
) => texts.forEach((text) => P.push({ kind, where, on, rule, expect, text }));
// step in product, dependent
add('step-in-product dep', 'dep', 'product', MIX, true, [
  'The {S} of claim {N}, further comprising the step of heating the chamber',
  'The {S} of claim {N}, wherein the controller opens the valve and then heating the chamber',
  'The {S} according to claim {N}, further including the steps of measuring a pressure and adjusting the valve',
  'The {S} of claim {N}, further comprising: rotating the drum at a first speed; and draining the tub',
  'The {S} as claimed in claim {N}, wherein the motor is stopped, and then cooling the motor with a fan',
  'The {S} of claim {N}, wherein the controller is configured to open the valve, and then flushing the line with water',
  'The {S} of claim {N}, further comprising washing the filter after each cycle',
  'The {S} of claim {N}, further comprising the act of calibrating the sensor',
  'The {S} of claim {N}, wherein the operator removes the cover before cleaning',
  'The {S} of claim {N}, wherein the drum is rotated by the motor, followed by draining the water from the tub',
  'The {S} of claim {N}, and further comprising a step of sterilizing the container',
  'The {S} of claim {N}, wherein, after the lid is closed, heating the food to a predetermined temperature',
]);
add('part-in-product dep (silent)', 'dep', 'product', MIX, false, [
  'The {S} of claim {N}, further comprising a heater configured for heating the chamber',
  'The {S} of claim {N}, wherein the controller is configured to open the valve and then close the valve',
  'The {S} of claim {N}, wherein the controller is programmed to perform the steps of measuring a pressure and adjusting the valve',
  'The {S} of claim {N}, further comprising a cleaning brush',
  'The {S} of claim {N}, wherein the drum is rotated by the motor',
  'The {S} of claim {N}, wherein the housing has a mounting flange',
  'The {S} of claim {N}, further comprising a processor for heating the chamber and cooling the motor',
]);
add('element-in-method dep', 'dep', 'method', MIX, true, [
  'The method of claim {N}, further comprising a brush mounted adjacent the drum',
  'The method of claim {N}, further comprising a pressure sensor',
  'The method according to claim {N}, further including a controller configured to open the valve',
  'The method of claim {N}, further comprising a motor coupled to the shaft',
  'The method of claim {N}, further comprising an electric heater disposed in the chamber',
  'The method as recited in claim {N}, further comprising a housing having an inlet and an outlet',
]);
add('step-in-method dep (silent)', 'dep', 'method', MIX, false, [
  'The method of claim {N}, further comprising providing a brush mounted adjacent the drum',
  'The method of claim {N}, wherein the sensor is a pressure sensor',
  'The method of claim {N}, further comprising a step of cleaning the drum',
  'The method of claim {N}, further comprising a cleaning step performed after the rinsing',
  'The method of claim {N}, wherein a brush mounted adjacent the drum removes lint',
]);
add('method-on-product dep', 'dep', 'product', MIX, true, [
  'The method of claim {N}, wherein the housing is heated',
  'A method according to claim {N}, further comprising heating the housing',
  'Method according to claim {N}, wherein the valve is opened',
  'The process as claimed in claim {N}, further comprising cooling the housing',
  'A method as recited in claim {N}, comprising rotating the drum',
  'The method according to any one of claims 1 to {N}, further comprising rotating the drum',
]);
add('product-on-method dep', 'dep', 'method', MIX, true, [
  'The apparatus of claim {N}, further comprising a heater',
  'A system according to claim {N}, wherein the sensor is optical',
  'The device as claimed in claim {N}, further comprising a housing',
]);
add('use-of-product (silent)', 'dep', 'product', MIX, false, [
  'A method of using the {S} of claim {N}, comprising rotating the drum',
  'A method of operating the {S} according to claim {N}, the method comprising heating the housing',
]);
add('non-thing elem', 'elem', 'product', FORM, true, [
  'a weight',
  'a spin cycle',
  'a mechanical drag',
  'a vibration',
  'a temperature of the fluid',
  'a rotational speed',
  'an imbalance of the load',
  'a drain cycle',
  'a pressure',
  'a flow rate',
  'a resonance',
  'a torque',
  'an electric current',
  'an acceleration',
  'a heat loss',
  'a noise',
  'a vibration of the drum',
  'a frictional drag on the belt',
  'a wash cycle having a duration',
  'a weight of the laundry',
  'a thermal expansion',
  'an airflow',
  'a leak',
  'a humidity',
  'a magnetic attraction between the plates',
  'a pressure differential across the membrane',
]);
add('part elem (silent)', 'elem', 'product', FORM, false, [
  'a drive',
  'a seal',
  'a guide',
  'a display',
  'a filter',
  'a counterweight',
  'a spin basket',
  'a drag link',
  'a weight sensor',
  'a cycle selector',
  'a vibration damper',
  'a load cell',
  'a power supply',
  'a stop',
  'a lock',
  'a support',
  'a cover',
  'a mount',
  'a spring',
  'a brake',
  'a control',
  'a weight attached to the arm',
  'a drive configured to rotate the drum',
  'a temperature sensor',
  'a flow meter',
  'a pressure regulator',
  'a torque converter',
  'a speed reducer',
  'a noise filter',
  'a timer',
  'a heat exchanger',
  'a current source',
  'a guide rail',
  'a resistance element',
  'a feed',
  'a level',
  'a drain',
]);
// Nominalisations and frames not in any corpus: the suffix, not a word list, should say it.
add('non-thing elem (nominalised)', 'elem', 'product', FORM, true, [
  'a lubrication',
  'an alignment of the shaft',
  'a transparency',
  'a misalignment',
  'a contamination of the filter',
  'an actuation of the valve',
  'a calibration',
  'a purity',
  'a tolerance',
  'a sterilization',
  'an engagement between the gears',
  'a tightness',
  'a degradation of the seal',
  'an evaporation',
  'a latency',
  'a buoyancy',
  'a vibration mounted on the frame',
  'a temperature disposed in the chamber',
  'a lubrication provided between the gears',
]);
add('part elem (nominalised, silent)', 'elem', 'product', FORM, false, [
  'an attachment',
  'a compartment',
  'a projection',
  'an extension',
  'a partition',
  'a suspension',
  'a station',
  'an appliance',
  'a substance',
  'an instrument',
  'a filament',
  'a segment',
  'an abutment',
  'a balance',
  'a fence',
  'an entrance',
  'a harness',
  'a passivation layer',
  'a transmission',
  'an insulation',
  'an alignment pin',
  'a calibration circuit',
]);
add('non-thing elem (forms)', 'elem', 'product', FORM, true, [
  'vibration',
  'a plurality of temperatures',
  'at least one frequency',
  'one or more vibrations',
  'two speeds',
  'a first temperature and a second temperature',
  'a predetermined temperature',
  'a rotation speed of 300 rpm',
  'a weight of 5 kg',
  'the temperature',
  'temperatures',
  'a spin cycle for spinning the drum',
  'a vibration generated when the drum rotates',
  'a temperature, and a housing',
]);
add('non-thing dep (more frames)', 'dep', 'product', FORM, true, [
  'The {S} of claim {N}, comprising a vibration',
  'The {S} of claim {N}, further comprising: a vibration',
  'The {S} of claim {N}, which comprises a temperature',
  'The {S} of claim {N}, wherein the {S} is further provided with a vibration',
  'The {S} of claim {N}, further provided with a temperature',
  'The {S} of claim {N}, further having a vibration',
  'The {S} of claim {N}, further comprising one or more vibrations',
  'The {S} of claim {N}, further comprising a plurality of temperatures',
  'The {S} of claim {N}, further comprising at least one frequency',
  'The {S} of claim {N}, wherein the {S} also includes a spin cycle',
  'The {S} of claim {N}, additionally including a noise',
  'The {S} of claim {N}, further comprising vibration',
  'The {S} of claim {N}, further comprising a temperature and a pressure',
  'The {S} of claim {N} further comprising a vibration',
]);
add('non-thing dep (frames)', 'dep', 'product', FORM, true, [
  'The {S} of claim {N}, wherein the {S} further comprises a lubrication',
  'The {S} of claim {N}, additionally comprising a viscosity',
  'The {S} of claim {N}, also comprising a vibration',
  'The {S} of claim {N}, which further comprises a temperature',
  'The {S} according to claim {N}, further comprising a motor and a rotation of the motor',
  'The {S} of claim {N}, further comprising an alignment',
]);
add('non-thing dep', 'dep', 'product', FORM, true, [
  'The {S} of claim {N}, further comprising a vibration',
  'The {S} of claim {N}, further comprising a weight',
  'The {S} of claim {N}, further comprising a spin cycle',
  'The {S} of claim {N}, further comprising a mechanical drag',
  'The {S} of claim {N}, further including a temperature of the fluid',
  'The {S} of claim {N}, further comprising a noise generated by the motor',
  'The {S} of claim {N}, wherein the housing comprises a vibration',
  'The {S} of claim {N}, further comprising a filter and a vibration',
]);
add('part dep (silent)', 'dep', 'product', FORM, false, [
  'The {S} of claim {N}, further comprising a drive',
  'The {S} of claim {N}, further comprising a seal',
  'The {S} of claim {N}, further comprising a guide',
  'The {S} of claim {N}, further comprising a display',
  'The {S} of claim {N}, further comprising a filter',
  'The {S} of claim {N}, further comprising a counterweight',
  'The {S} of claim {N}, wherein the housing has a weight of less than 2 kg',
  'The {S} of claim {N}, further comprising a vibration sensor',
]);
add('non-act step', 'elem', 'method', ACT, true, [
  'a plurality of users were injured',
  'the water is hot',
  'a customer was satisfied with the product',
  'the patient had a fever',
  'many workers are exposed to dust',
]);
add('act step (silent)', 'elem', 'method', ACT, false, [
  'injuring a plurality of users',
  'determining that the water is hot',
  'when the valve is open, closing the valve',
]);

interface Row {
  hit: number;
  n: number;
  misses: string[];
}
const rows = new Map<string, Row>();
const tally = (k: string, ok: boolean, where: string) => {
  const r = rows.get(k) ?? { hit: 0, n: 0, misses: [] };
  r.n++;
  if (ok) r.hit++;
  else r.misses.push(where);
  rows.set(k, r);
};
const flat = process.argv.includes('--flat') ? '' : '\n ';
const claimRe = /(^|\n)\s*(\d+)\s*\.\s/g;
const docs = loadDocs(`${__dirname}/../..`, 'tune')
  .filter((d) => d.kind === 'granted')
  .slice(0, limit);
for (const d of docs) {
  const text = process.argv.includes('--flat') ? d.claims.replace(/\n[ \t]+/g, ' ') : d.claims;
  const marks = [...text.matchAll(claimRe)].map((m) => ({
    n: Number(m[2]),
    at: m.index! + m[1]!.length,
  }));
  const base = analyzeDraft({ claims: text });
  const had = new Set(base.findings.map((f) => `${f.rule}|${f.claim}`));
  const last = marks.at(-1)?.n ?? 0;
  const done = new Set<string>();
  for (const c of base.model.claims) {
    if (!c.independent || c.number === null) continue;
    const on = ['apparatus', 'system'].includes(c.category)
      ? 'product'
      : c.category === 'method'
        ? 'method'
        : null;
    if (!on || (!process.argv.includes('--all') && done.has(on))) continue;
    done.add(on);
    const mi = marks.findIndex((m) => m.n === c.number);
    if (mi < 0) continue;
    const from = marks[mi]!.at;
    const to = mi + 1 < marks.length ? marks[mi + 1]!.at : text.length;
    const body = text.slice(from, to);
    const dot = body.lastIndexOf('.');
    const semi = body.indexOf(';');
    const S = /^\s*\d+\s*\.\s*(?:An?|One)\s+([\w-]+(?:\s+[\w-]+)?)/.exec(body)?.[1] ?? 'apparatus';
    for (const p of P) {
      if (p.on !== on) continue;
      const makes: Array<[string, string]> = [];
      if (p.where === 'dep') {
        const t = p.text
          .replaceAll('{S}', S.replace(/\s+(?:for|of|comprising|including|having)$/, ''))
          .replace('{N}', String(c.number));
        makes.push(['dep', `${text.trimEnd()}\n\n${last + 1}. ${t}.\n`]);
      } else {
        if (dot > 0)
          makes.push([
            'last',
            text.slice(0, from) +
              body.slice(0, dot) +
              `; and${flat} ${p.text}.` +
              body.slice(dot + 1) +
              text.slice(to),
          ]);
        if (semi > 0)
          makes.push([
            'first',
            text.slice(0, from) +
              body.slice(0, semi + 1) +
              `${flat} ${p.text};` +
              body.slice(semi + 1) +
              text.slice(to),
          ]);
      }
      for (const [pl, t] of makes) {
        const a = analyzeDraft({ claims: t });
        const fresh = a.findings.filter(
          (f) => p.rule.test(f.rule) && f.severity !== 'info' && !had.has(`${f.rule}|${f.claim}`),
        );
        tally(`${p.kind}`, fresh.length > 0 === p.expect, `${d.id} c${c.number} ${pl}: ${p.text}`);
        tally(
          `  ${p.kind} :: ${p.text}`,
          fresh.length > 0 === p.expect,
          `${d.id} c${c.number} ${pl}`,
        );
      }
    }
  }
}
for (const [k, r] of [...rows.entries()].sort()) {
  console.log(`${k}: ${r.hit}/${r.n}`);
  if (verbose && !k.startsWith(' '))
    for (const m of r.misses.slice(0, 6)) console.log(`     miss ${m}`);
}
