import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, speak, windowOf } from './support';

/** The demo's Sales account, for lines without an item. */
async function salesAccount(page: Page): Promise<number> {
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items;
  return (accounts.find((a: { number: string }) => a.number === '4000') ?? accounts[0]).id;
}

const today = () => new Date().toISOString().slice(0, 10);

test('a new invoice is filled from a saved template through Load template, and saved with the template’s lines', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now();
  const account = await salesAccount(page);
  const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: `Template customer ${stamp}` })).body;
  const template = await apiFromPage(page, 'POST', 'invoice-builders', {
    display_name: `Retainer ${stamp}`,
    customer_id: customer.id,
    customer_message: 'Thank you for your continued business.',
    lines: [
      { type: 'service', description: 'Monthly bookkeeping', quantity: '1', rate: '450', account_id: account },
      { type: 'service', description: 'Payroll runs', quantity: '4', rate: '35.50', account_id: account },
    ],
  });
  expect(template.status).toBe(201);

  await page.goto(at('demo', '/billing/5?w=form:invoices:new'));
  const form = windowOf(page, 'Invoice');
  await form.getByLabel('Memo').waitFor();
  await form.getByRole('button', { name: 'Save menu' }).click();
  await page.getByRole('menuitem', { name: 'Load template' }).click();
  const picker = page.getByRole('dialog', { name: 'Load an invoice template' });
  await picker.getByRole('searchbox', { name: 'Search templates' }).fill(`Retainer ${stamp}`);
  await expect(picker.getByRole('button', { name: `Retainer ${stamp}` })).toBeVisible();
  await page.screenshot({ path: 'docs/screens/invoice-load-template-1400-en.png' });
  await picker.getByRole('button', { name: `Retainer ${stamp}` }).click();
  await expect(picker).toBeHidden();

  // The form holds the template's customer, message and lines; nothing is saved yet.
  await expect(form.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(customer.display_name);
  await expect(form.getByLabel('Customer message')).toHaveValue('Thank you for your continued business.');
  await expect(form.getByLabel('Description 1', { exact: true })).toHaveValue('Monthly bookkeeping');
  await expect(form.getByLabel('Description 2', { exact: true })).toHaveValue('Payroll runs');
  expect((await apiFromPage(page, 'GET', `invoices?filter[customer_id]=${customer.id}`)).body.items).toEqual([]);

  await form.getByRole('button', { name: 'save', exact: true }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `invoices?filter[customer_id]=${customer.id}`)).body.items.length).toBe(1);
  const [saved] = (await apiFromPage(page, 'GET', `invoices?filter[customer_id]=${customer.id}&expand=lines`)).body.items;
  expect(saved.lines.map((l: { description: string; quantity: string; rate: string; amount: string }) => [l.description, l.quantity, l.rate, l.amount])).toEqual([
    ['Monthly bookkeeping', '1.0000', '450.0000', '450.00'],
    ['Payroll runs', '4.0000', '35.5000', '142.00'],
  ]);
  expect(saved.total_amount).toBe('592.00');
  expect(saved.customer_message).toBe('Thank you for your continued business.');
});

test('a customer’s Statement opens its PDF over a period the person chooses', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const account = await salesAccount(page);
  const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: `Statement customer ${Date.now()}` })).body;
  const invoice = await apiFromPage(page, 'POST', 'invoices', { customer_id: customer.id, date: today(), lines: [{ type: 'service', description: 'Audit', quantity: '1', rate: '275', account_id: account }] });
  expect(invoice.status).toBe(201);

  await page.goto(at('demo', `/crm/10?w=form:customers:${customer.id}`));
  const form = windowOf(page, 'Customer');
  await form.getByRole('button', { name: 'Statement', exact: true }).click();
  const viewer = page.getByRole('dialog').filter({ has: page.locator('iframe') });
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^/api/v1/customers/${customer.id}/statement/pdf\\?inline=1&from=\\d{4}-\\d{2}-01&to=${today()}$`));
  const pdf = await page.evaluate(async (src) => {
    const res = await fetch(src);
    return { status: res.status, type: res.headers.get('content-type'), framing: res.headers.get('x-frame-options') };
  }, (await frame.getAttribute('src'))!);
  // Framed by the workspace's viewer, as a document's PDF is.
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', framing: 'SAMEORIGIN' });
  await page.screenshot({ path: 'docs/screens/customer-statement-1400-en.png' });
  await viewer.getByLabel('From').fill('2026-01-01');
  await viewer.getByRole('button', { name: 'Show' }).click();
  await expect(frame).toHaveAttribute('src', new RegExp(`from=2026-01-01&to=${today()}$`));
});

test('the Processing hub lists what waits to print, of every kind, and prints the chosen ones as one PDF', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const account = await salesAccount(page);
  const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: `Processing customer ${Date.now()}` })).body;
  const line = [{ type: 'service', description: 'Consulting', quantity: '1', rate: '120', account_id: account }];
  const invoice = (await apiFromPage(page, 'POST', 'invoices', { customer_id: customer.id, date: today(), lines: line })).body;
  const estimate = (await apiFromPage(page, 'POST', 'estimates', { customer_id: customer.id, date: today(), lines: line })).body;
  expect((await apiFromPage(page, 'POST', `invoices/${invoice.id}/queue`, { print: 1 })).status).toBe(200);
  expect((await apiFromPage(page, 'POST', `estimates/${estimate.id}/queue`, { print: 1 })).status).toBe(200);

  // Billing, then Receivables Processing (gem 137): what waits to print comes first, every kind together.
  await page.goto(at('demo', '/billing/5'));
  await page.locator('[data-gem="137"]').click();
  const hub = windowOf(page, 'Processing');
  await expect(hub.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: 'Invoices' })).toBeVisible();
  await hub.getByRole('checkbox', { name: `Choose ${invoice.number}` }).check();
  await hub.getByRole('checkbox', { name: `Choose ${estimate.number}` }).check();
  await page.screenshot({ path: 'docs/screens/processing-hub-1400-en.png' });
  // By type: the Estimates tab lists the estimate alone.
  await hub.getByRole('navigation', { name: 'Document types' }).getByRole('button', { name: 'Estimates' }).click();
  await expect(hub.getByRole('checkbox', { name: `Choose ${invoice.number}` })).toHaveCount(0);
  await hub.getByRole('navigation', { name: 'Document types' }).getByRole('button', { name: 'All types' }).click();
  await hub.getByRole('checkbox', { name: `Choose ${invoice.number}` }).check();
  await hub.getByRole('checkbox', { name: `Choose ${estimate.number}` }).check();
  await hub.getByRole('button', { name: 'Print (2)' }).click();
  await expect(page.getByText('2 documents printed')).toBeVisible();
  await expect(hub.locator('iframe')).toHaveAttribute('src', /^blob:/);
  expect((await apiFromPage(page, 'GET', `invoices/${invoice.id}`)).body.is_in_print_que).toBe(false);
  expect((await apiFromPage(page, 'GET', `estimates/${estimate.id}`)).body.is_in_print_que).toBe(false);
});

test('the Processing hub at 600px in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const account = await salesAccount(page);
  const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: `Cliente ${Date.now()}` })).body;
  const invoice = (await apiFromPage(page, 'POST', 'invoices', { customer_id: customer.id, date: today(), lines: [{ type: 'service', description: 'Asesoría', quantity: '1', rate: '90', account_id: account }] })).body;
  expect((await apiFromPage(page, 'POST', `invoices/${invoice.id}/queue`, { print: 1 })).status).toBe(200);
  await page.goto(at('demo', '/billing/5?w=list:processing'));
  await windowOf(page, 'Processing').getByRole('checkbox', { name: `Choose ${invoice.number}` }).waitFor();
  await speak(page, 'es');
  try {
    const hub = windowOf(page, 'Procesamiento');
    await expect(hub.getByRole('checkbox', { name: `Elegir ${invoice.number}` })).toBeVisible();
    await expect(hub.getByRole('button', { name: 'Todos los tipos' })).toBeVisible();
    await page.screenshot({ path: 'docs/screens/processing-hub-600-es.png' });
    // The Save menu's Load template, and a customer's statement, in Spanish.
    await page.goto(at('demo', '/billing/5?w=form:invoices:new'));
    const form = windowOf(page, 'Factura');
    await form.getByRole('button', { name: 'Menú guardar' }).click();
    await page.getByRole('menuitem', { name: 'Cargar plantilla' }).click();
    await expect(page.getByRole('dialog', { name: 'Cargar una plantilla de factura' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cargar una plantilla de factura' }).getByText('Cargando…')).toHaveCount(0);
    await page.screenshot({ path: 'docs/screens/invoice-load-template-600-es.png' });
    await page.keyboard.press('Escape');
    await page.goto(at('demo', `/crm/10?w=form:customers:${customer.id}`));
    await windowOf(page, 'Cliente').getByRole('button', { name: 'Estado de cuenta', exact: true }).click();
    await expect(page.getByRole('dialog').filter({ has: page.locator('iframe') }).getByLabel('Desde')).toBeVisible();
    // The browser's own viewer draws the PDF a moment after the window opens.
    await page.waitForTimeout(2000);
    await page.screenshot({ path: 'docs/screens/customer-statement-600-es.png' });
  } finally {
    await speak(page, 'en');
    await expect(page.getByRole('navigation', { name: 'Dock' })).toBeVisible();
  }
});
