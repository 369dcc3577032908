import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, speak, useMailSink, windowOf } from './support';

/** Invoices of this run (their memo names it), made through the API. */
async function makeInvoices(page: Page, memo: string, n: number) {
  // A customer of this run with an e-mail address: the e-mail queue sends to it.
  const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: `Queue customer ${memo}`, email: 'queue@customer.test' })).body;
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items;
  const account = accounts.find((a: { number: string }) => a.number === '4000') ?? accounts[0];
  const made = [];
  for (let i = 0; i < n; i++) {
    const res = await apiFromPage(page, 'POST', 'invoices', { customer_id: customer.id, date: '2026-06-12', memo, lines: [{ type: 'service', description: `Queue check ${i + 1}`, quantity: '1', rate: '40', account_id: account.id }] });
    expect(res.status).toBe(201);
    made.push(res.body as { id: number; number: string });
  }
  return made;
}

const openInvoice = (page: Page, id: number) => page.goto(at('demo', `/billing/5?w=form:invoices:${id}`));

test('an invoice is saved and previewed from its Save menu, three are saved to the print queue and printed there as one PDF, which empties the queue of them', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  // The e-mail queue takes documents only where mail can go.
  await useMailSink(page);
  const memo = `Print queue ${Date.now()}`;
  const invoices = await makeInvoices(page, memo, 3);

  // Save and preview: the PDF in a viewer window named for the invoice.
  await openInvoice(page, invoices[0].id);
  const form = windowOf(page, 'Invoice');
  await form.getByLabel('Memo').fill(`${memo} (seen)`);
  await form.getByRole('button', { name: 'Save menu' }).click();
  await page.getByRole('menuitem', { name: 'Save and preview' }).click();
  // The viewer is named for the invoice ("Preview Invoice: 1042").
  const viewer = windowOf(page, `Invoice ${invoices[0].number}`).filter({ has: page.locator('iframe') });
  await expect(viewer).toContainText('Preview');
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('src', `/api/v1/invoices/${invoices[0].id}/pdf?inline=1`);
  const pdf = await page.evaluate(async (src) => {
    const res = await fetch(src);
    return { status: res.status, type: res.headers.get('content-type'), framing: res.headers.get('x-frame-options') };
  }, `/api/v1/invoices/${invoices[0].id}/pdf?inline=1`);
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', framing: 'SAMEORIGIN' });
  expect((await apiFromPage(page, 'GET', `invoices/${invoices[0].id}`)).body.memo).toBe(`${memo} (seen)`);
  await page.screenshot({ path: 'docs/screens/invoice-preview-1400-en.png' });
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(viewer).toBeHidden();

  // Save and print, three times; the last from the keyboard alone.
  for (const [i, invoice] of invoices.entries()) {
    await openInvoice(page, invoice.id);
    const edit = windowOf(page, 'Invoice');
    await edit.getByLabel('Memo').waitFor();
    if (i < 2) {
      await edit.getByRole('button', { name: 'Save menu' }).click();
      await page.getByRole('menuitem', { name: 'Save and print' }).click();
    } else {
      // The mouse out of the way: Chromium moves hover to whatever lands under a resting pointer, and
      // Radix menus focus the item hovered (the earlier clicks left the pointer where the menu opens).
      await page.mouse.move(0, 0);
      await edit.getByRole('button', { name: 'Save menu' }).focus();
      await page.keyboard.press('Enter');
      // Spec section 2's order: Load template, then Save and preview, Save and print.
      await expect(page.getByRole('menuitem', { name: 'Load template' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Save and preview' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText('Saved and added to the print queue.')).toBeVisible();
    await expect.poll(async () => (await apiFromPage(page, 'GET', `invoices/${invoice.id}`)).body.is_in_print_que).toBe(true);
  }
  // Save and e-mail puts the first in the e-mail queue as well.
  await openInvoice(page, invoices[0].id);
  await windowOf(page, 'Invoice').getByRole('button', { name: 'Save menu' }).click();
  await page.getByRole('menuitem', { name: 'Save and e-mail' }).click();
  await expect(page.getByText('Saved and added to the e-mail queue.')).toBeVisible();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `invoices/${invoices[0].id}`)).body.is_in_email_que).toBe(true);

  // The Print Queue gem (194, Tools) lists them; the three ticked print as one PDF and leave the queue.
  await page.goto(at('demo', '/tools/11'));
  await page.locator('[data-gem="194"]').click();
  const queue = windowOf(page, 'Print Queue');
  for (const invoice of invoices) await queue.getByRole('checkbox', { name: `Choose ${invoice.number}` }).check();
  await page.screenshot({ path: 'docs/screens/print-queue-1400-en.png' });
  await queue.getByRole('button', { name: 'Print (3)' }).click();
  await expect(page.getByText('3 documents printed')).toBeVisible();
  await expect(queue.locator('iframe')).toHaveAttribute('src', /^blob:/);
  for (const invoice of invoices) expect((await apiFromPage(page, 'GET', `invoices/${invoice.id}`)).body.is_in_print_que).toBe(false);
  await queue.getByRole('button', { name: 'Back to the queue' }).click();
  for (const invoice of invoices) await expect(queue.getByRole('checkbox', { name: `Choose ${invoice.number}` })).toHaveCount(0);

  // The e-mail queue lists the one saved to be e-mailed; ticked and sent, it goes on the job queue.
  await queue.getByRole('button', { name: 'E-mail queue' }).click();
  const emailQueue = windowOf(page, 'E-mail Queue');
  await expect(emailQueue.getByRole('row').filter({ hasText: invoices[0].number })).toBeVisible();
  await expect(emailQueue).toContainText('wait to be e-mailed');
  await emailQueue.getByRole('checkbox', { name: `Choose ${invoices[0].number}` }).check();
  await emailQueue.getByRole('button', { name: 'Send (1)' }).click();
  await expect(page.getByText('1 document is being e-mailed: follow it in Email Manager › Sent Emails.')).toBeVisible();
});

test("Manage layout, the Save menu's fifth entry, saves the invoice and opens the layout it prints with; in Spanish too", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const memo = `Manage layout ${Date.now()}`;
  const [invoice] = await makeInvoices(page, memo, 1);
  const own = await apiFromPage(page, 'POST', 'ar-invoice-layouts', { display_name: `Own layout ${Date.now()}`, document_type: 'invoice' });
  expect(own.status).toBe(201);

  // With no layout of its own, the default invoice layout opens.
  const fallback = (await apiFromPage(page, 'GET', `invoices/${invoice.id}?expand=layout`)).body.layout;
  await openInvoice(page, invoice.id);
  const form = windowOf(page, 'Invoice');
  await form.getByLabel('Memo').fill(`${memo} (saved)`);
  await form.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Load template', 'Save and preview', 'Save and print', 'Save and e-mail', 'Manage layout']);
  await page.getByRole('menuitem', { name: 'Manage layout' }).click();
  await expect(windowOf(page, 'Layout').getByRole('textbox').first()).toHaveValue(fallback.display_name);
  await expect(windowOf(page, 'Layout').getByTestId('layout-preview')).toBeVisible();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `invoices/${invoice.id}`)).body.memo).toBe(`${memo} (saved)`);

  // Given a layout of its own, that one opens, from the keyboard, in Spanish.
  expect((await apiFromPage(page, 'PUT', `invoices/${invoice.id}`, { layout_id: own.body.id })).status).toBe(200);
  await speak(page, 'es');
  await openInvoice(page, invoice.id);
  const factura = windowOf(page, 'Factura');
  await factura.getByRole('button', { name: 'Menú guardar' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Gestionar diseño' }).focus();
  await page.keyboard.press('Enter');
  await expect(windowOf(page, 'Diseño').getByRole('textbox').first()).toHaveValue(own.body.display_name);
  await speak(page, 'en');
});

test('the print queue at 600px in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const [invoice] = await makeInvoices(page, `Cola ${Date.now()}`, 1);
  expect((await apiFromPage(page, 'POST', `invoices/${invoice.id}/queue`, { print: 1 })).status).toBe(200);
  await page.goto(at('demo', '/tools/11?w=queue:print:invoices'));
  await windowOf(page, 'Print Queue').getByRole('checkbox', { name: `Choose ${invoice.number}` }).waitFor();
  await speak(page, 'es');
  try {
    const queue = windowOf(page, 'Cola de impresión');
    await expect(queue.getByRole('checkbox', { name: `Elegir ${invoice.number}` })).toBeVisible();
    await page.screenshot({ path: 'docs/screens/print-queue-600-es.png' });
    await openInvoice(page, invoice.id);
    const form = windowOf(page, 'Factura');
    await form.getByRole('button', { name: 'Menú guardar' }).click();
    await expect(page.getByRole('menuitem', { name: 'Guardar e imprimir' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/save-menu-600-es.png' });
    await page.keyboard.press('Escape');
  } finally {
    await speak(page, 'en');
    await expect(page.getByRole('navigation', { name: 'Dock' })).toBeVisible();
  }
});
