/**
 * The superuser's tables at Word's task-pane width (400 × 800) in Chromium: the plans and billing
 * table keeps readable columns that never overlap, scrolling sideways inside its own box, never
 * the page. Screenshot: test-results/e2e/admin-billing-400.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { adminBearer, adminPage } from './support/accounts';
import { sharedBrowser } from './support/browser';

const SHOTS = path.resolve(__dirname, '../../test-results/e2e');
const browser = sharedBrowser();

/** Horizontal extents of each cell of each row, and whether a cell's content is wider than it. */
interface RowBoxes {
  cells: Array<{ left: number; right: number; clipped: boolean }>;
}

it('shows the plans and billing table at 400 px without overlapping columns', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const bearer = await adminBearer();
  const { page, errors } = await adminPage(browser(), bearer, { width: 400, height: 800 });
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
  await page.context().close();
});
