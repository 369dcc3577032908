import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { at, DEMO_ADMIN, okFromPage, openGem, openOn, rowAction, signIn, snap, windowOf } from './support';

/**
 * Issue 40's last steps, in the windows: a pay run paid through a clearing account has its
 * paychecks written from the run's row (the action's dialog asks the bank account), they wait in
 * the Print Queue and print there; and a customer's billable hours are billed onto an invoice by
 * a Time & Expenses line, which pulls them in, a line each, billed once. What a person would have
 * typed before (the employee, the setup, the hours) is made through the API the windows use.
 */
test('paychecks written from a pay run and printed; billable time billed onto an invoice', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const ok = okFromPage(page);
  const tag = Date.now().toString(36);
  const accounts = (await ok('GET', 'accounts/all')).items as { id: number; number: string; display_name: string }[];
  const account = (n: string) => accounts.find((a) => a.number === n)!.id;
  // A pay run paid by check credits its net pay to a clearing account; the paychecks take it to the bank.
  const clearing = accounts.find((a) => a.display_name === 'Payroll Clearing')?.id ?? (await ok('POST', 'accounts', { number: '1350', display_name: 'Payroll Clearing', type: 3 })).id;
  const employee = await ok('POST', 'employees', { display_name: `Pablo Paycheck ${tag}` });
  const salary = await ok('POST', 'payroll-items', { display_name: `Salary ${tag}`, kind: 'salary', expense_account_id: account('6600') });
  await ok('POST', 'pay-setups', { employee_id: employee.id, pay_rate: '52000', pay_frequency: 'weekly', items: [{ payroll_item_id: salary.id }] });
  const run = await ok('POST', 'pay-runs', { period_start: '2026-06-01', period_end: '2026-06-07', pay_date: '2026-06-12', bank_account_id: clearing, memo: `Paychecks ${tag}`, lines: [{ employee_id: employee.id }] });

  // 1. The run's row: Write paychecks, from Business Checking.
  const runs = await openGem(page, 129, 'Pay Runs', 'Payroll');
  const row = runs.getByRole('row').filter({ hasText: run.number });
  await rowAction(row, 'Write paychecks');
  const dialog = page.getByRole('alertdialog', { name: 'Write paychecks' });
  await dialog.getByRole('combobox', { name: 'Bank account', exact: true }).fill('Checking');
  await page.getByRole('option', { name: /Business Checking/ }).first().click();
  await snap(page, 'paychecks-dialog-1400');
  await dialog.getByRole('button', { name: en.list.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  const written = (await ok('GET', `checks?filter[payee_type]=employee&filter[payee_id]=${employee.id}`)).items as { id: number; number: number; amount: string; is_printed: boolean }[];
  expect(written).toHaveLength(1);
  expect(written[0]).toMatchObject({ amount: '1000.00' });

  // 2. The paycheck waits in the Print Queue and prints there.
  await openOn(page, 'accounting', 'list:print/check');
  const queue = windowOf(page, 'Print Queue');
  const box = queue.getByRole('checkbox', { name: new RegExp(`${written[0].number} Pablo Paycheck ${tag}`) });
  await box.check();
  const printed = page.waitForResponse((res) => res.url().endsWith('/api/v1/print/check') && res.request().method() === 'POST');
  await queue.getByRole('button', { name: 'Print (1)' }).click();
  expect((await printed).headers()['content-type']).toBe('application/pdf');
  await expect.poll(async () => (await ok('GET', `checks/${written[0].id}`)).is_printed).toBeTruthy();
  await snap(page, 'paycheck-printed-1400');

  // 3. Two approved billable days for a customer (after the paid week: a paid period is closed), billed by one Time & Expenses line.
  const customer = await ok('POST', 'customers', { display_name: `Billable Client ${tag}` });
  const [design] = (await ok('GET', 'ar-services?q=Catalogue')).items as { id: number }[];
  for (const day of ['2026-06-09', '2026-06-10']) {
    const entry = await ok('POST', 'time-worked', { employee_id: employee.id, customer_id: customer.id, item_id: design.id, date: day, hours: '3', is_billable: 1 });
    await ok('POST', `time-worked/${entry.id}/approve`, {});
  }
  await page.goto(at('demo', '/billing/5?w=form:invoices:new'));
  const form = windowOf(page, 'Invoice');
  await form.getByRole('combobox', { name: 'Customer', exact: true }).fill(`Billable Client ${tag}`);
  await page.getByRole('option', { name: `Billable Client ${tag}` }).click();
  await form.getByLabel('Type 1', { exact: true }).selectOption({ label: 'Time & Expenses' });
  await form.getByRole('button', { name: 'save', exact: true }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  type Invoice = { id: number; lines: { type: string; quantity: string; amount: string }[]; is_tba?: boolean };
  const [invoice] = (await ok('GET', `invoices?filter[customer_id]=${customer.id}&expand=lines`)).items as Invoice[];
  // Three hours each at the service's 95.00.
  expect(invoice.lines.map((l) => [l.type, l.quantity, l.amount])).toEqual([
    ['time_expense', '3.0000', '285.00'],
    ['time_expense', '3.0000', '285.00'],
  ]);
  // The form shows the lines the hours became; the hours are billed by it, once.
  await expect(form.getByLabel('Type 2', { exact: true })).toHaveValue('time_expense');
  const billed = (await ok('GET', `time-worked?filter[customer_id]=${customer.id}`)).items as { invoice_id: number | null }[];
  expect(billed.map((e) => e.invoice_id)).toEqual([invoice.id, invoice.id]);
  await snap(page, 'time-billed-invoice-1400');
  if (invoice.is_tba) await ok('POST', `invoices/${invoice.id}/approve`, {});
});
