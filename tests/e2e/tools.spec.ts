import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, openGem, DEMO_ADMIN, signIn, speak, windowOf } from './support';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

/** Closes a window, so the gems under it can be clicked. */
const closeWindow = (win: ReturnType<typeof windowOf>) => win.getByRole('button', { name: /^(Close|Cerrar)$/ }).first().click();

async function atBothWidths(page: Page, name: string) {
  await shot(page, `${name}-1400`);
  await page.setViewportSize({ width: 600, height: 900 });
  await shot(page, `${name}-600`);
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('the tools: a loan schedule ending at 0.00, a quick note saved as it is typed, a website kept; in English and Spanish', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Tools', exact: true }).click();
  await page.waitForURL(/\/tools\/11/);
  await page.waitForLoadState('networkidle');
  // The tools are offered, not "not built".
  for (const gem of [6, 191, 75, 25, 104, 116]) await expect(page.locator(`[data-gem="${gem}"]`)).toBeVisible();

  // Loan Amortization: 200,000.00 at 6.5% over 30 years.
  const loan = await openGem(page, 6, 'Loan Amortization');
  await loan.getByLabel('Amount borrowed').fill('200000');
  await loan.getByLabel('Annual interest rate (%)').fill('6.5');
  await loan.getByRole('textbox', { name: /^Term/ }).fill('30');
  await expect(loan.getByTestId('loan-payment')).toHaveText('$1,264.14');
  await expect(loan.getByTestId('loan-interest')).toHaveText('$255,085.82');
  const schedule = loan.getByTestId('loan-schedule');
  // 360 months, drawn near the view only: the first screenful, then the last month once scrolled to.
  await expect(schedule.locator('tbody tr[data-index="0"] td').first()).toHaveText('1');
  expect(await schedule.locator('tbody tr[data-index]').count()).toBeLessThan(100);
  await schedule.evaluate((table) => table.closest('.overflow-auto')!.scrollTo(0, 1e6));
  await expect(schedule.locator('tbody tr[data-index="359"] td').last()).toHaveText('$0.00');
  await expect(loan.getByRole('figure', { name: 'Balance and interest paid over time' })).toBeVisible();
  // A bad rate is named, by keyboard alone.
  await loan.getByLabel('Annual interest rate (%)').focus();
  await page.keyboard.press('End');
  await page.keyboard.type('x');
  await expect(loan.getByText('Enter a rate from 0 to 100, at most 6 decimals.')).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(loan.getByTestId('loan-payment')).toHaveText('$1,264.14');
  await atBothWidths(page, 'tools-loan-en');
  await closeWindow(loan);

  // My Quick Notes: a new note, saved as it is typed; only its owner's.
  const notes = await openGem(page, 25, 'My Quick Notes');
  const title = `Call the bank ${Date.now().toString(36)}`;
  await notes.getByRole('button', { name: 'New note' }).click();
  await notes.getByRole('textbox', { name: 'Title' }).fill(title);
  await notes.getByRole('textbox', { name: 'Note' }).fill('About the loan: 30 years at 6.5%.');
  await expect(notes.getByRole('status')).toHaveText('Saved');
  await expect(notes.getByRole('button', { name: title })).toBeVisible();
  const saved = await apiFromPage(page, 'GET', `quick-notes?q=${encodeURIComponent(title)}`);
  expect(saved.body.items).toHaveLength(1);
  expect(saved.body.items[0].body).toBe('About the loan: 30 years at 6.5%.');
  await atBothWidths(page, 'tools-notes-en');
  await closeWindow(notes);

  // My Websites: an address that is not http(s) is refused, then a good one kept.
  const websites = await openGem(page, 116, 'My Websites');
  await websites.getByRole('button', { name: 'Add', exact: true }).click();
  const form = windowOf(page, 'Website');
  const site = `Bank portal ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(site);
  await form.getByRole('textbox', { name: 'Web address', exact: true }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'save' }).click();
  await expect(form.getByText('Web address must be a web address starting with http:// or https://.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Web address', exact: true }).fill('https://bank.example.com/login');
  await form.getByRole('button', { name: 'save' }).click();
  await expect(websites.getByRole('row').filter({ hasText: site })).toBeVisible();
  await atBothWidths(page, 'tools-websites-en');
  await closeWindow(form).catch(() => undefined);
  await closeWindow(websites);

  // Debt Calculator: the avalanche pays less interest than the snowball on its sample debts; a debt its minimum never pays off is named.
  const debt = await openGem(page, 191, 'Debt Calculator');
  const compare = debt.getByTestId('debt-compare');
  await expect(compare.getByRole('row')).toHaveCount(3);
  await expect(compare.getByRole('row', { name: /Avalanche/ })).toContainText('Visa');
  await debt.getByRole('textbox', { name: 'Minimum payment 1' }).fill('50');
  await expect(debt.getByText('The minimum payment of Visa does not cover its interest: alone it would never be paid off.')).toBeVisible();
  await closeWindow(debt);

  // Weather: no provider is configured in this test server, and the window says so.
  const weather = await openGem(page, 75, 'Weather Forecast');
  await weather.getByLabel('Place').fill('Madrid');
  await weather.getByRole('button', { name: 'Show forecast' }).click();
  await expect(weather.getByTestId('provider-failure')).toHaveText('No weather provider is configured.');

  await closeWindow(weather);

  // In Spanish.
  await speak(page, 'es');
  try {
    await expect(page.locator('[data-gem="6"]')).toContainText('Amortización de préstamos');
    const prestamo = await openGem(page, 6, 'Amortización de préstamos');
    await prestamo.getByLabel('Importe prestado').fill('200000');
    await prestamo.getByLabel('Tasa de interés anual (%)').fill('6,5');
    await prestamo.getByRole('textbox', { name: /^Plazo/ }).fill('30');
    await expect(prestamo.getByTestId('loan-payment')).toHaveText(/1\.?264,14/);
    await atBothWidths(page, 'tools-loan-es');
    await closeWindow(prestamo);
    const notas = await openGem(page, 25, 'Mis notas rápidas');
    await expect(notas.getByRole('button', { name: 'Nueva nota' })).toBeVisible();
    await expect(notas.getByRole('button', { name: title })).toBeVisible();
    await atBothWidths(page, 'tools-notes-es');
    await closeWindow(notas);
    const sitios = await openGem(page, 116, 'Mis sitios web');
    await expect(sitios.getByRole('row').filter({ hasText: site })).toBeVisible();
    await atBothWidths(page, 'tools-websites-es');
    await closeWindow(sitios);
    const tiempo = await openGem(page, 75, 'Pronóstico del tiempo');
    await tiempo.getByLabel('Lugar').fill('Madrid');
    await tiempo.getByRole('button', { name: 'Ver pronóstico' }).click();
    await expect(tiempo.getByTestId('provider-failure')).toHaveText('No hay ningún proveedor del tiempo configurado.');
  } finally {
    await speak(page, 'en');
  }
});

/** Goes to a dock tab, waiting for its gems to be ready. */
async function toTab(page: Page, name: string, path: RegExp) {
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(path);
  await page.waitForLoadState('networkidle');
}

test('the other tools: hours and dates reckoned, a yearly goal, payroll links, the company history filtered, directions without a provider', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);

  // Hour Calculator (Time): 2:30 + 1:45, then one subtracted; a shift of 9:00 to 17:30 less a 0:30 break, at 25.00 an hour.
  await toTab(page, 'Time', /\/time\/8/);
  const hours = await openGem(page, 5, 'Hour Calculator');
  await expect(hours.getByTestId('hours-sum')).toContainText('4:15');
  await hours.getByRole('combobox', { name: 'Add or subtract' }).nth(1).selectOption('-');
  await expect(hours.getByTestId('hours-sum')).toContainText('0:45');
  await hours.getByRole('textbox', { name: 'Time 2' }).fill('7x');
  await expect(hours.getByRole('textbox', { name: 'Time 2' })).toHaveAttribute('aria-invalid', 'true');
  await hours.getByRole('textbox', { name: 'Time 2' }).fill('0.5');
  await expect(hours.getByTestId('hours-sum')).toContainText('2:00');
  await expect(hours.getByTestId('shifts-total')).toContainText('8:00');
  await hours.getByLabel('Hourly rate').fill('25');
  await expect(hours.getByTestId('shifts-pay')).toContainText('$200.00');
  await atBothWidths(page, 'tools-hours-en');
  await closeWindow(hours);

  // Date Calculator (Time): a week is 7 days and 5 business days; January 31 plus a month is February 28.
  const dates = await openGem(page, 192, 'Date Calculator');
  await dates.getByLabel('From', { exact: true }).fill('2026-11-02');
  await dates.getByLabel('To', { exact: true }).fill('2026-11-09');
  await expect(dates.getByTestId('days-between')).toContainText('7');
  await dates.getByRole('checkbox', { name: /Business days only/ }).check();
  await expect(dates.getByTestId('days-between')).toContainText('5');
  await dates.getByLabel('Date', { exact: true }).fill('2026-01-31');
  await dates.getByLabel('Amount', { exact: true }).fill('1');
  await dates.getByRole('combobox', { name: 'Unit' }).selectOption('months');
  await expect(dates.getByTestId('date-result')).toContainText('Saturday');
  await expect(dates.getByTestId('date-result')).toContainText('28');
  await atBothWidths(page, 'tools-dates-en');
  await closeWindow(dates);

  // Yearly Goal Tracker (Reports): a goal of this year, made through the API, shows its progress.
  const year = new Date().getUTCFullYear();
  const goal = `Clients ${Date.now().toString(36)}`;
  expect((await apiFromPage(page, 'POST', 'goals', { year, display_name: goal, target: '40', current: '10' })).status).toBe(201);
  await toTab(page, 'Reports', /\/reports\/7/);
  const goals = await openGem(page, 33, 'Yearly Goal Tracker');
  await expect(goals.getByRole('progressbar', { name: goal })).toHaveAttribute('aria-valuenow', '25');
  await closeWindow(goals);

  // Payroll Useful Links (Payroll): the public links open elsewhere; the company's own open as a list.
  await toTab(page, 'Payroll', /\/payroll\/4/);
  const links = await openGem(page, 11, 'Payroll Useful Links');
  await expect(links.getByRole('link', { name: /Employment taxes/ })).toHaveAttribute('target', '_blank');
  await links.getByRole('button', { name: "Open the company's links" }).click();
  // The company's list, named as the tool is: a second window with an Add button.
  await expect(windowOf(page, 'Payroll Useful Links')).toHaveCount(2);
  await expect(windowOf(page, 'Payroll Useful Links').getByRole('button', { name: 'Add', exact: true })).toBeVisible();

  // Company History (Tools): the goal just made is its newest change of goals, by the admin; no goal was ever deleted.
  await toTab(page, 'Tools', /\/tools\/11/);
  const history = await openGem(page, 104, 'Company History');
  await history.getByLabel('Search', { exact: true }).fill('goals');
  await expect(history.getByTestId('history').locator('tbody tr').first()).toContainText(/Dana Admin added the (yearly )?goal/i);
  await expect(history.getByTestId('history').locator('tbody tr').first()).toContainText('Dana Admin');
  await history.getByRole('combobox', { name: 'Action' }).selectOption('delete');
  await expect(history.getByText('Nothing matches these filters.')).toBeVisible();
  await atBothWidths(page, 'tools-history-en');
  await closeWindow(history);

  // Directions, from the weather window: with no provider configured, the window says so.
  const weather = await openGem(page, 75, 'Weather Forecast');
  await weather.getByRole('button', { name: 'Directions' }).click();
  const directions = windowOf(page, 'Directions');
  await directions.getByLabel('From (address or lat,lon)').fill('40.4168,-3.7038');
  await directions.getByLabel('To (address or lat,lon)').fill('41.3874,2.1686');
  await directions.getByRole('button', { name: 'Get directions' }).click();
  await expect(directions.getByTestId('provider-failure')).toHaveText('No directions provider is configured.');
});
