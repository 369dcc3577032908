import { expect, test } from '@playwright/test';
import { apiFromPage, openGem, DEMO_ADMIN, signIn, speak, snap } from './support';

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
  await expect(runs.getByRole('row').filter({ hasText: run.body.number })).toContainText('1,000.00');
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
