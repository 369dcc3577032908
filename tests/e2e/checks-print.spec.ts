import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { apiFromPage, at, DEMO_ADMIN, openChecksHub, signIn, speak, windowOf } from './support';

async function writeChecks(page: Page, payee: string, amounts: string[]) {
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; display_name: string; type: number }[];
  const bank = accounts.find((a) => a.display_name === 'Business Checking') ?? accounts.find((a) => a.type === 1)!;
  const expense = accounts.find((a) => a.type === 14)!;
  const made = [];
  for (const amount of amounts) {
    const res = await apiFromPage(page, 'POST', 'checks', { bank_account_id: bank.id, date: '2026-11-20', payee_name: payee, lines: [{ account_id: expense.id, amount }] });
    expect(res.status).toBe(201);
    made.push(res.body as { id: number; number: number });
  }
  return made;
}

test('two checks are chosen in the Checks hub’s Print Queue and printed as a PDF, which marks them printed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const payee = `Queue payee ${Date.now()}`;
  const [one, two] = await writeChecks(page, payee, ['1250.35', '80.00']);

  const queue = await openChecksHub(page, 'Print Queue');
  await queue.getByRole('checkbox', { name: `Choose ${one.number} ${payee}` }).check();
  await queue.getByRole('checkbox', { name: `Choose ${two.number} ${payee}` }).check();
  // The starting number offered is the lowest of the chosen: the number they were written with.
  await expect(queue.getByRole('spinbutton', { name: 'Starting check number' })).toHaveValue(String(Math.min(one.number, two.number)));
  await page.screenshot({ path: 'docs/screens/check-print-queue-1400-en.png' });
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/v1/print/check') && res.request().method() === 'POST');
  await queue.getByRole('button', { name: 'Print (2)' }).click();
  const printed = await answer;
  expect(printed.status()).toBe(200);
  expect(printed.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByText('2 checks printed.')).toBeVisible();
  const frame = queue.locator('iframe[title="The printed checks"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // What printed, read back: a reprint of the same checks draws the same sheets (numbers kept).
  const again = await page.evaluate(async (ids) => {
    const res = await fetch('/api/v1/print/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids }) });
    return Array.from(new Uint8Array(await res.arrayBuffer()));
  }, [one.id, two.id]);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(again) }).toString();
  expect(text).toContain('One thousand two hundred fifty and 35/100');
  expect(text).toContain('**1,250.35');
  expect(text).toContain(payee);
  for (const c of [one, two]) expect((await apiFromPage(page, 'GET', `checks/${c.id}`)).body.is_printed).toBe(true);

  // Printed, they leave the queue; the Printed view offers them for a reprint.
  await queue.getByRole('button', { name: 'Back to the checks' }).click();
  await expect(queue.getByRole('checkbox', { name: `Choose ${one.number} ${payee}` })).toHaveCount(0);
  await queue.getByRole('button', { name: 'Printed (reprint)' }).click();
  await expect(queue.getByRole('checkbox', { name: `Choose ${one.number} ${payee}` })).toBeVisible();
});

test('checks ticked in the Checks list are printed from its Print: the Print Queue opens with them chosen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const payee = `List payee ${Date.now()}`;
  const [one, two] = await writeChecks(page, payee, ['12.00', '34.00']);
  const list = await openChecksHub(page, 'Checks');
  await list.getByRole('searchbox', { name: 'Search' }).fill(payee);
  await list.getByRole('checkbox', { name: `Choose ${one.number}`, exact: true }).check();
  await list.getByRole('checkbox', { name: `Choose ${two.number}`, exact: true }).check();
  await list.getByRole('button', { name: 'Print', exact: true }).click();
  const queue = windowOf(page, 'Print Queue');
  await expect(queue.getByRole('checkbox', { name: `Choose ${one.number} ${payee}` })).toBeChecked();
  await expect(queue.getByRole('checkbox', { name: `Choose ${two.number} ${payee}` })).toBeChecked();
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/v1/print/check') && res.request().method() === 'POST');
  await queue.getByRole('button', { name: 'Print (2)' }).click();
  expect(JSON.parse((await answer).request().postData() ?? '{}').ids.sort()).toEqual([one.id, two.id].sort());
  await expect(page.getByText('2 checks printed.')).toBeVisible();
});

test('checks of two bank accounts are refused with the spec’s alert and nothing is printed', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const payee = `Two banks ${Date.now()}`;
  const [first] = await writeChecks(page, payee, ['10.00']);
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; display_name: string; type: number }[];
  const other = accounts.filter((a) => a.type === 1 && a.display_name !== 'Business Checking')[0];
  const expense = accounts.find((a) => a.type === 14)!;
  const second = (await apiFromPage(page, 'POST', 'checks', { bank_account_id: other.id, date: '2026-11-20', payee_name: payee, lines: [{ account_id: expense.id, amount: '5.00' }] })).body;
  const queue = await openChecksHub(page, 'Print Queue');
  await queue.getByRole('checkbox', { name: `Choose ${first.number} ${payee}` }).check();
  await queue.getByRole('checkbox', { name: `Choose ${second.number} ${payee}` }).check();
  await queue.getByRole('button', { name: 'Print (2)' }).click();
  await expect(page.getByText('Bank accounts should be same.')).toBeVisible();
  await expect(queue.locator('iframe')).toHaveCount(0);
  expect((await apiFromPage(page, 'GET', `checks/${first.id}`)).body.is_printed).toBe(false);
});

test('a check layout is made in its editor: an element dragged and nudged with the arrow keys lands where it was put', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const list = await openChecksHub(page, 'Check Layouts');
  await list.getByRole('button', { name: 'Add', exact: true }).click();
  const form = windowOf(page, 'Check Layout');
  const name = `Voucher ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Display name', exact: true }).fill(name);
  const canvas = form.getByTestId('check-canvas');
  const amount = canvas.locator('[data-element="amount"]');
  await expect(amount).toHaveAttribute('aria-label', 'Amount in digits at 6.90, 1.10 in');
  // Dragged 80 px (one inch) left and 40 px (half an inch) down.
  const box = (await amount.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x - 35, box.y + 25, { steps: 5 });
  await page.mouse.move(box.x - 75, box.y + 45, { steps: 5 });
  await page.mouse.up();
  await expect(amount).toHaveAttribute('aria-label', 'Amount in digits at 5.90, 1.60 in');
  // The keyboard: two steps right (0.05 in each), one Shift step up (0.25 in).
  await amount.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(amount).toHaveAttribute('aria-label', 'Amount in digits at 6.00, 1.35 in');
  await page.screenshot({ path: 'docs/screens/check-layout-window-1400-en.png' });
  await form.getByRole('button', { name: 'save', exact: true }).click();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `check-layouts?q=${encodeURIComponent(name)}`)).body.items.length).toBe(1);
  const saved = (await apiFromPage(page, 'GET', `check-layouts?q=${encodeURIComponent(name)}`)).body.items[0];
  expect(saved.elements.find((e: { name: string }) => e.name === 'amount')).toMatchObject({ x: 6, y: 1.35 });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: 'docs/screens/check-layout-window-600-en.png' });
});

test('the checks’ Print Queue and the layout editor at 600px in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const payee = `Cola ${Date.now()}`;
  const [check] = await writeChecks(page, payee, ['42.00']);
  await page.goto(at('demo', '/accounting/2?w=list:print/check'));
  await windowOf(page, 'Print Queue').getByRole('checkbox', { name: `Choose ${check.number} ${payee}` }).waitFor();
  await speak(page, 'es');
  try {
    const queue = windowOf(page, 'Cola de impresión');
    await queue.getByRole('checkbox', { name: `Elegir ${check.number} ${payee}` }).check();
    await expect(queue.getByRole('spinbutton', { name: 'Número de cheque inicial' })).toHaveValue(String(check.number));
    await expect(queue.getByRole('button', { name: 'Imprimir (1)' })).toBeVisible();
    await page.screenshot({ path: 'docs/screens/check-print-queue-600-es.png' });
    await page.goto(at('demo', '/accounting/2?w=form:check-layouts:new'));
    const form = windowOf(page, 'Formato de cheque');
    await expect(form.getByRole('group', { name: 'El cheque, dibujado a escala' })).toBeVisible();
    await expect(form.locator('[data-element="amount"]')).toHaveAttribute('aria-label', 'Importe en cifras en 6.90, 1.10 pulg.');
  } finally {
    await speak(page, 'en');
    await expect(page.getByRole('navigation', { name: 'Dock' })).toBeVisible();
  }
});
