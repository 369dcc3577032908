import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, openOn, pick, signIn, snap, speak, windowOf, rowAction } from './support';
import { DEFAULT_TIME_ZONE, todayIn } from '../../lib/time-zones';

/**
 * The books in the windows and saying what happened (issue 36, items 6 and 7): a new company (no
 * mail server: the browser tests' app has no platform server, as a new install has none) sets its
 * bank's opening balance, reconciles its first statement with the bank's service charge to 0.00,
 * reads its journal with each entry's source; e-mailing an invoice is refused, saying where a mail
 * server is set up, in English and in Spanish; the aging stands at today.
 */

// A new company's today: its zone is the default one (New York), whose day is not UTC's for hours each night.
const today = () => todayIn(DEFAULT_TIME_ZONE);

/** A company of its own, signed up through the API and signed in to. */
async function newCompany(page: Page, name: string) {
  const slug = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now().toString(36)}`;
  await page.goto(at(null, '/signup'));
  const email = `owner@${slug}.test`;
  expect((await apiFromPage(page, 'POST', 'site/signup', { company_name: name, slug, display_name: 'Dana Books', email, password: 'books-pass-1' })).status).toBe(201);
  await signIn(page, slug, email, 'books-pass-1');
  return slug;
}

test('a bank’s opening balance, a statement reconciled with the bank’s service charge to 0.00, and the journal saying where each entry came from', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await newCompany(page, 'Harbor Books');
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; number: string; display_name: string }[];
  const checking = accounts.find((a) => a.number === '1000')!;
  const monthStart = `${today().slice(0, 7)}-01`;

  // The ready-made bank account's form takes an opening balance, posted against Opening Balance Equity.
  await openOn(page, 'accounting', `form:accounts:${checking.id}`);
  const form = windowOf(page, 'Chart of Account');
  await form.getByLabel('Opening balance', { exact: true }).fill('1000.00');
  await form.getByLabel('Opening balance date').fill(`${monthStart.slice(5, 7)}/01/${monthStart.slice(0, 4)}`);
  await form.getByRole('button', { name: 'save', exact: true }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `accounts/${checking.id}?expand=balance`)).body.balance).toBe('1000.00');
  await expect(form.getByLabel('Opening balance', { exact: true })).toHaveValue('1,000.00');
  await snap(page, 'books-windows-opening-balance-1400');
  await form.getByRole('button', { name: 'Close', exact: true }).click();

  // The statement says 988.00: the bank took a 12.00 service charge the books do not have yet.
  const rec = await apiFromPage(page, 'POST', 'reconciliations', { account_id: checking.id, statement_date: today(), ending_balance: '988.00' });
  expect(rec.status).toBe(201);
  await page.goto(`${page.url().split('?')[0]}?w=form:reconciliations:${rec.body.id}`);
  const window = windowOf(page, 'Reconciliation');
  await window.getByRole('checkbox', { name: 'Cleared: Opening balance' }).check();
  await expect(window.getByTestId('difference')).toHaveText('-$12.00');

  // Finish is refused here, naming the difference, before the server is asked.
  await window.getByRole('button', { name: 'Finish reconciliation', exact: true }).click();
  const refusal = page.getByRole('alertdialog', { name: 'This reconciliation cannot finish yet' });
  await expect(refusal).toContainText('The difference is -$12.00');
  await snap(page, 'books-windows-reconcile-difference-1400');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();

  // The service charge, recorded from the window: posted, cleared, and the difference is 0.00.
  await window.getByRole('button', { name: 'Record service charge' }).click();
  const charge = page.getByRole('alertdialog', { name: 'Record service charge' });
  await charge.getByLabel('Amount').fill('12.00');
  await pick(charge, 'Expense account', 'Bank', 'Bank Fees');
  await snap(page, 'books-windows-service-charge-1400');
  await charge.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Service charge recorded and cleared')).toBeVisible();
  await expect(window.getByTestId('difference')).toHaveText('$0.00');
  await expect(window.getByRole('checkbox', { name: 'Cleared: Bank service charge' })).toBeChecked();
  await snap(page, 'books-windows-reconcile-zero-1400');
  await page.screenshot({ path: 'docs/screens/reconciliation-service-charge-1400-en.png' });
  await page.setViewportSize({ width: 600, height: 900 });
  await snap(page, 'books-windows-reconcile-zero-600');
  await page.setViewportSize({ width: 1400, height: 900 });
  await window.getByRole('button', { name: 'Finish reconciliation', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
  await expect(window).toContainText('Finished');
  expect((await apiFromPage(page, 'GET', `reconciliations/${rec.body.id}`)).body.state).toBe('posted');

  // The journal: each entry's source, the replaced pairs of a change left out unless asked.
  expect((await apiFromPage(page, 'PUT', `accounts/${checking.id}`, { opening_balance: '1000.50' })).status).toBe(422);
  await page.goto(`${page.url().split('?')[0]}?w=list:journal-entries`);
  const journal = windowOf(page, 'Journal Entries');
  await expect(journal.getByLabel('Entries')).toHaveValue('standing');
  await expect(journal.getByRole('row').filter({ hasText: 'Opening Balance Business Checking' })).toHaveCount(1);
  await expect(journal.getByRole('row').filter({ hasText: 'Journal Entry' })).toHaveCount(1);
  await expect(journal.getByRole('columnheader', { name: 'Source' })).toBeVisible();
  await snap(page, 'books-windows-journal-1400');
  await page.screenshot({ path: 'docs/screens/journal-sources-1400-en.png' });
});

test('e-mailing an invoice with no mail server is refused, saying where to set one up, in English and Spanish; the aging stands at today', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await newCompany(page, 'Quay Traders');
  const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: 'Acme Ltd', email: 'ap@acme.test' })).body;
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; number: string }[];
  const sales = accounts.find((a) => a.number === '4000')!;
  const invoice = (await apiFromPage(page, 'POST', 'invoices', { customer_id: customer.id, date: today(), due_date: today(), lines: [{ type: 'service', description: 'Harbour survey', quantity: '1', rate: '250', account_id: sales.id }] })).body;
  expect(invoice.state).toBe('posted');

  await openOn(page, 'billing', 'list:invoices');
  const list = windowOf(page, 'Invoices');
  const row = list.getByRole('row').filter({ hasText: invoice.number });
  await rowAction(row, 'E-mail');
  const dialog = page.getByRole('alertdialog', { name: 'E-mail' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No mail server is set up: set one in Email Manager › Mail Settings, then send again.');
  await expect(page.getByText('Queued to e-mail')).toHaveCount(0);
  await snap(page, 'books-windows-email-refused-1400');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await apiFromPage(page, 'GET', 'sent-emails')).body.items).toEqual([]);
  expect((await apiFromPage(page, 'GET', `invoices/${invoice.id}`)).body.is_in_email_que).toBe(false);

  // The aging's first view stands at today: the invoice due today is current, not overdue.
  await page.goto(`${page.url().split('?')[0]}?w=report:receivables-aging`);
  const aging = windowOf(page, 'Receivables by Aging Period');
  await expect(aging.getByLabel('As of')).toHaveValue(`${today().slice(5, 7)}/${today().slice(8, 10)}/${today().slice(0, 4)}`);
  const acme = aging.getByRole('row').filter({ hasText: 'Acme Ltd' });
  await expect(acme.getByRole('cell').nth(1)).toHaveText('$250.00');
  await expect(acme.getByRole('cell').nth(2)).toHaveText('$0.00');
  await snap(page, 'books-windows-aging-today-1400');

  // In Spanish, at 600 px: the same refusal in the person's language.
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto(`${page.url().split('?')[0]}?w=list:invoices`);
  await windowOf(page, 'Invoices').getByRole('row').filter({ hasText: invoice.number }).waitFor();
  await speak(page, 'es');
  try {
    const facturas = windowOf(page, 'Facturas');
    await rowAction(facturas.getByRole('row').filter({ hasText: invoice.number }), 'Enviar por correo');
    const dialogo = page.getByRole('alertdialog', { name: 'Enviar por correo' });
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialogo.getByRole('alert')).toHaveText('No hay ningún servidor de correo configurado: configúrelo en Administrador de correo › Configuración de correo y vuelva a enviar.');
    await snap(page, 'books-windows-email-refused-600-es');
    await page.screenshot({ path: 'docs/screens/email-refused-600-es.png' });
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  } finally {
    await speak(page, 'en');
  }
});

test('Print in the Payables hub’s Checks opens the Print Queue, where the checks are chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await newCompany(page, 'Pier Supplies');
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; number: string }[];
  const check = (await apiFromPage(page, 'POST', 'checks', { bank_account_id: accounts.find((a) => a.number === '1000')!.id, date: today(), payee_name: 'Dock Rentals', lines: [{ account_id: accounts.find((a) => a.number === '6400')!.id, amount: '300.00' }] })).body;
  await openOn(page, 'payables', 'list:checks');
  await windowOf(page, 'Checks').getByRole('button', { name: 'Print', exact: true }).click();
  const queue = windowOf(page, 'Print Queue');
  await queue.getByRole('checkbox', { name: `Choose ${check.number} Dock Rentals` }).check();
  await expect(queue.getByRole('spinbutton', { name: 'Starting check number' })).toHaveValue(String(check.number));
  await expect(queue.getByRole('combobox', { name: 'Check layout' })).toBeVisible();
  await snap(page, 'books-windows-print-queue-1400');
});
