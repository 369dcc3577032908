import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, pick, signIn, speak, windowOf } from './support';

async function transferBy(page: Page, memo: string) {
  const res = await apiFromPage(page, 'GET', `transfers?q=${encodeURIComponent(memo)}`);
  return res.body.items[0] as { date: number; amount: string; memo: string };
}

const unixOf = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000;

test('in Spanish, dates read DD/MM/YYYY, amounts take a decimal comma and messages are Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36);
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; display_name: string }[];
  const id = (name: string) => accounts.find((a) => a.display_name === name)!.id;
  const shown = await apiFromPage(page, 'POST', 'transfers', { from_account_id: id('Business Checking'), to_account_id: id('Business Savings'), date: '2026-11-09', amount: '1234.50', memo: `Shown ${stamp}` });
  expect(shown.status).toBe(201);

  await speak(page, 'es');
  try {
    await page.goto(at('demo', '/accounting/2?w=list:transfers'));
    const list = windowOf(page, 'Transferencias');
    const row = list.getByRole('row').filter({ hasText: `Shown ${stamp}` });
    await expect(row).toContainText('09/11/2026');
    await expect(row).toContainText('1.234,50');

    // Typed in the Spanish order, with a decimal comma and a thousands dot.
    await list.getByRole('button', { name: 'Agregar' }).click();
    let form = windowOf(page, 'Transferencia');
    // A new form is dated today: emptied, the date is refused in Spanish.
    await form.getByRole('textbox', { name: 'Fecha', exact: true }).fill('');
    await form.getByRole('button', { name: 'guardar' }).click();
    await expect(form.getByText('Fecha no puede estar vacío.')).toBeVisible();
    await pick(form, 'Cuenta de origen', 'Checking', 'Business Checking');
    await pick(form, 'Cuenta de destino', 'Savings', 'Business Savings');
    const date = form.getByRole('textbox', { name: 'Fecha', exact: true });
    await date.fill('31/02/2026');
    await date.blur();
    await expect(form.getByText('Fecha debe ser una fecha escrita DD/MM/AAAA.')).toBeVisible();
    await date.fill('10/11/2026');
    const amount = form.getByRole('textbox', { name: 'Importe', exact: true });
    await amount.fill('0');
    await form.getByLabel('Memo').fill(`Typed ${stamp}`);
    await form.getByRole('button', { name: 'guardar' }).click();
    // The server's refusal, in Spanish.
    await expect(form.getByText('Importe no puede ser menor que 0,01.')).toBeVisible();
    await amount.fill('1.500,50');
    await form.getByRole('button', { name: 'guardar' }).click();
    await expect(page.getByText('Guardado')).toBeVisible();
    await expect(amount).toHaveValue('1.500,50');
    await page.screenshot({ path: 'test-results/screens/locale-form-es.png' });
    expect(await transferBy(page, `Typed ${stamp}`)).toMatchObject({ amount: '1500.50', date: unixOf(2026, 11, 10) });
    await expect(list.getByRole('row').filter({ hasText: `Typed ${stamp}` })).toContainText('10/11/2026');
    await form.getByRole('button', { name: 'cerrar', exact: true }).click();

    // Chosen in the calendar by keyboard, on a narrow screen: from the typed day, one day on, one week back, Enter.
    await page.setViewportSize({ width: 600, height: 900 });
    await list.getByRole('button', { name: 'Agregar' }).click();
    form = windowOf(page, 'Transferencia');
    await pick(form, 'Cuenta de origen', 'Checking', 'Business Checking');
    await pick(form, 'Cuenta de destino', 'Savings', 'Business Savings');
    await form.getByRole('textbox', { name: 'Fecha', exact: true }).fill('10/11/2026');
    await form.getByRole('button', { name: 'Abrir el calendario' }).click();
    const calendar = page.getByRole('grid', { name: 'noviembre de 2026' });
    await expect(calendar).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/locale-calendar-es-600.png' });
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Abrir el calendario' }).click();
    await expect(calendar.getByRole('button', { name: /10 de noviembre de 2026/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Fecha', exact: true })).toHaveValue('04/11/2026');
    await form.getByRole('textbox', { name: 'Importe', exact: true }).fill('1500,5');
    await form.getByLabel('Memo').fill(`Picked ${stamp}`);
    await form.getByRole('button', { name: 'guardar' }).click();
    await expect(page.getByText('Guardado').first()).toBeVisible();
    await expect.poll(async () => (await transferBy(page, `Picked ${stamp}`))?.date).toBe(unixOf(2026, 11, 4));
    expect((await transferBy(page, `Picked ${stamp}`)).amount).toBe('1500.50');
  } finally {
    await speak(page, 'en');
    await expect(page.getByRole('link', { name: 'Accounting' })).toBeVisible();
  }
});

test('in English, amounts take a thousands comma and ISO dates are still read', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36);
  await page.goto(at('demo', '/accounting/2?w=list:transfers'));
  const list = windowOf(page, 'Transfers');
  await list.getByRole('button', { name: 'Add' }).click();
  const form = windowOf(page, 'Transfer');
  await pick(form, 'From account', 'Checking', 'Business Checking');
  await pick(form, 'To account', 'Savings', 'Business Savings');
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-11-12');
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('1,500.50');
  await form.getByLabel('Memo').fill(`English ${stamp}`);
  await form.getByRole('button', { name: 'save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue('11/12/2026');
  expect(await transferBy(page, `English ${stamp}`)).toMatchObject({ amount: '1500.50', date: unixOf(2026, 11, 12) });
  await expect(list.getByRole('row').filter({ hasText: `English ${stamp}` })).toContainText('$1,500.50');
});
