import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, DEMO_ADMIN, signIn, speak, windowOf } from './support';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

/** Opens a dock area, then one of its gems, clicking again until the window shows (a click before hydration opens nothing). */
async function openGem(page: Page, area: string, gem: number, title: string) {
  await page.getByRole('navigation', { name: /^(Dock|Base)$/ }).getByRole('link', { name: area, exact: true }).click();
  await page.waitForLoadState('networkidle');
  const window = windowOf(page, title);
  await expect(async () => {
    await page.locator(`[data-gem="${gem}"]`).click();
    await expect(window).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return window;
}

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

  const runs = await openGem(page, 'Payroll', 129, 'Pay Runs');
  const related = runs.getByRole('navigation', { name: 'Related lists' });
  for (const tab of ['Pay Setups', 'Payroll Items', 'Tax Tables']) await expect(related.getByRole('button', { name: tab, exact: true })).toBeVisible();
  await expect(runs.getByRole('row').filter({ hasText: run.body.number })).toContainText('1,000.00');
  await shot(page, 'pay-runs-1400');

  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 1000 });
  await page.reload();
  const nominas = await openGem(page, 'Nómina', 129, 'Nóminas');
  await expect(nominas.getByRole('navigation', { name: 'Listas relacionadas' }).getByRole('button', { name: 'Conceptos de nómina', exact: true })).toBeVisible();
  await shot(page, 'pay-runs-600-es');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(600);
  await speak(page, 'en');
});
