/**
 * The browser app's pages, one list for the client's route table and the server's SPA fallback:
 * the server answers index.html with 200 only for these and with the error page and 404 for any
 * other path, so a mistyped address is a real "not found" to browsers, crawlers and monitors.
 */

/** The four blog articles, each with its own route, and the short title its tab shows. */
const BLOG_ARTICLES = {
  'accuracy-in-patent-drafting-with-ai': 'Accuracy in patent drafting with AI',
  'the-chatgpt-trap': 'The ChatGPT trap',
  'giving-invention-disclosures-to-ai-is-insane': 'Giving invention disclosures to AI',
  'how-long-does-it-take-to-draft-a-patent': 'How long does it take to draft a patent?',
} as const;

/** The blog articles' slugs, newest first. */
export const BLOG_SLUGS = Object.keys(BLOG_ARTICLES) as (keyof typeof BLOG_ARTICLES)[];

/** A page of the app and its title (the part before " · Claimwright"). */
export interface ClientPage {
  path: string;
  title: string;
  /** True when the page also owns every path under it (`/editor/…`). */
  prefix?: boolean;
}

/** Every page the client's router renders (besides its catch-all error page). */
export const CLIENT_PAGES: readonly ClientPage[] = [
  { path: '/', title: 'Patent drafting with AI' },
  { path: '/auth/login', title: 'Sign in' },
  { path: '/auth/register', title: 'Create an account' },
  { path: '/auth/two-step', title: 'Two-step sign-in' },
  { path: '/auth/forgot-password', title: 'Recover your password' },
  { path: '/reset-password', title: 'Choose a new password' },
  { path: '/auth/404', title: 'Page not found' },
  { path: '/taskpane.html', title: 'Claimwright for Word' },
  { path: '/auth/maintenance', title: 'Down for maintenance' },
  { path: '/privacy', title: 'Privacy' },
  { path: '/tos', title: 'Terms of service' },
  { path: '/contact', title: 'Contact' },
  { path: '/blog', title: 'Blog' },
  ...BLOG_SLUGS.map((slug) => ({ path: `/blog/${slug}`, title: BLOG_ARTICLES[slug] })),
  { path: '/main', title: 'Editor', prefix: true },
  { path: '/editor', title: 'Editor', prefix: true },
  { path: '/billing', title: 'Billing', prefix: true },
  { path: '/account', title: 'Account' },
  { path: '/enterprise', title: 'Enterprise' },
  { path: '/enterprise/accept', title: 'Join a firm' },
  { path: '/admin/users', title: 'Users' },
];

/** The product name every page title ends with. */
export const SITE_NAME = 'Claimwright';

function normalise(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** The page a path shows, or undefined when the app would show its error page. */
export function findClientPage(pathname: string): ClientPage | undefined {
  const path = normalise(pathname);
  return CLIENT_PAGES.find(
    (page) => page.path === path || (page.prefix === true && path.startsWith(`${page.path}/`)),
  );
}

/** The document title for a path: "Sign in · Claimwright"; unknown paths are "Page not found". */
export function pageTitle(pathname: string): string {
  const page = findClientPage(pathname);
  return `${page?.title ?? 'Page not found'} · ${SITE_NAME}`;
}
