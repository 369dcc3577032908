import { expect, test, type Locator } from '@playwright/test';
import { apiFromPage, openGem, openOn, DEMO_ADMIN, signIn, speak, snap, tabTo, windowOf } from './support';

test('Payroll Processing opens the pay runs beside the payroll lists; a run made shows its gross; in Spanish at 600 px too', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  // A salaried employee paid weekly, set up and paid through the API the windows use.
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; number: string }[];
  const account = (n: string) => accounts.find((a) => a.number === n)!.id;
  const employee = (await apiFromPage(page, 'POST', 'employees', { display_name: 'Paula Payroll' })).body.id;
  const salary = (await apiFromPage(page, 'POST', 'payroll-items', { display_name: 'E2E salary', kind: 'salary', expense_account_id: account('6600') })).body.id;
  expect((await apiFromPage(page, 'POST', 'pay-setups', { employee_id: employee, pay_rate: '52000', pay_frequency: 'weekly', items: [{ payroll_item_id: salary }] })).status).toBe(201);
  const run = await apiFromPage(page, 'POST', 'pay-runs', { period_start: '2026-05-04', period_end: '2026-05-10', pay_date: '2026-05-15', bank_account_id: account('1000'), memo: 'E2E week', lines: [{ employee_id: employee }] });
  expect(run.status).toBe(201);

  const runs = await openGem(page, 129, 'Pay Runs', 'Payroll');
  const related = runs.getByRole('navigation', { name: 'Related lists' });
  for (const tab of ['Pay Setups', 'Payroll Items', 'Tax Tables']) await expect(related.getByRole('button', { name: tab, exact: true })).toBeVisible();
  // The row named by its number first (a bare filter on "2" also finds other runs' dates).
  await expect(runs.getByRole('row', { name: new RegExp(`^${run.body.number} `) })).toContainText('1,000.00');
  await snap(page, 'pay-runs-1400');

  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 1000 });
  await page.reload();
  const nominas = await openGem(page, 129, 'Nóminas', 'Nómina');
  await expect(nominas.getByRole('navigation', { name: 'Listas relacionadas' }).getByRole('button', { name: 'Conceptos de nómina', exact: true })).toBeVisible();
  await snap(page, 'pay-runs-600-es');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(600);
  await speak(page, 'en');
});

/**
 * Issue 40's walk in Spanish at 600 px with the keyboard alone: a pay run typed and saved twice
 * without reopening it; the time it paid on the timesheet's Summary (hours as hours, not money) and
 * List (its Pay column: Paid); a liability payment paid by check from the Liability Payments tab,
 * saved again (refused while its check stands, and the refusal is said on the form), then its check
 * printed from the Print Queue.
 */
test('payroll in Spanish at 600 px by keyboard: a pay run saved twice, the time it paid, a liability check printed', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const items = (await apiFromPage(page, 'GET', 'payroll-items/all')).body.items as { id: number; display_name: string }[];
  const item = (name: string) => items.find((i) => i.display_name === name)!.id;
  const name = `Rosa Ríos ${Date.now().toString(36)}`;
  const employee = (await apiFromPage(page, 'POST', 'employees', { display_name: name })).body.id;
  const names = ['Hourly pay', 'Federal income tax withholding', 'Social Security withholding', 'Medicare withholding', 'Social Security, company share', 'Medicare, company share'];
  expect((await apiFromPage(page, 'POST', 'pay-setups', { employee_id: employee, pay_rate: '20', pay_frequency: 'weekly', filing_status: 'single', items: names.map((n) => ({ payroll_item_id: item(n) })) })).status).toBe(201);
  for (const d of ['02', '03', '04', '05', '06']) {
    const t = await apiFromPage(page, 'POST', 'time-worked', { employee_id: employee, date: `2026-03-${d}`, hours: '8' });
    expect((await apiFromPage(page, 'POST', `time-worked/${t.body.id}/approve`, {})).status).toBe(200);
  }
  await speak(page, 'es');
  try {
    const fieldOf = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true }).or(form.getByRole('combobox', { name: label, exact: true }));
    const typeDate = async (form: Locator, label: string, date: string) => {
      await tabTo(page, fieldOf(form, label));
      await page.keyboard.press('Control+A');
      await page.keyboard.type(date);
    };
    const choose = async (form: Locator, label: string, text: string, option: RegExp) => {
      await tabTo(page, fieldOf(form, label));
      await page.keyboard.type(text);
      await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
      await page.keyboard.press('Enter');
    };
    const narrow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);

    // 1. A pay run typed with the keyboard, saved, then its memo typed and saved again without reopening it.
    await openOn(page, 'payroll', 'form:pay-runs:new', 'es');
    const run = windowOf(page, 'Nómina');
    await expect(fieldOf(run, 'Número')).toBeFocused();
    await typeDate(run, 'Inicio del periodo', '02/03/2026');
    await typeDate(run, 'Fin del periodo', '08/03/2026');
    await typeDate(run, 'Fecha de pago', '13/03/2026');
    await choose(run, 'Pagar desde la cuenta', 'Checking', /Business Checking/);
    await choose(run, 'Empleado 1', name, new RegExp(name));
    const saveRun = run.getByRole('button', { name: 'guardar', exact: true });
    await tabTo(page, saveRun);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Guardado').first()).toBeVisible();
    type Run = { id: number; gross: string; memo: string | null; lines: { employee_id: number }[] };
    const mine = async () => ((await apiFromPage(page, 'GET', 'pay-runs?per-page=100&expand=lines')).body.items as Run[]).filter((r) => r.lines.some((l) => l.employee_id === employee));
    await expect.poll(async () => (await mine()).map((r) => r.gross)).toEqual(['800.00']);
    await expect(fieldOf(run, 'Horas normales 1')).toHaveValue('40,00');
    await tabTo(page, fieldOf(run, 'Nota'), 60, true);
    await page.keyboard.type('Semana del 2 de marzo');
    await tabTo(page, saveRun);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await mine()).map((r) => [r.gross, r.memo])).toEqual([['800.00', 'Semana del 2 de marzo']]);
    await narrow();
    await snap(page, 'pay-run-saved-twice-600-es');
    await run.getByRole('button', { name: 'cerrar', exact: true }).last().click();

    // 2. The time it paid: the Summary counts its 40 hours as paid (hours, not money); the List says Paid.
    await openOn(page, 'time', 'list:time-worked', 'es');
    const time = windowOf(page, 'Tiempo trabajado');
    const summaryTab = time.getByRole('tab', { name: 'Resumen' });
    await summaryTab.focus();
    await page.keyboard.press('Enter');
    await tabTo(page, time.getByRole('textbox', { name: 'Desde', exact: true }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('01/03/2026');
    await tabTo(page, time.getByRole('textbox', { name: 'Hasta', exact: true }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('31/03/2026');
    await page.keyboard.press('Tab');
    const row = time.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('40,00');
    await expect(row).not.toContainText('US$');
    await expect(time.locator('[data-total="paid"]')).not.toContainText('US$');
    await narrow();
    await snap(page, 'time-summary-600-es');
    const listTab = time.getByRole('tab', { name: 'Lista' });
    await listTab.focus();
    await page.keyboard.press('Enter');
    const paidRow = time.getByRole('row').filter({ hasText: '06/03/2026' }).filter({ hasText: name });
    await expect(paidRow).toContainText('Pagado');
    await narrow();
    await snap(page, 'time-paid-600-es');

    // 3. A liability payment paid by check, from the Liability Payments tab of Payroll Processing.
    const runs = await openGem(page, 129, 'Nóminas', 'Nómina');
    const tab = runs.getByRole('navigation', { name: 'Listas relacionadas' }).getByRole('button', { name: 'Pagos de pasivos', exact: true });
    await tab.focus();
    await page.keyboard.press('Enter');
    const payments = windowOf(page, 'Pagos de pasivos');
    const add = payments.getByRole('button', { name: 'Agregar', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const payment = windowOf(page, 'Pago de pasivos').filter({ has: page.locator('form') });
    await expect(fieldOf(payment, 'Número')).toBeFocused();
    await choose(payment, 'Pagar desde la cuenta', 'Checking', /Business Checking/);
    await tabTo(page, fieldOf(payment, 'Beneficiario'));
    await page.keyboard.type('Hacienda');
    const paidBy = payment.getByRole('combobox', { name: 'Forma de pago', exact: true });
    await tabTo(page, paidBy);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(paidBy).toHaveValue('check');
    await choose(payment, 'Concepto de nómina 1', 'Social Security w', /Social Security withholding/);
    const savePayment = payment.getByRole('button', { name: 'guardar', exact: true });
    await tabTo(page, savePayment);
    await page.keyboard.press('Enter');
    await expect(fieldOf(payment, 'Número de cheque o de confirmación')).not.toHaveValue('');
    const paid = (await apiFromPage(page, 'GET', 'liability-payments?sort=-id&expand=lines')).body.items[0];
    expect(paid).toMatchObject({ payee: 'Hacienda', paid_by: 'check', state: 'posted' });
    expect(paid.check_id).not.toBeNull();
    // Saved again without reopening: its check stands, so the change is refused, and the form says why, in Spanish.
    // The saved record's form is drawn anew: the memo is focused as a person tabbing there would.
    await fieldOf(payment, 'Nota').focus();
    await page.keyboard.type('Seguro Social de marzo');
    await tabTo(page, savePayment);
    await page.keyboard.press('Enter');
    await expect(payment.getByRole('alert')).toContainText(`se pagó con el cheque ${paid.reference}: anule primero el cheque`);
    await narrow();
    await snap(page, 'liability-payment-600-es');

    // 4. Its check printed from the Print Queue, by keyboard.
    await openOn(page, 'accounting', 'list:print/check', 'es');
    const queue = windowOf(page, 'Cola de impresión');
    const box = queue.getByRole('checkbox', { name: new RegExp(`${paid.reference} Hacienda`) });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await tabTo(page, queue.getByRole('button', { name: 'Imprimir (1)' }));
    const printed = page.waitForResponse((res) => res.url().endsWith('/api/v1/print/check') && res.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await printed).headers()['content-type']).toBe('application/pdf');
    await expect.poll(async () => (await apiFromPage(page, 'GET', `checks/${paid.check_id}`)).body.is_printed).toBe(true);
    await narrow();
    await snap(page, 'liability-check-printed-600-es');
  } finally {
    await speak(page, 'en');
  }
});

test('a bonus typed on a pay run in Spanish at 600 px: the earnings lines under its employees', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; number: string }[];
  const wages = accounts.find((a) => a.number === '6600')!.id;
  const suffix = Date.now().toString(36);
  const name = `Beto Bono ${suffix}`;
  const employee = (await apiFromPage(page, 'POST', 'employees', { display_name: name })).body.id;
  const salary = (await apiFromPage(page, 'POST', 'payroll-items', { display_name: `E2E salary ${suffix}`, kind: 'salary', expense_account_id: wages })).body.id;
  const bonus = `E2E bonus ${suffix}`;
  expect((await apiFromPage(page, 'POST', 'payroll-items', { display_name: bonus, kind: 'bonus', expense_account_id: wages })).status).toBe(201);
  expect((await apiFromPage(page, 'POST', 'pay-setups', { employee_id: employee, pay_rate: '52000', pay_frequency: 'weekly', items: [{ payroll_item_id: salary }] })).status).toBe(201);
  await speak(page, 'es');
  try {
    await openOn(page, 'payroll', 'form:pay-runs:new', 'es');
    const run = windowOf(page, 'Nómina');
    const fieldOf = (label: string) => run.getByRole('textbox', { name: label, exact: true }).or(run.getByRole('combobox', { name: label, exact: true }));
    const type = async (label: string, text: string) => {
      await fieldOf(label).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
    };
    const choose = async (label: string, text: string, option: RegExp) => {
      await type(label, text);
      await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
      await page.keyboard.press('Enter');
    };
    await type('Inicio del periodo', '01/06/2026');
    await type('Fin del periodo', '07/06/2026');
    await type('Fecha de pago', '12/06/2026');
    await choose('Pagar desde la cuenta', 'Checking', /Business Checking/);
    await choose('Empleado 1', name, new RegExp(name));
    await expect(run.getByText('Bonificaciones, comisiones y reembolsos', { exact: true })).toBeVisible();
    // The earnings lines start empty: their Add line button is the last one, after the employees'.
    const add = run.getByRole('button', { name: '+ Agregar línea' }).last();
    await add.focus();
    await page.keyboard.press('Enter');
    await choose('Pagado a 1', name, new RegExp(name));
    await choose('Concepto de nómina 1', bonus, new RegExp(bonus));
    await type('Importe 1', '250,00');
    await run.getByRole('button', { name: 'guardar', exact: true }).click();
    await expect(page.getByText('Guardado').first()).toBeVisible();
    type Run = { gross: string; lines: { employee_id: number }[]; earnings: { employee_id: number; amount: string }[] };
    const mine = async () => ((await apiFromPage(page, 'GET', 'pay-runs?per-page=100&expand=lines,earnings')).body.items as Run[]).filter((r) => r.lines.some((l) => l.employee_id === employee));
    // 52,000.00 a year weekly is 1,000.00, and the bonus 250.00 on top.
    await expect.poll(async () => (await mine()).map((r) => [r.gross, r.earnings.map((e) => [e.employee_id, e.amount])])).toEqual([['1250.00', [[employee, '250.00']]]]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
    await snap(page, 'pay-run-bonus-600-es');
  } finally {
    await speak(page, 'en');
  }
});
