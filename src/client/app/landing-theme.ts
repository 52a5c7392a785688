import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** Ink-indigo brand ramp of the landing theme. */
export const inkBrand: BrandVariants = {
  10: '#0b0a1f',
  20: '#15143a',
  30: '#1d1c52',
  40: '#25246b',
  50: '#2e2d84',
  60: '#37379c',
  70: '#4242b3',
  80: '#4f4fc8',
  90: '#6464d2',
  100: '#7979db',
  110: '#8e8ee3',
  120: '#a3a3ea',
  130: '#b8b8f0',
  140: '#ccccf5',
  150: '#e0e0fa',
  160: '#f2f2fd',
};

/** The landing theme: every page but /editor and /billing uses it. */
export const landingTheme: Theme = {
  ...createLightTheme(inkBrand),
  colorNeutralBackground2: '#f7f7fb',
};
