import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, DEMO_ADMIN, signIn, speak, windowOf } from './support';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

/** Opens a gem of the Tools tab; a gem clicked before the page has hydrated opens nothing, so it is clicked until its window shows. */
async function openGem(page: Page, gem: number, header: string) {
  const win = windowOf(page, header);
  await expect(async () => {
    await page.locator(`[data-gem="${gem}"]`).click();
    await expect(win).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return win;
}

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
  await expect(schedule.locator('tbody tr')).toHaveCount(360);
  await expect(schedule.locator('tbody tr').last().locator('td').last()).toHaveText('$0.00');
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
