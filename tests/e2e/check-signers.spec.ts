import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, openChecksHub, pick, signIn, speak, windowOf } from './support';
import { imagesOf } from '../support/pdf-images';

/** A 120×40 PNG: the demo admin's signature. */
const SIGNATURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAAAZElEQVR4nO3QAQkAIADAMEMYwthGtYXCHTzA2Zhr60Lj+cEngQbdCjToVqBBtwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVqBBtwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVqBBtzp9Bh3xply4MwAAAABJRU5ErkJggg==', 'base64');

/** The demo admin's check-signer rows gone (a run before left one), and the setting off. */
async function reset(page: Page) {
  const users = (await apiFromPage(page, 'GET', 'users/all')).body.items as { id: number; email: string }[];
  const admin = users.find((u) => u.email === DEMO_ADMIN.email)!;
  const rows = (await apiFromPage(page, 'GET', `check-signers/all?filter[user_id]=${admin.id}`)).body.items as { id: number }[];
  // A delete answers no body: fetched as is.
  for (const row of rows) expect(await page.evaluate(async (id) => (await fetch(`/api/v1/check-signers/${id}`, { method: 'DELETE' })).status, row.id)).toBe(204);
  expect((await apiFromPage(page, 'PUT', 'settings', { check_print_needs_signer: 0 })).status).toBe(200);
  return admin;
}

test('printing needs a signer: the setting turned on, the admin made a signer with a signature, a check printed from the Print Queue with the password', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const admin = await reset(page);
  try {
    // The setting, in Settings' Configuration tab.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = windowOf(page, 'Configuration and Settings');
    await settings.getByRole('tab', { name: 'Configuration', exact: true }).click();
    const flag = settings.getByRole('checkbox', { name: "Printing checks needs a signer's authorisation" });
    // The settings read first: a change made before they arrive would be replaced by them.
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      await flag.check();
      await expect(flag).toBeChecked({ timeout: 1_000 });
      await page.waitForTimeout(300);
      await expect(flag).toBeChecked({ timeout: 100 });
    }).toPass({ timeout: 15_000 });
    await settings.getByRole('button', { name: 'save', exact: true }).click();
    await expect.poll(async () => (await apiFromPage(page, 'GET', 'settings')).body.check_print_needs_signer).toBe(1);
    await settings.getByRole('button', { name: 'Close', exact: true }).click();

    // The admin as a check signer, the signature chosen as an image file and shown.
    const signers = await openChecksHub(page, 'Check Signers');
    await signers.getByRole('button', { name: 'Add', exact: true }).click();
    const form = windowOf(page, 'Check Signer');
    await pick(form, 'User', 'Dana', 'Dana Admin');
    await form.locator('input[type="file"]').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: SIGNATURE });
    await expect(form.getByRole('img', { name: 'The signature that prints' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/check-signer-form-1400-en.png' });
    await form.getByRole('button', { name: 'save', exact: true }).click();
    await expect.poll(async () => (await apiFromPage(page, 'GET', `check-signers/all?filter[user_id]=${admin.id}`)).body.items.length).toBe(1);

    // A check, and a layout that prints a signature.
    const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; display_name: string; type: number }[];
    const bank = accounts.find((a) => a.display_name === 'Business Checking') ?? accounts.find((a) => a.type === 1)!;
    const expense = accounts.find((a) => a.type === 14)!;
    const payee = `Signed payee ${Date.now()}`;
    const check = (await apiFromPage(page, 'POST', 'checks', { bank_account_id: bank.id, date: '2026-11-20', payee_name: payee, lines: [{ account_id: expense.id, amount: '321.00' }] })).body as { id: number; number: number };
    const layoutName = `Signed layout ${Date.now()}`;
    const layout = await apiFromPage(page, 'POST', 'check-layouts', { display_name: layoutName, is_print_signature: 1 });
    expect(layout.status).toBe(201);
    const layoutId = layout.body.id as number;

    await page.goto(at('demo', '/accounting/2?w=list:print/check'));
    const queue = windowOf(page, 'Print Queue');
    await queue.getByRole('checkbox', { name: `Choose ${check.number} ${payee}` }).check();
    await queue.getByRole('combobox', { name: 'Check layout' }).selectOption({ label: layoutName });
    const password = queue.getByLabel('Authorise with your password');
    await expect(password).toBeVisible();
    // Print waits for the password.
    await expect(queue.getByRole('button', { name: 'Print (1)' })).toBeDisabled();
    // A wrong password is refused, said beside Print; nothing printed.
    await password.fill('not my password');
    await queue.getByRole('button', { name: 'Print (1)' }).click();
    await expect(queue.getByRole('alert')).toContainText('This is not your current password.');
    expect((await apiFromPage(page, 'GET', `checks/${check.id}`)).body.is_printed).toBe(false);
    await page.screenshot({ path: 'test-results/screens/check-print-password-1400-en.png' });
    await page.setViewportSize({ width: 600, height: 900 });
    await page.screenshot({ path: 'test-results/screens/check-print-password-600-en.png' });
    await page.setViewportSize({ width: 1400, height: 900 });

    // By keyboard: the right password, then Enter prints.
    await password.fill(DEMO_ADMIN.password);
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/v1/print/check') && res.request().method() === 'POST');
    await password.press('Enter');
    const printed = await answer;
    expect(printed.status()).toBe(200);
    expect(printed.headers()['content-type']).toBe('application/pdf');
    // The signer's signature where the layout prints one: the same check reprinted, read back.
    const again = await page.evaluate(
      async ({ id, layout, password }) => {
        const res = await fetch('/api/v1/print/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: [id], layout_id: layout, password }) });
        return Array.from(new Uint8Array(await res.arrayBuffer()));
      },
      { id: check.id, layout: layoutId, password: DEMO_ADMIN.password },
    );
    expect(imagesOf(Buffer.from(again))).toEqual(['120×40']);
    await expect(queue.locator('iframe[title="The printed checks"]')).toBeVisible();
    expect((await apiFromPage(page, 'GET', `checks/${check.id}`)).body).toMatchObject({ is_printed: true, signed_by_id: admin.id });
    // The check's window says who authorised its printing: by name, read-only.
    await page.goto(at('demo', `/accounting/2?w=form:checks:${check.id}`));
    const signedBy = page.getByLabel('Authorised by', { exact: true });
    await expect(signedBy).toHaveValue('Dana Admin');
    await expect(signedBy).not.toBeEditable();
    await page.screenshot({ path: 'test-results/screens/check-authorised-by-1400-en.png' });

    // In Spanish, at 600 and 1400 px: the password field and a refusal.
    const other = (await apiFromPage(page, 'POST', 'checks', { bank_account_id: bank.id, date: '2026-11-20', payee_name: payee, lines: [{ account_id: expense.id, amount: '5.00' }] })).body as { id: number; number: number };
    await page.goto(at('demo', '/accounting/2?w=list:print/check'));
    await queue.getByRole('checkbox', { name: `Choose ${other.number} ${payee}` }).waitFor();
    await speak(page, 'es');
    const cola = windowOf(page, 'Cola de impresión');
    await cola.getByRole('checkbox', { name: `Elegir ${other.number} ${payee}` }).check();
    await cola.getByLabel('Autorice con su contraseña').fill('mal');
    await cola.getByRole('button', { name: /\(1\)/ }).click();
    await expect(cola.getByRole('alert')).toContainText('Esta no es su contraseña actual.');
    await page.screenshot({ path: 'test-results/screens/check-print-password-1400-es.png' });
    await page.setViewportSize({ width: 600, height: 900 });
    await page.screenshot({ path: 'test-results/screens/check-print-password-600-es.png' });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(at('demo', '/accounting/2?w=list:check-signers'));
    await page.screenshot({ path: 'test-results/screens/check-signers-list-1400-es.png' });
    // In Spanish, the signed check's Authorised by; the unsigned one (refused above) has none.
    await page.goto(at('demo', `/accounting/2?w=form:checks:${check.id}`));
    await expect(page.getByLabel('Autorizado por', { exact: true })).toHaveValue('Dana Admin');
    await page.goto(at('demo', `/accounting/2?w=form:checks:${other.id}`));
    const unsigned = windowOf(page, `Cheque ${other.number}`);
    await expect(unsigned.getByLabel('Memo', { exact: true })).toBeVisible();
    await expect(unsigned.getByLabel('Autorizado por', { exact: true })).toHaveCount(0);
    await speak(page, 'en');
  } finally {
    await reset(page);
  }
});
