import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { apiFromPage, DEMO_ADMIN, signIn, windowOf } from './support';

/** The text of a PDF answered to the page's session, as pdftotext reads it (layout squeezed). */
async function pdfTextOf(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(`/api/v1/${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, type: res.headers.get('content-type'), bytes: Array.from(bytes) };
    },
    [method, path, body] as const,
  );
  expect(res.status).toBe(200);
  expect(res.type).toBe('application/pdf');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(res.bytes) }).toString().replace(/[ \t]+/g, ' ');
}

test('a layout is changed in its window with a live preview, the next invoice PDF follows it, and three queued invoices print as one PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  // A layout of its own, so that the demo's default invoice layout stays as other tests expect it.
  const made = await apiFromPage(page, 'POST', 'ar-invoice-layouts', { display_name: `Price list ${Date.now()}`, document_type: 'invoice' });
  expect(made.status).toBe(201);

  // Billing, then Products (gem 136), then its Layouts tab.
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Billing', exact: true }).click();
  await page.locator('[data-gem="136"]').click();
  const first = windowOf(page, 'Services');
  await first.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: 'Layouts' }).click();
  const list = windowOf(page, 'Layouts');
  await list.getByRole('row').filter({ hasText: made.body.display_name }).getByRole('button', { name: 'Edit', exact: true }).click();
  const form = windowOf(page, 'Layout');
  const preview = form.getByTestId('layout-preview');
  await expect(preview.getByRole('columnheader')).toHaveText(['Item', 'Description', 'Qty', 'Rate', 'Amount']);
  await expect(preview).toContainText('P.O. Number');

  await form.getByRole('checkbox', { name: 'Print: P.O. Number' }).uncheck();
  await form.getByRole('textbox', { name: 'Printed title: Rate' }).fill('Price');
  await form.getByRole('button', { name: 'Move Description up' }).click();
  // The focus follows the moved entry (a frame later): awaited, or it lands after Qty's focus below
  // and Alt+↓ moves Description back down (a flake on a loaded machine).
  await expect(form.getByRole('textbox', { name: 'Printed title: Description' })).toBeFocused();
  // The keyboard moves the entry in focus too: Qty down and back up.
  await form.getByRole('textbox', { name: 'Printed title: Qty' }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(preview.getByRole('columnheader')).toHaveText(['Description', 'Item', 'Price', 'Qty', 'Amount']);
  await page.keyboard.press('Alt+ArrowUp');
  await expect(preview.getByRole('columnheader')).toHaveText(['Description', 'Item', 'Qty', 'Price', 'Amount']);
  await expect(preview).not.toContainText('P.O. Number');
  await page.screenshot({ path: 'docs/screens/layout-window-1400-en.png' });
  await form.getByRole('button', { name: 'save', exact: true }).click();
  await expect(form.getByRole('button', { name: 'save', exact: true })).toBeEnabled();

  // An invoice made with the layout prints what the window showed.
  const customer = (await apiFromPage(page, 'GET', 'customers?per-page=1')).body.items[0];
  const account = (await apiFromPage(page, 'GET', 'accounts/all')).body.items.find((a: { number: string }) => a.number === '4000') ?? (await apiFromPage(page, 'GET', 'accounts/all')).body.items[0];
  const invoice = (body: Record<string, unknown>) =>
    apiFromPage(page, 'POST', 'invoices', { customer_id: customer.id, date: '2026-06-10', purchase_order_number: 'PO-E2E', lines: [{ type: 'service', description: 'Layout check', quantity: '2', rate: '60', account_id: account.id }], ...body });
  const withLayout = await invoice({ layout_id: made.body.id });
  expect(withLayout.status).toBe(201);
  const text = await pdfTextOf(page, 'GET', `invoices/${withLayout.body.id}/pdf`);
  expect(text).toMatch(/Description Item Qty Price Amount/);
  expect(text).not.toContain('PO-E2E');

  // Three invoices to the print queue, printed as one PDF: each on its own page, then out of the queue.
  const queued = [];
  for (let i = 0; i < 3; i++) {
    const inv = (await invoice({})).body;
    expect((await apiFromPage(page, 'POST', `invoices/${inv.id}/queue`, { print: 1 })).status).toBe(200);
    queued.push(inv);
  }
  const batch = await pdfTextOf(page, 'POST', 'invoices/print', { ids: queued.map((i) => i.id) });
  for (const inv of queued) expect(batch).toContain(`INVOICE ${inv.number} Page 1 / 1`);
  for (const inv of queued) expect((await apiFromPage(page, 'GET', `invoices/${inv.id}`)).body.is_in_print_que).toBe(false);
});
