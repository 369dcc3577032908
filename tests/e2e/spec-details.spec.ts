import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, openGem, rowAction, rowActionNames, signIn, speak, windowOf } from './support';

/**
 * The spec's remaining details (issue 42) as a person meets them: a batch with one item approved
 * and one rejected is Partially Processed; a customer's over payment carried to a new invoice on
 * an Over Payment line; an unused account deleted from the chart of accounts (a used one refused);
 * a pending client approved from Pending Clients. Wide in English; the chart also at 600 px in Spanish.
 */

test.describe.configure({ timeout: 180_000 });

const stamp = () => Date.now().toString(36);
/** A day a little before today, as the API takes dates. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function made(page: Page, path: string, body: unknown) {
  const res = await apiFromPage(page, 'POST', path, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body as { id: number } & Record<string, unknown>;
}

async function wide(page: Page) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
}

test('a batch with one item approved and one rejected is Partially Processed', async ({ page }) => {
  await wide(page);
  const s = stamp();
  const accounts = (await apiFromPage(page, 'GET', 'accounts?q=6300')).body.items as { id: number; number: string }[];
  const expense = accounts.find((a) => a.number === '6300') ?? accounts[0];
  const vendor = await made(page, 'vendors', { display_name: `Partial Supply ${s}` });
  const bill = async (n: number) => (await made(page, 'ap-bills', { vendor_id: vendor.id, number: `PP-${s}-${n}`, date: daysAgo(3), lines: [{ account_id: expense.id, amount: '40.00' }] })).id;
  const batch = await made(page, 'ap-tbas', { items: [{ bill_id: await bill(1), amount: '40.00' }, { bill_id: await bill(2), amount: '40.00' }], memo: `Partial ${s}` });
  const statuses = async () => (await apiFromPage(page, 'GET', `ap-tbas/${batch.id}?expand=items`)).body.items.map((i: { approval_status: number }) => i.approval_status);

  await page.goto(at('demo', '/payables/3?w=list:ap-tbas'));
  const list = windowOf(page, 'To Be Approved').first();
  const row = list.getByRole('row').filter({ has: page.getByRole('cell', { name: String(batch.number), exact: true }) }).first();
  await expect(row).toContainText('Pending');
  // The batch's Items: its items in their list, each decided from its own row with the spec's confirmation.
  await rowAction(row, 'Items');
  const items = windowOf(page, 'To Be Paid');
  const item = (n: number) => items.getByRole('row').filter({ hasText: `PP-${s}-${n}` }).first();
  await expect(item(1)).toBeVisible();
  await expect(item(2)).toBeVisible();
  await rowAction(item(1), 'Approve');
  let confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to approve 1 item(s)?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect.poll(statuses).toEqual([1, 0]);
  // One approved, one waiting: the batch is Partially Processed, the item decided offers no decision again.
  await expect(row).toContainText('Partially Processed');
  await expect(item(1)).toContainText('approved');
  await expect(item(1)).toContainText('Dana Admin');
  expect(await item(1).getByRole('button', { name: 'Actions' }).count() ? await rowActionNames(item(1)) : []).not.toContain('Approve');
  expect(await rowActionNames(item(2))).toEqual(expect.arrayContaining(['Approve', 'Reject']));
  await rowAction(item(2), 'Reject');
  confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to reject 1 item(s)?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect.poll(statuses).toEqual([1, 3]);
  await expect(row).toContainText('Partially Processed');
  await expect(item(2)).toContainText('reject');
  expect((await apiFromPage(page, 'GET', `ap-tbas/${batch.id}`)).body).toMatchObject({ status: 'approved', approval_status: 2 });
  await page.screenshot({ path: 'test-results/screens/partially-processed-1400.png' });
});

test("a customer's over payment is carried to a new invoice on an Over Payment line", async ({ page }) => {
  await wide(page);
  const s = stamp();
  const customer = await made(page, 'customers', { display_name: `Overpaid ${s}` });
  const payment = await made(page, 'payments', { customer_id: customer.id, date: daysAgo(2), number: `OP${s}`, amount: '30.00' });
  expect(payment.unapplied_amount).toBe('30.00');

  await page.goto(at('demo', '/billing/5?w=form:invoices:new'));
  const form = windowOf(page, 'Invoice');
  await form.getByRole('combobox', { name: 'Customer', exact: true }).fill(`Overpaid ${s}`);
  await page.getByRole('option', { name: `Overpaid ${s}` }).click();
  // A service of 95.00, then the over payment carried.
  await form.getByLabel('Type 1', { exact: true }).focus();
  await page.keyboard.type('Se');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Catalogue');
  await expect(page.getByRole('option', { name: /Catalogue/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Amount 1', { exact: true })).not.toHaveValue('0.00');
  await form.getByRole('button', { name: /Add line|Añadir línea/ }).click();
  await form.getByLabel('Type 2', { exact: true }).selectOption({ label: 'Over Payment' });
  await form.getByRole('combobox', { name: 'Payment 2', exact: true }).fill(`OP${s}`);
  await page.getByRole('option', { name: new RegExp(`OP${s}`) }).first().click();
  await form.getByLabel('Amount 2', { exact: true }).fill('30.00');
  await page.screenshot({ path: 'test-results/screens/over-payment-line-1400.png' });
  await form.getByRole('button', { name: 'save', exact: true }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();

  const list = () => apiFromPage(page, 'GET', `invoices?filter[customer_id]=${customer.id}&expand=overPayments`).then((r) => r.body.items);
  let invoices = await list();
  expect(invoices).toHaveLength(1);
  // The invoices spec turns approval on for the demo company: a held invoice carries nothing until approved.
  if (invoices[0].is_tba) {
    expect((await apiFromPage(page, 'POST', `invoices/${invoices[0].id}/approve`, {})).status).toBe(200);
    invoices = await list();
  }
  expect(invoices[0]).toMatchObject({ total_paid: '30.00', overPayments: [{ payment_id: payment.id, amount: '30.00', carried_by: 'line' }] });
  expect((await apiFromPage(page, 'GET', `payments/${payment.id}`)).body.unapplied_amount).toBe('0.00');
});

for (const [locale, width] of [['en', 1400], ['es', 600]] as const) {
  test(`an unused account is deleted from the chart of accounts, a used one refused (${locale}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const s = stamp();
    const name = `Spare ${s}`;
    await made(page, 'accounts', { display_name: name, type: 14 });
    if (locale === 'es') await speak(page, 'es');
    const words = locale === 'es' ? { chart: 'Catálogos de cuentas', del: 'Eliminar', confirm: '¿Estás seguro de que quieres eliminar este registro?', deleted: 'Eliminado', cancel: 'Cancelar', all: 'Todas las cuentas' } : { chart: 'Chart of Accounts', del: 'Delete', confirm: 'Are you sure you want to delete this record?', deleted: 'Deleted', cancel: 'Cancel', all: 'All accounts' };
    await page.goto(at('demo', '/accounting/2?w=list:accounts'));
    const chart = windowOf(page, words.chart);
    await expect(chart.getByRole('button', { name: words.all, exact: true })).toBeVisible();

    // A used account: the confirmation says why it stays.
    await rowAction(chart.getByRole('row').filter({ hasText: 'Business Checking' }).first(), words.del);
    const refused = page.getByRole('alertdialog');
    await expect(refused).toContainText(words.confirm);
    await refused.getByRole('button', { name: new RegExp(`^${words.del}$`, 'i') }).click();
    await expect(refused.getByRole('alert')).toBeVisible();
    await refused.getByRole('button', { name: words.cancel }).click();
    await expect(chart.getByRole('button', { name: 'Business Checking' })).toBeVisible();

    // The unused one goes.
    const spare = chart.getByRole('row').filter({ hasText: name });
    await rowAction(spare.first(), words.del);
    const dialog = page.getByRole('alertdialog');
    await page.screenshot({ path: `test-results/screens/chart-delete-${width}.png` });
    await dialog.getByRole('button', { name: new RegExp(`^${words.del}$`, 'i') }).click();
    await expect(page.getByText(words.deleted).first()).toBeVisible();
    await expect(spare).toHaveCount(0);
    expect((await apiFromPage(page, 'GET', `accounts?q=${encodeURIComponent(name)}`)).body.items).toHaveLength(0);
    if (locale === 'es') await speak(page, 'en');
  });
}

test('a pending client is approved from Pending Clients, a window titled as the gem', async ({ page }) => {
  await wide(page);
  const s = stamp();
  const client = await made(page, 'clients', { display_name: `Waiting Client ${s}` });
  expect(client.status).toBe(15);
  const pending = await openGem(page, 209, 'Pending Clients', 'CRM');
  const row = pending.getByRole('row').filter({ hasText: `Waiting Client ${s}` });
  await rowAction(row.first(), 'Approve');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to approve 1 item(s)?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);
  expect((await apiFromPage(page, 'GET', `clients/${client.id}`)).body.status).toBe(12);
});

/** The chart of accounts' words in each language the walk below is run in. */
const CHART_WORDS = {
  en: { chart: 'Chart of Accounts', account: 'Chart of Account', report: 'Chart of Accounts', edit: 'Edit', bookmark: 'Bookmark', unbookmark: 'Remove bookmark', bookmarked: 'Bookmarked', bookmarks: 'My bookmarks', all: 'All accounts', inactive: 'Inactive', inactivate: 'Inactivate', inactivated: 'Inactivated', activate: 'Activate', activated: 'Activated', ledger: 'View ledger', ledgerWindow: 'Ledger', journal: 'Journal Entries', transactions: 'Transaction report', ok: 'OK', announce: 'Announce', message: 'Message', cancel: 'Cancel', add: 'Add account', menuReport: 'Chart of accounts', close: 'Close', name: 'Name' },
  es: { chart: 'Catálogos de cuentas', account: 'Catálogo de cuentas', report: 'Catálogo de cuentas', edit: 'Editar', bookmark: 'Marcar', unbookmark: 'Quitar marcador', bookmarked: 'Marcado', bookmarks: 'Mis marcadores', all: 'Todas las cuentas', inactive: 'Inactivos', inactivate: 'Inactivar', inactivated: 'Inactivado', activate: 'Activar', activated: 'Activado', ledger: 'Ver libro mayor', ledgerWindow: 'Mayor de la cuenta', journal: 'Asientos contables', transactions: 'Informe de transacciones', ok: 'Aceptar', announce: 'Anunciar', message: 'Mensaje', cancel: 'Cancelar', add: 'Agregar cuenta', menuReport: 'Catálogo de cuentas', close: 'Cerrar', name: 'Nombre' },
} as const;

for (const [locale, width] of [['en', 1400], ['es', 600]] as const) {
  test(`the chart of accounts' row actions and menu each open what they should (${locale}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const w = CHART_WORDS[locale];
    const name = `Walked ${stamp()}`;
    const account = await made(page, 'accounts', { display_name: name, type: 14 });
    if (locale === 'es') await speak(page, 'es');
    try {
      await page.goto(at('demo', '/accounting/2?w=list:accounts'));
      const chart = windowOf(page, w.chart);
      const row = chart.getByRole('row').filter({ hasText: name }).first();
      await expect(row).toBeVisible();
      const closeWindow = (header: string) => windowOf(page, header).last().getByRole('button', { name: w.close, exact: true }).click();

      // Edit: the account's own form, with its name.
      await rowAction(row, w.edit);
      const form = windowOf(page, w.account).last();
      await expect(form.getByRole('textbox').first()).toHaveValue(name);
      await form.getByRole('button', { name: w.close, exact: true }).first().click();
      await expect(windowOf(page, w.account)).toHaveCount(0);

      // Bookmark: the row's menu then offers to remove it, and My bookmarks lists it.
      await rowAction(row, w.bookmark);
      await expect(page.getByText(w.bookmarked, { exact: true }).first()).toBeVisible();
      await chart.getByRole('button', { name: w.bookmarks, exact: true }).click();
      await expect(row).toBeVisible();
      await rowAction(row, w.unbookmark);
      await expect(row).toHaveCount(0);
      await chart.getByRole('button', { name: w.all, exact: true }).click();
      await expect(row).toBeVisible();

      // View ledger: the account's ledger window.
      await rowAction(row, w.ledger);
      await expect(windowOf(page, w.ledgerWindow)).toBeVisible();
      await closeWindow(w.ledgerWindow);

      // Transaction report: the account's transactions in a dialog.
      await rowAction(row, w.transactions);
      const report = page.getByRole('dialog', { name: w.transactions });
      await expect(report).toBeVisible();
      await report.getByRole('button', { name: w.ok, exact: true }).click();
      await expect(report).toHaveCount(0);

      // Announce: its dialog, with the message to send.
      await rowAction(row, w.announce);
      const announce = page.getByRole('dialog', { name: w.announce });
      await expect(announce.getByRole('textbox', { name: w.message })).toBeVisible();
      if (width === 1400) await page.screenshot({ path: 'test-results/screens/chart-announce-1400.png' });
      await announce.getByRole('button', { name: w.cancel, exact: true }).click();
      await expect(announce).toHaveCount(0);

      // Inactivate: gone from the chart, listed under Inactive, activated again from there.
      await rowAction(row, w.inactivate);
      await expect(page.getByText(w.inactivated, { exact: true }).first()).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect.poll(async () => (await apiFromPage(page, 'GET', `accounts/${account.id}`)).body.status).toBe(0);
      await chart.getByRole('button', { name: w.inactive, exact: true }).click();
      await expect(row).toBeVisible();
      await rowAction(row, w.activate);
      await expect(page.getByText(w.activated, { exact: true }).first()).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect.poll(async () => (await apiFromPage(page, 'GET', `accounts/${account.id}`)).body.status).toBe(1);
      await chart.getByRole('button', { name: w.all, exact: true }).click();
      await expect(row).toBeVisible();

      // The chart's menu: View ledger (the journal's lines), Chart of accounts (the report), Add account.
      const menu = chart.getByRole('navigation', { name: /^(Menu|Menú)$/ });
      await menu.getByRole('button', { name: w.ledger, exact: true }).click();
      await expect(windowOf(page, w.journal)).toBeVisible();
      await closeWindow(w.journal);
      const before = await page.getByRole('dialog', { name: w.report, exact: true }).count();
      await menu.getByRole('button', { name: w.menuReport, exact: true }).click();
      await expect(page.getByRole('dialog', { name: w.report, exact: true })).toHaveCount(before + 1);
      await page.getByRole('dialog', { name: w.report, exact: true }).last().getByRole('button', { name: w.close, exact: true }).click();
      await expect(page.getByRole('dialog', { name: w.report, exact: true })).toHaveCount(before);
      await chart.getByRole('button', { name: w.add, exact: true }).click();
      const added = windowOf(page, w.account).last();
      await expect(added.getByRole('textbox').first()).toHaveValue('');
      await page.screenshot({ path: `test-results/screens/chart-actions-${width}-${locale}.png` });
    } finally {
      if (locale === 'es') await speak(page, 'en');
    }
  });
}
