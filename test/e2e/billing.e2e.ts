import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SECRET_KEY, StripeStandin, WEBHOOK_SECRET } from '../support/stripe-standin';
import { newCredentials, registerByApi, signInThroughForm } from './support/accounts';
import { sharedBrowser } from './support/browser';
import { genStatus } from './support/editor';
import { startServer, type RunningServer } from './support/server';

const CLAIMS = '1. A widget comprising:\n  a base; and\n  a lever attached to the base.';
const DISCLOSURE =
  'A widget has a base and a lever attached to the base by a hinge. The lever may be made of ' +
  'aluminum. A spring biases the lever towards the base, so that the widget closes by itself.';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
let stripe: StripeStandin;
let server: RunningServer;
const browser = sharedBrowser();

beforeAll(async () => {
  stripe = new StripeStandin();
  const base = await stripe.start();
  server = await startServer({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: base,
  });
  stripe.webhookUrl = `${server.url}/api/v1/billing/webhook`;
});
afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
});

/** A registered user signed in through the form, on a fresh page. */
async function signedIn(prefix: string) {
  const creds = newCredentials(prefix);
  await registerByApi(server.url, creds);
  const context = await browser().newContext({ baseURL: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/auth/login');
  await signInThroughForm(page, creds);
  await page.waitForURL('**/editor');
  return { page, creds, errors };
}

async function token(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('user'));
  return (JSON.parse(raw!) as { token: { access_token: string } }).token.access_token;
}

it('upgrades through Stripe Checkout and comes back to /billing on the new plan', async () => {
  const { page, errors } = await signedIn('upgrade');
  await page.goto('/billing');
  await page.getByTestId('billing-plan').getByText('Trial').waitFor();
  await page.getByRole('radio', { name: 'Annual (two months free)' }).check();
  await page.getByRole('button', { name: 'Upgrade to Individual' }).click();

  await page.waitForURL(`${stripe.base}/checkout/**`);
  await expect(page.locator('#what').innerText()).resolves.toBe('claimwright_individual_year × 1');
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(`${server.url}/billing?checkout=success`);
  await page.getByTestId('billing-plan').getByText('Individual').waitFor({ timeout: 20_000 });
  const current = page.getByTestId('billing-usage');
  await current.getByText('Yearly').waitFor();
  await current.getByText('visa •••• 4242').waitFor();
  await expect(page.getByTestId('billing-usage-line').innerText()).resolves.toMatch(
    /^0 of 150 generations used this month; resets on /,
  );
  await page.getByRole('button', { name: 'Manage payments' }).waitFor();

  // At Word's 400 px and in the dark theme, the page fits the window; so does the landing pricing.
  await page.setViewportSize({ width: 400, height: 900 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark-blue'));
  await page.goto('/billing');
  await page.getByTestId('billing-plan').getByText('Individual').waitFor();
  expect(await page.getByTestId('app-root').last().getAttribute('data-theme')).toBe('dark-blue');
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'billing-400-dark.png'), fullPage: true });
  await page.goto('/');
  await page.getByRole('region', { name: 'Pricing' }).getByTestId('plan-firm').waitFor();
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.screenshot({ path: path.join(SHOTS, 'billing-400-landing.png'), fullPage: true });
  expect(errors).toEqual([]);
  await page.context().close();
});

it('refuses a generation at the limit and says so in the editor, with the way to upgrade', async () => {
  const { page, errors } = await signedIn('limit');
  const auth = { authorization: `Bearer ${await token(page)}`, 'content-type': 'application/json' };
  const made = await fetch(`${server.url}/api/v1/drafts`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: 'Widget', disclosure: DISCLOSURE, sections: { claims: CLAIMS } }),
  });
  const draft = (await made.json()) as { id: string };
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${server.url}/api/v1/generate/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        generation_id: crypto.randomUUID(),
        draft_id: draft.id,
        section: 'title',
      }),
    });
    expect(res.status).toBe(200);
    await res.text();
  }

  await page.goto(`/editor/${draft.id}`);
  const allowance = page.getByTestId('generation-allowance');
  await allowance.getByText(/All 10 generations of your Trial plan are used/).waitFor();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await genStatus(page)
    .getByText(/Your Trial plan includes 10 generations a month, and all 10 have been used/)
    .waitFor();
  await expect(genStatus(page).innerText()).resolves.toMatch(
    /More become available on \w+ 1, \d{4}, or upgrade on the Billing page/,
  );
  await allowance.getByRole('link', { name: 'Upgrade your plan' }).click();
  await page.waitForURL('**/billing');
  await page.getByRole('button', { name: 'Upgrade to Individual' }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});
