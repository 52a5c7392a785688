import { THEME_NAMES, themeForPath, type ThemeName } from '../../../src/client/app/theme-rule';
import { fluentTheme } from '../../../src/client/app/themes';

describe('themeForPath', () => {
  const table: [string, ThemeName, ThemeName][] = [
    ['/', 'dark-blue', 'landing'],
    ['/auth/login', 'dark-blue', 'landing'],
    ['/blog/the-chatgpt-trap', 'blue-light', 'landing'],
    ['/account', 'dark-blue', 'dark-blue'],
    ['/enterprise', 'dark-blue', 'dark-blue'],
    ['/admin/users', 'dark-blue', 'dark-blue'],
    ['/accounting', 'dark-blue', 'landing'],
    ['/contact', 'dark-blue', 'landing'],
    ['/editorial', 'dark-blue', 'landing'],
    ['/editor', 'dark-blue', 'dark-blue'],
    ['/editor', 'landing', 'landing'],
    ['/editor', 'blue-light', 'landing'],
    ['/editor/drafts/12', 'dark-blue', 'dark-blue'],
    ['/billing', 'dark-blue', 'dark-blue'],
    ['/billing/invoices', 'blue-light', 'landing'],
  ];
  it.each(table)('%s with %s saved → %s', (path, saved, expected) => {
    expect(themeForPath(path, saved)).toBe(expected);
  });
});

describe('fluentTheme', () => {
  it('makes three distinct themes from brand ramps, dark blue with a dark background', () => {
    const [blue, dark, landing] = THEME_NAMES.map(fluentTheme);
    expect([
      blue!.colorBrandBackground,
      dark!.colorBrandBackground,
      landing!.colorBrandBackground,
    ]).toEqual(['#1664b8', '#1457a1', '#4f4fc8']);
    expect(dark!.colorNeutralBackground1).toBe('#0d1b2e');
    expect(blue!.colorNeutralBackground1).toBe('#ffffff');
    expect(landing!.colorNeutralBackground1).toBe('#ffffff');
    expect(fluentTheme('dark-blue')).toBe(dark);
  });
});
