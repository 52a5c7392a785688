/**
 * One finished look (issue 19, item 4), in Chromium at 1280 and 400 px: public pages with the
 * landing page's header and footer and a page title, unknown paths answered 404 with the error
 * page, the saved dark theme on every signed-in page, and a dialog that leaves the page visible
 * (dimmed) behind it. Screenshots go to test-results/e2e/look-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, sharedBrowser } from './support/browser';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const WIDTHS = [1280, 400] as const;
const PUBLIC = [
  ['/blog', 'Blog'],
  ['/blog/the-chatgpt-trap', 'The ChatGPT trap'],
  ['/privacy', 'Privacy'],
  ['/tos', 'Terms of service'],
  ['/contact', 'Contact'],
  ['/auth/login', 'Sign in'],
  ['/auth/register', 'Create an account'],
  ['/auth/forgot-password', 'Recover your password'],
] as const;
const SIGNED_IN = ['/account', '/admin/users', '/enterprise', '/billing', '/editor'] as const;

const browser = sharedBrowser();
let token: { access_token: string; token_type: string };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const res = await fetch(`${baseUrl()}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString(),
  });
  token = (await res.json()) as typeof token;
});

async function open(width: number, signedIn: boolean): Promise<Page> {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
  });
  if (signedIn) {
    const user = JSON.stringify({ username: ADMIN.email, token });
    await context.addInitScript((u) => {
      localStorage.setItem('user', u);
      localStorage.setItem('theme', 'dark-blue');
    }, user);
  }
  return context.newPage();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `look-${name}.png`), fullPage: true });

const slug = (route: string) => route.replace(/^\//, '').replace(/\//g, '-') || 'home';

describe.each(WIDTHS)('at %i px', (width) => {
  it('public pages share the landing header and footer, and say their name in the title', async () => {
    const page = await open(width, false);
    for (const [route, title] of PUBLIC) {
      const res = await page.goto(route);
      expect(res?.status()).toBe(200);
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Claimwright', exact: true }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).waitFor();
      expect(await page.title()).toBe(`${title} · Claimwright`);
      expect(await page.getByTestId('app-root').last().getAttribute('data-theme')).toBe('landing');
      // Nothing wider than the window (no sideways scroll at Word's 400 px).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(1);
      await shot(page, `${width}-${slug(route)}`);
    }
    await page.context().close();
  });

  it('an unknown path answers 404 with the error page', async () => {
    const page = await open(width, false);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.title()).toBe('Page not found · Claimwright');
    await page.getByRole('banner').waitFor();
    await shot(page, `${width}-not-found`);
    await page.context().close();
  });

  it('the saved dark theme applies on every signed-in page', async () => {
    const page = await open(width, true);
    for (const route of SIGNED_IN) {
      await page.goto(route);
      const root = page.getByTestId('app-root').last();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-testid="app-root"]')]
            .at(-1)
            ?.getAttribute('data-theme') === 'dark-blue',
      );
      expect(await root.getAttribute('data-theme')).toBe('dark-blue');
      await page.waitForLoadState('networkidle');
      await shot(page, `${width}-dark-${slug(route)}`);
    }
    await page.context().close();
  });

  it('a dialog leaves the page visible, dimmed, behind it', async () => {
    const page = await open(width, true);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: `Edit ${ADMIN.email}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(400); // the dialog's entrance animation, for the screenshot only
    await shot(page, `${width}-dialog`);
    // Walk the elements under a point outside the dialog, top down: above the page's own root
    // there may be only the backdrop (translucent) and portal wrappers with no background.
    const stack = await page.evaluate(() => {
      const box = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
      const x = 2;
      const y = box.bottom + 4 < window.innerHeight ? window.innerHeight - 2 : 2;
      const root = [...document.querySelectorAll('[data-testid="app-root"]')].at(-1)!;
      const layers: { inApp: boolean; background: string }[] = [];
      for (const el of document.elementsFromPoint(x, y)) {
        layers.push({ inApp: root.contains(el), background: getComputedStyle(el).backgroundColor });
        if (root.contains(el)) break;
      }
      return layers;
    });
    expect(stack.at(-1)?.inApp).toBe(true);
    const above = stack.slice(0, -1);
    const opaque = above.filter(
      (layer) =>
        !/rgba\(.*, 0\)$|transparent/.test(layer.background) &&
        !/rgba\(.*, 0?\.\d+\)$/.test(layer.background),
    );
    expect(opaque).toEqual([]);
    // And something dims it: a translucent backdrop.
    expect(above.some((layer) => /rgba\(.*, 0?\.\d+\)$/.test(layer.background))).toBe(true);
    await page.context().close();
  });
});
