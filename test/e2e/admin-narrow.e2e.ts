/**
 * The superuser's tables at Word's task-pane width (400 × 800) in Chromium: the plans and billing
 * table keeps readable columns that never overlap, scrolling sideways inside its own box, never
 * the page. Screenshot: test-results/e2e/admin-billing-400.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, sharedBrowser } from './support/browser';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const browser = sharedBrowser();

/** Horizontal extents of each cell of each row, and whether a cell's content is wider than it. */
interface RowBoxes {
  cells: Array<{ left: number; right: number; clipped: boolean }>;
}

it('shows the plans and billing table at 400 px without overlapping columns', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const res = await fetch(`${baseUrl()}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString(),
  });
  const { access_token: bearer } = (await res.json()) as { access_token: string };
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width: 400, height: 800 },
  });
  const user = JSON.stringify({
    username: ADMIN.email,
    token: { access_token: bearer, token_type: 'bearer' },
  });
  await context.addInitScript((u) => localStorage.setItem('user', u), user);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Plans and billing' });
  await table.getByTestId('billing-account-row').first().waitFor();
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'admin-billing-400.png') });

  const rows: RowBoxes[] = await table.evaluate((el) =>
    [...el.querySelectorAll('tr')].map((tr) => ({
      cells: [...tr.querySelectorAll('th, td')].map((cell) => {
        const r = cell.getBoundingClientRect();
        const inner = [...cell.querySelectorAll('*')].some(
          (child) => child.scrollWidth > child.clientWidth + 1,
        );
        return {
          left: r.left,
          right: r.right,
          clipped: cell.scrollWidth > cell.clientWidth + 1 || inner,
        };
      }),
    })),
  );
  for (const { cells } of rows) {
    cells.forEach((cell, i) => {
      expect(cell.clipped).toBe(false);
      if (i > 0) expect(cell.left).toBeGreaterThanOrEqual(cells[i - 1]!.right - 1);
    });
  }
  // The table scrolls inside its card; the page itself never scrolls sideways.
  const page400 = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(page400).toBeLessThanOrEqual(1);
  const box = await table.evaluate((el) => {
    const scroller = el.parentElement!;
    return {
      overflowX: getComputedStyle(scroller).overflowX,
      right: scroller.getBoundingClientRect().right,
    };
  });
  expect(box.overflowX).toBe('auto');
  expect(box.right).toBeLessThanOrEqual(400);
  expect(errors).toEqual([]);
  await context.close();
});
