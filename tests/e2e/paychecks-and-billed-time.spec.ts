import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import es from '../../messages/es.json';
import { at, DEMO_ADMIN, okFromPage, openGem, openOn, rowAction, signIn, snap, speak, tabTo, windowOf } from './support';

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

/**
 * The same walk in Spanish at 600 px, from the hours on: a week typed in the timesheet grid by
 * keyboard (a billable row for a customer), each day approved from the time list's rows, the
 * week's pay run typed in its form, its paycheck written from the run's row and printed (the PDF
 * read back: payee, net pay in words, the stub), and the hours billed onto an invoice by a Time &
 * Expenses line. The employee, the pay setup and the customer are made through the API.
 */
test('in Spanish at 600 px: a week typed in the timesheet, approved, paid by a printed paycheck and billed onto an invoice', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const ok = okFromPage(page);
  const tag = Date.now().toString(36);
  const accounts = (await ok('GET', 'accounts/all')).items as { id: number; number: string; display_name: string }[];
  // The run pays through a clearing account, chosen by its name in the form.
  if (!accounts.some((a) => a.display_name === 'Payroll Clearing')) await ok('POST', 'accounts', { number: '1350', display_name: 'Payroll Clearing', type: 3 });
  const name = `Tomás Tiempo ${tag}`;
  const employee = await ok('POST', 'employees', { display_name: name });
  const hourly = ((await ok('GET', 'payroll-items/all')).items as { id: number; display_name: string }[]).find((i) => i.display_name === 'Hourly pay')!.id;
  await ok('POST', 'pay-setups', { employee_id: employee.id, pay_rate: '20', pay_frequency: 'weekly', items: [{ payroll_item_id: hourly }] });
  const customer = await ok('POST', 'customers', { display_name: `Cliente Facturable ${tag}` });
  const narrow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
  await speak(page, 'es');
  try {
    // 0. A payroll item's supplemental-rate box shows only for a bonus or a commission.
    await openOn(page, 'payroll', 'form:payroll-items:new', 'es');
    const itemForm = page.getByRole('dialog').filter({ has: page.locator('form') }).last();
    const kind = itemForm.getByRole('combobox', { name: es.resources['payroll-items'].fields.kind, exact: true });
    const supplemental = itemForm.getByRole('checkbox', { name: es.resources['payroll-items'].fields.supplemental });
    await kind.selectOption({ label: es.resources['payroll-items'].options.kind.salary });
    await expect(supplemental).toHaveCount(0);
    await kind.selectOption({ label: es.resources['payroll-items'].options.kind.bonus });
    await expect(supplemental).toBeVisible();
    await narrow();
    await snap(page, 'payroll-item-bonus-600-es');

    // 1. The week in the grid: the employee, a billable row for the customer, two days typed, saved.
    const grid = await openGem(page, 143, 'Tiempo trabajado', 'Tiempo');
    const who = grid.getByRole('combobox', { name: es.timesheet.employee });
    await who.focus();
    await who.selectOption({ label: name });
    const week = (await grid.getByText(/^Semana del /).textContent())!;
    const [dd, mm, yyyy] = week.replace('Semana del ', '').split('/');
    const monday = `${yyyy}-${mm}-${dd}`;
    const day = (n: number) => new Date(Date.parse(`${monday}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const client = grid.getByRole('combobox', { name: es.timesheet.customer });
    await client.focus();
    await client.selectOption({ label: customer.display_name });
    await grid.getByRole('combobox', { name: es.timesheet.service }).selectOption({ label: 'Copywriting (hour)' });
    // A customer's row is billable unless unticked.
    await expect(grid.getByRole('checkbox', { name: es.timesheet.billable })).toBeChecked();
    await tabTo(page, grid.getByRole('button', { name: es.timesheet.addRow }));
    await page.keyboard.press('Enter');
    const cells = grid.getByRole('textbox', { name: new RegExp(`^${customer.display_name}`) });
    await expect(cells).toHaveCount(7);
    await cells.first().focus();
    await page.keyboard.type('8');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('7,5');
    await expect(grid.getByRole('row').filter({ hasText: customer.display_name })).toContainText('15,50');
    await tabTo(page, grid.getByRole('button', { name: es.timesheet.save }));
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('status')).toHaveText(es.timesheet.saved);
    await narrow();
    await snap(page, 'timesheet-week-600-es');

    // 2. A manager approves each day from the List tab's rows.
    const listTab = grid.getByRole('tab', { name: es.timesheet.list });
    await listTab.focus();
    await page.keyboard.press('Enter');
    type Entry = { id: number; hours: string; approval: string; is_billable: number; invoice_id: number | null };
    const entries = async () => (await ok('GET', `time-worked?filter[employee_id]=${employee.id}&sort=date`)).items as Entry[];
    expect((await entries()).map((e) => [e.hours, e.approval, e.is_billable])).toEqual([['8.00', 'pending', 1], ['7.50', 'pending', 1]]);
    for (const [i, date] of [day(0), day(1)].entries()) {
      const shown = date.split('-').reverse().join('/');
      const row = grid.getByRole('row').filter({ hasText: shown }).filter({ hasText: name });
      await rowAction(row, es.actions.names.approve);
      await expect.poll(async () => (await entries())[i].approval).toBe('approved');
    }
    await narrow();
    await snap(page, 'time-approved-600-es');

    // 3. The week's pay run, typed in its form: 15.5 hours at 20.00.
    await openOn(page, 'payroll', 'form:pay-runs:new', 'es');
    const run = windowOf(page, 'Nómina');
    const fieldOf = (label: string) => run.getByRole('textbox', { name: label, exact: true }).or(run.getByRole('combobox', { name: label, exact: true }));
    const typeDate = async (label: string, iso: string) => {
      await tabTo(page, fieldOf(label));
      await page.keyboard.press('Control+A');
      await page.keyboard.type(iso.split('-').reverse().join('/'));
    };
    await typeDate('Inicio del periodo', day(0));
    await typeDate('Fin del periodo', day(6));
    await typeDate('Fecha de pago', day(6));
    for (const [label, text, option] of [['Pagar desde la cuenta', 'Payroll Cl', /Payroll Clearing/], ['Empleado 1', name, new RegExp(name)]] as const) {
      await tabTo(page, fieldOf(label));
      await page.keyboard.type(text);
      await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
      await page.keyboard.press('Enter');
    }
    await tabTo(page, run.getByRole('button', { name: 'guardar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Guardado').first()).toBeVisible();
    type Run = { id: number; number: string; gross: string; net: string; lines: { employee_id: number }[] };
    const [paid] = ((await ok('GET', 'pay-runs?per-page=100&sort=-id&expand=lines')).items as Run[]).filter((r) => r.lines.some((l) => l.employee_id === employee.id));
    expect(paid).toMatchObject({ gross: '310.00', net: '310.00' });
    await narrow();
    await snap(page, 'pay-run-typed-600-es');
    await run.getByRole('button', { name: 'cerrar', exact: true }).last().click();

    // 4. Its paycheck written from the run's row, from Business Checking, and printed from the Print Queue.
    const runs = await openGem(page, 129, 'Nóminas', 'Nómina');
    // The run's row: its number and its period's first day (numbers alone also match other runs' dates).
    await rowAction(runs.getByRole('row').filter({ hasText: paid.number }).filter({ hasText: day(0).split('-').reverse().join('/') }), es.actions.names.paychecks);
    const dialog = page.getByRole('alertdialog', { name: es.actions.names.paychecks });
    await dialog.getByRole('combobox', { name: es.actions.fields.paychecks.bank_account_id, exact: true }).fill('Checking');
    await page.getByRole('option', { name: /Business Checking/ }).first().click();
    await snap(page, 'paychecks-dialog-600-es');
    await dialog.getByRole('button', { name: es.list.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    const [check] = (await ok('GET', `checks?filter[payee_type]=employee&filter[payee_id]=${employee.id}`)).items as { id: number; number: number; amount: string }[];
    expect(check.amount).toBe('310.00');
    await openOn(page, 'accounting', 'list:print/check', 'es');
    const queue = windowOf(page, es.window.printQueue);
    const box = queue.getByRole('checkbox', { name: new RegExp(`${check.number} ${name}`) });
    await box.focus();
    await page.keyboard.press('Space');
    await tabTo(page, queue.getByRole('button', { name: 'Imprimir (1)' }));
    const printed = page.waitForResponse((res) => res.url().endsWith('/api/v1/print/check') && res.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await printed).headers()['content-type']).toBe('application/pdf');
    await expect.poll(async () => (await ok('GET', `checks/${check.id}`)).is_printed).toBeTruthy();
    // What printed, read back (a reprint draws the same sheet) and kept beside the screenshots to be looked at.
    const sheet = await page.evaluate(async (ids) => {
      const res = await fetch('/api/v1/print/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids }) });
      return Array.from(new Uint8Array(await res.arrayBuffer()));
    }, [check.id]);
    mkdirSync('test-results/screens', { recursive: true });
    writeFileSync('test-results/screens/paycheck-es.pdf', Buffer.from(sheet));
    const text = execFileSync('pdftotext', ['-layout', 'test-results/screens/paycheck-es.pdf', '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(name);
    expect(text).toMatch(/three hundred ten and 00\/100|trescientos diez con 00\/100/i);
    expect(text).toContain('**310.00');
    expect(text).toContain(`Pay run ${paid.number}`);
    // Its pay stub (filed in the Payroll cabinet as it printed; the run's Pay stubs PDF): the hours, this run and the year to date.
    const stub = await page.evaluate(async (id) => Array.from(new Uint8Array(await (await fetch(`/api/v1/pay-runs/${id}/stubs-pdf`)).arrayBuffer())), paid.id);
    writeFileSync('test-results/screens/pay-stub-es.pdf', Buffer.from(stub));
    const stubText = execFileSync('pdftotext', ['-layout', 'test-results/screens/pay-stub-es.pdf', '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(stubText).toContain(name);
    expect(stubText).toMatch(/Hourly pay 15\.50 310\.00 310\.00/);
    expect(stubText).toMatch(/310\.00 310\.00/);
    const cabinet = (await ok('GET', `files?filter[linked_to]=pay-runs&filter[record_id]=${paid.id}`)).items as { display_name: string }[];
    expect(cabinet.map((f) => f.display_name)).toContainEqual(expect.stringContaining(name));
    await narrow();
    await snap(page, 'paycheck-printed-600-es');

    // 5. The billable hours billed onto an invoice by a Time & Expenses line.
    await openOn(page, 'billing', 'form:invoices:new', 'es');
    const form = windowOf(page, 'Factura');
    await form.getByRole('combobox', { name: es.fields.customer_id, exact: true }).fill(customer.display_name);
    await page.getByRole('option', { name: customer.display_name }).click();
    await form.getByLabel('Tipo 1', { exact: true }).selectOption({ label: es.resources.invoices.options.type.time_expense });
    await tabTo(page, form.getByRole('button', { name: 'guardar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Guardado').first()).toBeVisible();
    type Invoice = { id: number; lines: { type: string; quantity: string }[]; is_tba?: boolean };
    const [invoice] = (await ok('GET', `invoices?filter[customer_id]=${customer.id}&expand=lines`)).items as Invoice[];
    expect(invoice.lines.map((l) => [l.type, l.quantity])).toEqual([
      ['time_expense', '8.0000'],
      ['time_expense', '7.5000'],
    ]);
    expect((await entries()).map((e) => e.invoice_id)).toEqual([invoice.id, invoice.id]);
    await expect(form.getByLabel('Tipo 2', { exact: true })).toHaveValue('time_expense');
    await narrow();
    await snap(page, 'time-billed-invoice-600-es');
    if (invoice.is_tba) await ok('POST', `invoices/${invoice.id}/approve`, {});
  } finally {
    await speak(page, 'en');
  }
});
