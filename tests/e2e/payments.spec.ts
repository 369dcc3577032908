import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, pick, signIn, snap, speak, windowOf } from './support';

type Words = { dock: string; close: string; billing: string; funds: string; add: string; save: string; saved: string; customer: string; date: string; amount: string; hub: string; deposits: string; deposit: string; bank: string; apply: (n: string) => string; tick: (n: string) => string };

const EN: Words = {
  dock: 'Dock', close: 'Close', billing: 'Billing', funds: 'Funds Received', add: 'Add', save: 'save', saved: 'Saved', customer: 'Customer', date: 'Date', amount: 'Amount', hub: 'Related lists',
  deposits: 'Deposits', deposit: 'Deposit', bank: 'Bank account', apply: (n) => `Amount applied to invoice ${n}`, tick: (n) => `Deposit payment ${n}`,
};
const ES: Words = {
  dock: 'Base', close: 'cerrar', billing: 'Facturación', funds: 'Fondos recibidos', add: 'Agregar', save: 'guardar', saved: 'Guardado', customer: 'Cliente', date: 'Fecha', amount: 'Importe', hub: 'Listas relacionadas',
  deposits: 'Depósitos', deposit: 'Depósito', bank: 'Cuenta bancaria', apply: (n) => `Importe aplicado a la factura ${n}`, tick: (n) => `Depositar el pago ${n}`,
};

/** A customer owing one posted invoice (made through the API: the invoice window has its own tests). */
async function billedCustomer(page: Page, name: string, amount: string) {
  const revenue = (await apiFromPage(page, 'GET', 'accounts?q=Service%20Revenue')).body.items[0].id;
  const customer = await apiFromPage(page, 'POST', 'customers', { display_name: name });
  const invoice = await apiFromPage(page, 'POST', 'invoices', { customer_id: customer.body.id, date: '2026-11-02', due_date: '2026-12-02', lines: [{ type: 'service', description: 'Design', quantity: '1', rate: amount, account_id: revenue }] });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
  if (invoice.body.is_tba) await apiFromPage(page, 'POST', `invoices/${invoice.body.id}/approve`);
  return { customerId: customer.body.id as number, invoice: invoice.body as { id: number; number: string } };
}

/**
 * Funds Received (gem 180) from the Billing dock item: a payment against the customer's invoice,
 * its amount applied by itself to the open invoice; then, from the hub's Deposits tab, a deposit
 * that takes the payment waiting in Undeposited Funds.
 */
async function payAndDeposit(page: Page, w: Words, typed: { date: string; amount: string; shown: string }) {
  const stamp = Date.now().toString(36);
  const { customerId, invoice } = await billedCustomer(page, `Payer ${stamp}`, '250.00');

  await page.getByRole('navigation', { name: w.dock }).getByRole('link', { name: w.billing, exact: true }).click();
  await page.locator('[data-gem="180"]').click();
  const list = page.getByRole('dialog', { name: w.funds, exact: true }).first();
  await list.getByRole('button', { name: w.add }).click();
  // The form window is named for its payment once saved ("Funds Received 12").
  const form = windowOf(page, w.funds).filter({ has: page.locator('form') });
  await pick(form, w.customer, `Payer ${stamp}`, `Payer ${stamp}`);
  await form.getByRole('textbox', { name: w.date, exact: true }).fill(typed.date);
  await form.getByRole('textbox', { name: w.amount, exact: true }).fill(typed.amount);
  // The amount fills the open invoice by itself.
  await expect(form.getByRole('textbox', { name: w.apply(invoice.number) })).toHaveValue(typed.shown);
  await expect(form.getByTestId('unapplied')).toContainText('0');
  await snap(page, `payment-form-${w === EN ? 'en' : 'es'}`);
  await form.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(w.saved).first()).toBeVisible();
  const paid = await apiFromPage(page, 'GET', `invoices/${invoice.id}`);
  expect(paid.body.balance_due).toBe('0.00');
  const payment = (await apiFromPage(page, 'GET', `payments?filter[customer_id]=${customerId}`)).body.items[0];
  // The saved payment's window closes (its footer's Close), uncovering the list and its hub's tabs.
  await form.getByRole('button', { name: w.close, exact: true }).last().click();

  await list.getByRole('navigation', { name: w.hub }).getByRole('button', { name: w.deposits }).click();
  const deposits = windowOf(page, w.deposits);
  await deposits.getByRole('button', { name: w.add }).click();
  const slip = windowOf(page, w.deposit);
  await pick(slip, w.bank, 'Checking', 'Business Checking');
  await slip.getByRole('textbox', { name: w.date, exact: true }).fill(typed.date);
  await slip.getByRole('checkbox', { name: w.tick(payment.number) }).check();
  await expect(slip.getByTestId('deposited-total')).toContainText(typed.shown);
  await snap(page, `deposit-form-${w === EN ? 'en' : 'es'}`);
  await slip.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(w.saved).first()).toBeVisible();
  const deposited = await apiFromPage(page, 'GET', `payments/${payment.id}`);
  expect(deposited.body.deposit_id).not.toBeNull();
}

// Each test makes its invoice, a payment and a deposit through three windows: longer than the default.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
});

test('a payment is recorded against an invoice and deposited, by clicking', async ({ page }) => {
  await payAndDeposit(page, EN, { date: '11/20/2026', amount: '250', shown: '250.00' });
});

test('en español: un pago se aplica a la factura y se deposita', async ({ page }) => {
  await speak(page, 'es');
  try {
    await page.goto(at('demo', '/'));
    await payAndDeposit(page, ES, { date: '20/11/2026', amount: '250', shown: '250,00' });
  } finally {
    await speak(page, 'en');
  }
});

test('ticking an invoice in a payment with no amount yet fills the amount with what is applied', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const { invoice } = await billedCustomer(page, `Ticker ${stamp}`, '1039.38');
  await page.goto(at('demo', '/billing/5?w=form:payments:new'));
  const form = windowOf(page, EN.funds).filter({ has: page.locator('form') });
  await pick(form, EN.customer, `Ticker ${stamp}`, `Ticker ${stamp}`);
  await form.getByRole('checkbox', { name: `Apply to invoice ${invoice.number}` }).check();
  await expect(form.getByRole('textbox', { name: EN.amount, exact: true })).toHaveValue('1,039.38');
  await expect(form.getByTestId('unapplied')).toHaveText('$0.00');
  // Unticked, the amount follows (nothing applied: empty); an amount the person writes is theirs.
  await form.getByRole('checkbox', { name: `Apply to invoice ${invoice.number}` }).uncheck();
  await expect(form.getByRole('textbox', { name: EN.amount, exact: true })).toHaveValue('');
  await form.getByRole('textbox', { name: EN.amount, exact: true }).fill('500');
  await form.getByRole('checkbox', { name: `Apply to invoice ${invoice.number}` }).check();
  await expect(form.getByRole('textbox', { name: EN.amount, exact: true })).toHaveValue('500.00');
  await expect(form.getByRole('textbox', { name: EN.apply(invoice.number) })).toHaveValue('500.00');
});
