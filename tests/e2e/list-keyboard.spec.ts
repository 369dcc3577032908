import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, openOn, signIn, tabTo, windowOf } from './support';

// Issue 36, item 3: a list is one tab stop (its first row); the arrow keys move between its rows
// and Enter opens the row that has the focus, in the browser (data-table.tsx's keyboard).
test('a list by keyboard: Tab reaches its first row, the arrows move between rows, Enter opens one', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openOn(page, 'crm', 'list:customers');
  const list = windowOf(page, 'Customers');
  const rows = list.locator('tbody tr[data-index]');
  await expect(rows.nth(2)).toBeVisible();

  // The first row is the table's one tab stop; the others are reached by the arrows.
  await expect(rows.nth(0)).toHaveAttribute('tabindex', '0');
  await expect(rows.nth(1)).toHaveAttribute('tabindex', '-1');
  await tabTo(page, rows.nth(0), 80);
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rows.nth(1)).toBeFocused();

  // Enter opens the focused row's record in its form.
  const name = (await rows.nth(1).locator('th, td').first().innerText()).trim();
  await page.keyboard.press('Enter');
  const form = windowOf(page, 'Customer');
  await expect(form.getByRole('textbox', { name: 'Display name', exact: true })).toHaveValue(name);
});
