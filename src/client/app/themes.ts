import {
  createDarkTheme,
  createLightTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/react-components';
import { landingTheme } from './landing-theme';
import type { ThemeName } from './theme-rule';

/** Blue brand ramp of the blue light and dark blue themes. */
const blueBrand: BrandVariants = {
  10: '#020f1f',
  20: '#061a33',
  30: '#0a2548',
  40: '#0d315e',
  50: '#103d74',
  60: '#124a8a',
  70: '#1457a1',
  80: '#1664b8',
  90: '#2a74c6',
  100: '#4385d0',
  110: '#5b96d9',
  120: '#74a7e1',
  130: '#8eb9e8',
  140: '#a9cbef',
  150: '#c5ddf5',
  160: '#e2eefa',
};

function darkBlue(): Theme {
  return {
    ...createDarkTheme(blueBrand),
    colorBrandForeground1: blueBrand[110],
    colorBrandForeground2: blueBrand[120],
    colorNeutralBackground1: '#0d1b2e',
    colorNeutralBackground2: '#0a1626',
    colorNeutralBackground3: '#08121f',
    colorNeutralBackground4: '#060e19',
    colorNeutralBackground1Hover: '#13253d',
    colorNeutralBackground1Pressed: '#0a1626',
    colorNeutralBackground1Selected: '#162a45',
  };
}

const cache = new Map<ThemeName, Theme>([['landing', landingTheme]]);

/** The Fluent theme object for a theme id (made once). */
export function fluentTheme(name: ThemeName): Theme {
  let theme = cache.get(name);
  if (!theme) {
    theme = name === 'dark-blue' ? darkBlue() : createLightTheme(blueBrand);
    cache.set(name, theme);
  }
  return theme;
}
