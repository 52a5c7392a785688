/** The three themes of the product. */
export const THEME_NAMES = ['blue-light', 'dark-blue', 'landing'] as const;
/** One of the three theme ids (what localStorage `theme` holds). */
export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme used when nothing (or something unknown) is saved. */
export const DEFAULT_THEME: ThemeName = 'landing';

/** Human labels, for the customizer. */
export const THEME_LABELS: Record<ThemeName, string> = {
  'blue-light': 'Blue light',
  'dark-blue': 'Dark blue',
  landing: 'Landing',
};

/** True when the value is one of the three theme ids. */
export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

// Every page a signed-in user works in; public and sign-in pages keep the landing look.
const THEMED_PREFIXES = ['/editor', '/billing', '/account', '/enterprise', '/admin'];

/** True on the signed-in pages and their sub-paths: where the saved theme may apply. */
export function isThemedPath(pathname: string): boolean {
  return THEMED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The theme rule of DESIGN §3, extended by issue 19 to every signed-in page: the landing theme on
 * public pages; on the signed-in ones the saved choice is honoured if it is dark blue or landing.
 */
export function themeForPath(pathname: string, saved: ThemeName): ThemeName {
  if (!isThemedPath(pathname)) return 'landing';
  return saved === 'dark-blue' || saved === 'landing' ? saved : 'landing';
}
