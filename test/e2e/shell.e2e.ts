import type { Page } from 'playwright-core';
import { newCredentials, registerByApi, signInThroughForm, storedUser } from './support/accounts';
import { baseUrl, newPage, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

async function signedInPage(): Promise<{ page: Page; errors: string[] }> {
  const creds = newCredentials('shell');
  await registerByApi(baseUrl(), creds);
  const { page, errors } = await newPage(browser());
  await page.goto('/auth/login');
  await signInThroughForm(page, creds);
  await page.waitForURL('**/editor');
  return { page, errors };
}

describe('route guard', () => {
  it('sends a signed-out user to login, remembering path, query and hash, and returns after login', async () => {
    const creds = newCredentials('guard');
    await registerByApi(baseUrl(), creds);
    const { page, context, errors } = await newPage(browser());
    await page.goto('/billing/plans?period=year#compare');
    await page.waitForURL('**/auth/login');
    await signInThroughForm(page, creds);
    await page.waitForURL('**/billing/plans?period=year#compare');
    expect(new URL(page.url()).hash).toBe('#compare');
    const user = await storedUser(page);
    expect(user?.username).toBe(creds.email);
    expect(user?.token.access_token).toEqual(expect.any(String));

    await page.goto('/auth/login');
    await page.waitForURL('**/editor');
    await page.goto('/auth/register');
    await page.waitForURL('**/editor');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await page.waitForURL('**/auth/login');
    expect(await storedUser(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a fresh login without a remembered path to /editor', async () => {
    const { page, errors } = await signedInPage();
    expect(new URL(page.url()).pathname).toBe('/editor');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('makes /main a stable alias of /editor', async () => {
    const { page } = await signedInPage();
    await page.goto('/main');
    await page.waitForURL('**/editor');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/editor');
    await page.context().close();
  });
});

describe('unknown paths', () => {
  it('shows the error page for any unknown client path', async () => {
    const { page, context } = await newPage(browser());
    for (const path of ['/no/such/page', '/auth/nothing', '/blog/not-an-article']) {
      const res = await page.goto(path);
      // The error page, answered with a real 404 since issue 19.
      expect(res?.status()).toBe(404);
      await page
        .getByRole('heading', { name: /not found/i })
        .first()
        .waitFor();
      expect(
        await page
          .getByRole('heading', { name: /not found/i })
          .first()
          .isVisible(),
      ).toBe(true);
    }
    await context.close();
  });
});

describe('theme rule', () => {
  async function themeOf(page: Page, path: string): Promise<string | null> {
    await page.goto(path);
    const root = page.getByTestId('app-root').first();
    await root.waitFor();
    return root.getAttribute('data-theme');
  }

  it('uses landing everywhere but /editor and /billing, where only dark blue or landing is honoured', async () => {
    const { page } = await signedInPage();
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark-blue'));
    expect(await themeOf(page, '/editor')).toBe('dark-blue');
    expect(await themeOf(page, '/billing')).toBe('dark-blue');
    expect(await themeOf(page, '/blog')).toBe('landing');
    expect(await themeOf(page, '/')).toBe('landing');
    await page.evaluate(() => window.localStorage.setItem('theme', 'blue-light'));
    expect(await themeOf(page, '/editor')).toBe('landing');
    await page.evaluate(() => window.localStorage.removeItem('theme'));
    expect(await themeOf(page, '/editor')).toBe('landing');
    await page.context().close();
  });
});

describe('customizer', () => {
  it('really changes direction, width, sidebar and card borders', async () => {
    const { page, errors } = await signedInPage();
    const layout = page.getByTestId('full-layout');
    const sidebar = page.getByTestId('sidebar');
    const wideSidebar = (await sidebar.boundingBox())!.width;
    await page.setViewportSize({ width: 1600, height: 900 });

    await page.getByTestId('customizer-toggle').click();
    await page.getByTestId('customizer').waitFor();

    await page.getByTestId('customizer-rtl').press('Space');
    await expect(
      page.waitForFunction(
        () => document.querySelector('[data-testid="app-root"]')?.getAttribute('dir') === 'rtl',
      ),
    ).resolves.toBeTruthy();

    await page.getByTestId('customizer-boxed').press('Space');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="full-layout"]')?.getAttribute('data-boxed') ===
        'true',
    );
    expect((await layout.boundingBox())!.width).toBeLessThanOrEqual(1200);

    await page.getByTestId('customizer-mini-sidebar').press('Space');
    await page.waitForFunction(
      (wide) =>
        (document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width ?? wide) <
        wide,
      wideSidebar,
    );

    await page.getByTestId('customizer-card-border').press('Space');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="full-layout"]')?.getAttribute('data-card-border') ===
        'true',
    );

    await page.getByTestId('customizer-rtl').press('Space');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="app-root"]')?.getAttribute('dir') === 'ltr',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('task pane', () => {
  const OFFICE_JS = /appsforoffice\.microsoft\.com\/lib\/1\/hosted\/office\.js/;

  it('renders nothing before Office.onReady resolves, then runs on a memory router', async () => {
    const { page, context, errors } = await newPage(browser());
    // office.js comes from Microsoft's CDN; here a stand-in Office whose onReady the test resolves.
    await page.route(OFFICE_JS, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* office.js stand-in */' }),
    );
    await page.addInitScript(() => {
      let resolve: () => void = () => undefined;
      const ready = new Promise<void>((r) => (resolve = r));
      const w = window as unknown as Record<string, unknown>;
      w.Office = { onReady: () => ready.then(() => ({ host: 'Word', platform: 'PC' })) };
      w.__resolveOffice = () => resolve();
      const push = history.pushState.bind(history);
      const replace = history.replaceState.bind(history);
      w.__historyCalls = 0;
      history.pushState = (...args) => {
        (w.__historyCalls as number)++;
        return push(...args);
      };
      history.replaceState = (...args) => {
        (w.__historyCalls as number)++;
        return replace(...args);
      };
    });
    await page.goto('/taskpane.html');
    await page.waitForTimeout(1000);
    // Only the page's static "Opening Claimwright…" line: React has rendered nothing yet.
    expect(
      await page.evaluate(() => {
        const root = document.getElementById('root');
        return [root?.childElementCount, root?.textContent?.trim()];
      }),
    ).toEqual([1, 'Opening Claimwright…']);

    await page.evaluate(() =>
      (window as unknown as { __resolveOffice: () => void }).__resolveOffice(),
    );
    await page.getByTestId('app-root').first().waitFor();
    // Signed out: the task pane starts at /editor and the guard shows the login page, in memory.
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await page
      .getByRole('link', { name: /create an account|register|sign up/i })
      .first()
      .click();
    await page
      .getByRole('form', { name: /create|register|sign up/i })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/taskpane.html');
    expect(
      await page.evaluate(() => (window as unknown as { __historyCalls: number }).__historyCalls),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('index.html never loads office.js and renders at once', async () => {
    const { page, context } = await newPage(browser());
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await page.getByTestId('app-root').first().waitFor();
    expect(requested.some((u) => OFFICE_JS.test(u))).toBe(false);
    expect(await page.evaluate(() => 'Office' in window)).toBe(false);
    await context.close();
  });
});

describe('a narrow window (Word task pane, phone)', () => {
  it("keeps the draft toolbar to one row in Word's task pane, the rest in Details and its menu", async () => {
    const { page, errors } = await signedInPage();
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByRole('button', { name: 'New draft' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    // The picker lists the draft under its name: a native select is as wide as its longest option.
    await page.getByRole('button', { name: 'Details' }).click();
    await page
      .getByLabel('Draft name')
      .fill(`Spreader cable for towed marine streamers ${'x'.repeat(60)}`);
    await page
      .getByRole('status', { name: 'Save status' })
      .getByText('Saved', { exact: true })
      .waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Draft' });
    const bar = (await toolbar.boundingBox())!;
    expect(bar.x + bar.width).toBeLessThanOrEqual(400);
    expect(bar.height).toBeLessThanOrEqual(44);
    for (const name of ['Details', 'More draft actions']) {
      const box = (await toolbar.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(400);
      expect(box.y).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    }
    await toolbar.getByRole('button', { name: 'More draft actions' }).click();
    for (const name of ['Export DOCX', 'New draft', 'Delete draft']) {
      await page.getByRole('menuitem', { name }).waitFor();
    }
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      400,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives the editor the whole width and the navigation as a drawer', async () => {
    const { page, errors } = await signedInPage();
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByRole('button', { name: 'New draft' }).waitFor();
    // The page may have rendered at 1280 px before the resize: the column goes on the next render.
    await page.getByTestId('sidebar').waitFor({ state: 'detached' });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      main: document.getElementById('main-content')!.getBoundingClientRect().width,
    }));
    // Nothing wider than the window (no sideways scrolling), and the page is the editor's.
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    expect(widths.main).toBe(widths.window);

    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByTestId('nav-billing').click();
    await page.waitForURL('**/billing');
    await drawer.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('sidebar').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
