/**
 * Adding a user (issue 19, item 7), in Chromium at 1280 and 400 px: the superuser's "Add a user"
 * dialog fits the width, asks for no password when inviting, and shows the server's answer.
 * Screenshots go to test-results/e2e/invite-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, sharedBrowser } from './support/browser';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

const browser = sharedBrowser();
let user: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const res = await fetch(`${baseUrl()}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString(),
  });
  user = JSON.stringify({ username: ADMIN.email, token: await res.json() });
});

describe.each([1280, 400])('at %i px', (width) => {
  it('a superuser invites someone by email from the users page', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width, height: 900 },
    });
    await context.addInitScript((u) => localStorage.setItem('user', u), user);
    const page = await context.newPage();
    try {
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Add a user' }).click();
      const dialog = page.getByTestId('invite-user-dialog');
      await dialog.waitFor();
      expect(await dialog.locator('input[type="password"]').count()).toBe(0);
      const email = `invited-${width}-${process.pid}@e2e.test`;
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByRole('textbox', { name: 'Full name' }).fill('Invited Person');
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.getByTestId('invite-sent').waitFor();
      expect(await dialog.getByTestId('invite-sent').textContent()).toContain(email);

      // Inside the window: nothing of the dialog is cut off or scrolls the page sideways.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.waitForTimeout(300); // the notice's entrance, for the screenshot only
      await page.screenshot({ path: path.join(SHOTS, `invite-${width}.png`) });

      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.getByText(email).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
