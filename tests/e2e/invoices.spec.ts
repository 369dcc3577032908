import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, pick, signIn, speak, windowOf, rowAction } from './support';
import { formatAmount } from '../../lib/format';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const waitingBadge = (page: Page) => page.getByTestId('waiting-approval');
/** The top bar's total of the invoices waiting, beside their count. */
const waitingTotal = (page: Page) => page.getByTestId('waiting-approval-total');
/** What the API counts and sums of the invoices waiting (the figures the top bar shows). */
async function waitingNow(page: Page) {
  const body = (await apiFromPage(page, 'GET', 'invoices/count?filter[is_tba]=1&sum=total_amount')).body as { count: number; sum: { total_amount: string } };
  return { count: body.count, total: body.sum.total_amount };
}

/** Types a line with the keyboard alone: its type by its first letter, the item searched and taken with Enter, then Tab across, and Enter for the next line. */
async function typeLine(page: Page, form: Locator, n: number, line: { type: string; item?: string; quantity?: string; percent?: string }) {
  const cell = (name: string) => form.getByLabel(`${name} ${n}`, { exact: true });
  await expect(cell('Type').or(cell('Tipo'))).toBeFocused();
  await page.keyboard.type(line.type.slice(0, 2));
  await page.keyboard.press('Tab');
  if (line.item) {
    await page.keyboard.type(line.item);
    // The first record found is highlighted: Enter takes it.
    await expect(page.getByRole('option', { name: new RegExp(line.item) }).first()).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Tab'); // description, filled from the item
  await page.keyboard.press('Tab'); // quantity
  if (line.quantity) await page.keyboard.type(line.quantity);
  await page.keyboard.press('Tab'); // rate, filled from the item
  await page.keyboard.press('Tab'); // percent
  if (line.percent) await page.keyboard.type(line.percent);
  // amount, taxable, account, tax: left as filled; Enter on a line that is not blank adds the next and goes to its type.
  await page.keyboard.press('Enter');
}

/** Turns approval on (through the Products hub's invoice settings, as an administrator may). */
async function requireApproval(page: Page) {
  const res = await apiFromPage(page, 'PUT', 'invoice-settings', { approval_required: 1 });
  expect(res.status).toBe(200);
}

test('an invoice is typed line by line with the keyboard, waits for approval and is approved from the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await requireApproval(page);
  const { count: before, total: totalBefore } = await waitingNow(page);
  await expect(waitingBadge(page)).toHaveText(String(before));
  // Beside the count, the total waiting, as money in the person's format ("$1,234.50").
  await expect(waitingTotal(page)).toHaveText(new RegExp(`^\\D*${escaped(formatAmount(totalBefore, 'en'))}$`));

  // Billing, then Receivables Processing (gem 137: what waits to print first), then its Invoices tab.
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Billing', exact: true }).click();
  await page.locator('[data-gem="137"]').click();
  const processing = windowOf(page, 'Processing');
  await processing.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: 'Invoices' }).click();
  const invoices = windowOf(page, 'Invoices');
  await invoices.getByRole('button', { name: 'Add' }).click();
  const form = windowOf(page, 'Invoice');
  await pick(form, 'Customer', 'Vandelay', 'Vandelay Industries');
  await pick(form, 'Tax', 'NY', 'NY State + NYC');
  await form.getByLabel('Memo').fill('Spring catalogue');

  await form.getByLabel('Type 1', { exact: true }).focus();
  await typeLine(page, form, 1, { type: 'Service', item: 'Catalogue', quantity: '3' });
  await typeLine(page, form, 2, { type: 'Good', item: 'Latex', quantity: '2' });
  await typeLine(page, form, 3, { type: 'Discount', percent: '10' });
  await expect(form.getByLabel('Description 1', { exact: true })).toHaveValue('Catalogue design (hour)');
  await expect(form.getByLabel('Rate 2', { exact: true })).toHaveValue('24.50');

  // Live totals from the shared line math: 3 x 95 + 2 x 24.50 = 334.00, less 10 % = 300.60.
  await expect(form.locator('[data-total="subtotal"]')).toHaveText('300.60');
  const shownTotal = await form.locator('[data-total="total"]').textContent();
  await page.screenshot({ path: 'test-results/screens/invoice-form-1400.png' });
  await form.getByRole('button', { name: 'save', exact: true }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  // The saved invoice's window keeps its customer and does not open the customer list over the form.
  await expect(form.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue('Vandelay Industries');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const saved = (await apiFromPage(page, 'GET', 'invoices?q=Spring%20catalogue')).body.items[0];
  expect(saved).toMatchObject({ subtotal: '300.60', is_tba: true, display_status: 'Open (TBA)' });
  expect(Number(saved.total_amount).toFixed(2)).toBe(shownTotal!.replace(/,/g, ''));
  await expect(waitingBadge(page)).toHaveText(String(before + 1));
  // The total grows by the invoice's: the API's sum, shown formatted.
  const waitingAfter = await waitingNow(page);
  expect(Math.round(Number(waitingAfter.total) * 100)).toBe(Math.round((Number(totalBefore) + Number(saved.total_amount)) * 100));
  await expect(waitingTotal(page)).toHaveText(new RegExp(`^\\D*${escaped(formatAmount(waitingAfter.total, 'en'))}$`));
  await expect(waitingTotal(page)).toHaveAttribute('aria-label', 'Total of the invoices waiting for approval');
  await form.getByRole('button', { name: 'close', exact: true }).click();
  await invoices.getByRole('button', { name: 'Close', exact: true }).click();

  // The top bar opens the waiting list; the invoice is approved from its row.
  await page.getByRole('button', { name: /Invoices \(Waiting for approval\)/ }).first().click();
  const waiting = windowOf(page, 'Invoices');
  const row = waiting.getByRole('row').filter({ hasText: saved.number });
  await expect(row).toContainText('Open (TBA)');
  await rowAction(row, 'Approve');
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Are you sure you want to approve 1 item(s)?');
  await confirm.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText('Approved').first()).toBeVisible();
  await expect(waitingBadge(page)).toHaveText(String(before));
  await expect(waitingTotal(page)).toHaveText(new RegExp(`^\\D*${escaped(formatAmount(totalBefore, 'en'))}$`));
  expect((await apiFromPage(page, 'GET', `invoices/${saved.id}`)).body).toMatchObject({ state: 'posted', is_tba: false, display_status: 'Open' });

  // Its transaction summary: the figures and the journal it posted.
  await page.goto(at('demo', '/billing/5?w=list:invoices'));
  const all = windowOf(page, 'Invoices');
  await rowAction(all.getByRole('row').filter({ has: page.getByRole('cell', { name: saved.number, exact: true }) }), 'Transaction summary');
  const summary = page.getByRole('dialog', { name: 'Transaction summary' });
  await expect(summary.getByRole('table', { name: 'Journal' })).toContainText('Accounts Receivable');
  await summary.getByRole('button', { name: 'OK', exact: true }).click();

  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto(at('demo', `/billing/5?w=form:invoices:${saved.id}`));
  await expect(windowOf(page, 'Invoice').locator('[data-total="total"]')).toHaveText(shownTotal!);
  // The saved invoice's customer picker has the focus but does not cover the form with its list.
  await expect(windowOf(page, 'Invoice').getByRole('combobox', { name: 'Customer', exact: true })).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/invoice-form-600.png' });
});

test('in Spanish, an invoice shows its totals in Spanish figures and is approved with the Spanish confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await requireApproval(page);
  await speak(page, 'es');
  try {
    await page.goto(at('demo', '/billing/5?w=list:invoices'));
    const invoices = windowOf(page, 'Facturas');
    await invoices.getByRole('button', { name: 'Agregar' }).click();
    const form = windowOf(page, 'Factura');
    await pick(form, 'Cliente', 'Kramer', 'Kramerica Industries');
    await form.getByLabel('Memo').fill('Sesión de fotos');
    await form.getByLabel('Tipo 1', { exact: true }).focus();
    await typeLine(page, form, 1, { type: 'Servicio', item: 'Photo', quantity: '2,5' });
    // 2,5 x 450 = 1.125,00 in Spanish figures.
    await expect(form.locator('[data-total="total"]')).toHaveText('1.125,00');
    await page.screenshot({ path: 'test-results/screens/invoice-form-es-1400.png' });
    await form.getByRole('button', { name: 'guardar', exact: true }).click();
    await expect(page.getByText('Guardado')).toBeVisible();
    await form.getByRole('button', { name: 'cerrar', exact: true }).click();
    await invoices.getByRole('button', { name: 'Cerrar', exact: true }).click();

    await page.getByRole('button', { name: /Facturas \(En espera de aprobación\)/ }).first().click();
    const waiting = windowOf(page, 'Facturas');
    const row = waiting.getByRole('row').filter({ hasText: '1.125,00' });
    await rowAction(row, 'Aprobar');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Está seguro de que desea aprobar 1 elemento(s)?');
    await confirm.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await expect(page.getByText('Aprobada').first()).toBeVisible();
  } finally {
    await speak(page, 'en');
  }
});
