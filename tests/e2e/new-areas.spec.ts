import { expect, test } from '@playwright/test';
import { apiFromPage, openGem, DEMO_ADMIN, openChecksHub, pick, signIn, speak, snap } from './support';

test('a week of time is typed in the timesheet grid by keyboard and saved, at 1400 px; the grid in Spanish at 600 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const grid = await openGem(page, 143, 'Time Worked', 'Time');
  await expect(grid.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
  // A row for a customer and a service, then two days' hours by keyboard: Tab to the first day, type, arrow right, type.
  const customer = grid.getByRole('combobox', { name: 'Customer' });
  await customer.selectOption({ index: 1 });
  const customerName = (await customer.locator('option:checked').textContent())!.trim();
  await grid.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Copywriting (hour)' });
  await grid.getByRole('button', { name: 'Add row' }).click();
  const cells = grid.getByRole('textbox', { name: new RegExp(`^${customerName}`) });
  await expect(cells).toHaveCount(7);
  await cells.first().focus();
  await page.keyboard.type('7.5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('2');
  await expect(grid.getByRole('row').filter({ hasText: customerName })).toContainText('9.50');
  await grid.getByRole('button', { name: 'Save week' }).click();
  await expect(grid.getByRole('status')).toHaveText('Week saved');
  await snap(page, 'timesheet-1400');
  const saved = await apiFromPage(page, 'GET', 'time-worked?per-page=50&sort=-id');
  expect(saved.body.items.slice(0, 2).map((e: { hours: string }) => Number(e.hours)).sort()).toEqual([2, 7.5]);

  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 1000 });
  await page.reload();
  const semana = await openGem(page, 143, 'Tiempo trabajado', 'Tiempo');
  await expect(semana.getByRole('tab', { name: 'Semana' })).toHaveAttribute('aria-selected', 'true');
  await expect(semana.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
  await snap(page, 'timesheet-600-es');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(600);
  await speak(page, 'en');
});

test('inventory items open from the Inventory gem; an invoice line of an inventory item shows its location column only then', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const items = await openGem(page, 36, 'Inventory Items', 'Assets');
  await expect(items.getByRole('button', { name: 'Add' })).toBeVisible();
  await snap(page, 'inventory-items-1400');
  // A new invoice's lines have no Location column until a line is an Inventory Item.
  const meta = await apiFromPage(page, 'GET', 'invoices/meta');
  const lines = meta.body.fields.find((f: { name: string }) => f.name === 'lines');
  expect(lines.fields.find((f: { name: string }) => f.name === 'location_id').shown_when).toEqual({ field: 'type', values: ['inventory_item'] });
});

test('a bank statement is imported from the Banking gem as an OFX file, its lines reviewed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const statements = await openChecksHub(page, 'Bank Statements');
  await expect(statements.getByRole('button', { name: 'Add' })).toBeVisible();
  await statements.getByRole('button', { name: 'Add' }).click();
  // The bank's OFX file of the demo's checking account (its number set to the file's, as a bookkeeper would).
  const checking = (await apiFromPage(page, 'GET', 'accounts?q=1000&per-page=5')).body.items.find((a: { number: string }) => a.number === '1000');
  expect((await apiFromPage(page, 'PUT', `accounts/${checking.id}`, { bank_account_number: '123456789' })).status).toBe(200);
  const form = page.getByRole('dialog', { name: 'Bank Statement', exact: true });
  await expect(form).toBeVisible();
  await pick(form, 'Bank or card account', checking.display_name.slice(0, 5), checking.display_name);
  await form.locator('input[type=file]').setInputFiles('tests/fixtures/statements/checking-feb-mar.ofx');
  await snap(page, 'bank-statement-new-1400');
  await form.getByRole('button', { name: 'save', exact: true }).click();
  // The review: what was read, and each line with what it matched.
  const review = page.getByRole('dialog', { name: /^Bank Statement/ }).filter({ hasText: 'CHECK 1004' });
  await expect(review).toBeVisible();
  await expect(review).toContainText('-$84.99');
  await expect(review.getByRole('button', { name: 'Reconcile from this statement' })).toBeVisible();
  await snap(page, 'bank-statement-review-1400');
});
