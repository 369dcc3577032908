import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { apiFromPage, at, openOn, pick, rowAction, snap, speak, tabTo, windowOf } from './support';
import { DEFAULT_TIME_ZONE, todayIn } from '../../lib/time-zones';

/**
 * A bookkeeper's week (issue 36), as a new company does it through the windows: sign up, the
 * bank's opening balance, a tax and a service, an invoice typed with the keyboard alone and
 * saved twice without reopening it, e-mailing it with no mail server (told plainly), the payment
 * received and deposited, a bill approved, paid and its check printed from Payables, the bank
 * statement reconciled with its service charge to 0.00, and the aging as of today. Run at 1400 px
 * in English and at 600 px in Spanish; after each step every open window is measured (nothing
 * scrolls sideways) and read (no raw ids, no JSON).
 */

type Locale = 'en' | 'es';
const MESSAGES = { en, es } as const;

/** A message of the person's language by its key (`form.save`), as the workspace shows it. */
function say(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), MESSAGES[locale]);
  if (typeof found !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** A field's label: the resource's own (`resources.{c}.fields.{name}`) before the shared one. */
function field(locale: Locale, collection: string, name: string): string {
  try {
    return say(locale, `resources.${collection}.fields.${name}`);
  } catch {
    return say(locale, `fields.${name}`);
  }
}

/** The words of the company's terms the test looks for, in each language (the modules' `terms`). */
const TERMS = {
  en: { account: 'Chart of Account', invoice: 'Invoice', invoices: 'Invoices', funds: 'Funds Received', deposit: 'Deposit', deposits: 'Deposits', tax: 'Tax', taxes: 'Taxes', service: 'Service', services: 'Services', bill: 'Bill', bills: 'Bills', reconciliation: 'Reconciliation' },
  es: { account: 'Catálogo de cuentas', invoice: 'Factura', invoices: 'Facturas', funds: 'Fondos recibidos', deposit: 'Depósito', deposits: 'Depósitos', tax: 'Impuesto', taxes: 'Impuestos', service: 'Servicio', services: 'Servicios', bill: 'Factura de proveedor', bills: 'Facturas de proveedor', reconciliation: 'Conciliación' },
};

// A new company's today: its zone is the default one (New York), whose day is not UTC's for hours each night.
const today = () => todayIn(DEFAULT_TIME_ZONE);
/** A date as the person types it: month first in English, day first in Spanish. */
const typed = (locale: Locale, iso: string) => (locale === 'en' ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
/** An amount as the workspace shows it in each language. */
const shown = (locale: Locale, amount: string) => (locale === 'en' ? amount : amount.replace('.', ','));

/**
 * Every open window, measured and read: no element inside it wider than the room it is given
 * (nothing scrolls sideways), and nothing a person reads is a raw id (`#141`) or JSON.
 */
async function expectTidy(page: Page, step: string) {
  const windows = await page.getByRole('dialog').evaluateAll((frames) =>
    frames.map((frame) => {
      const wide = [frame, ...frame.querySelectorAll<HTMLElement>('*')].filter((el) => {
        const style = getComputedStyle(el);
        return (style.overflowX === 'auto' || style.overflowX === 'scroll' || el === frame) && el.scrollWidth > el.clientWidth + 1;
      });
      return { name: frame.getAttribute('aria-label') ?? frame.textContent?.slice(0, 40) ?? '', wide: wide.map((el) => `${el.tagName}.${el.className}`.slice(0, 80)), text: (frame as HTMLElement).innerText };
    }),
  );
  for (const w of windows) {
    expect(w.wide, `${step}: "${w.name}" scrolls sideways`).toEqual([]);
    expect(w.text, `${step}: "${w.name}" shows a raw id`).not.toMatch(/(^|\s)#\d+\b/);
    expect(w.text, `${step}: "${w.name}" shows JSON`).not.toMatch(/[{[]\s*"[\w-]+"\s*:/);
  }
}

/** Types a Service line of the service from its focused type: the type by its first letters, the service picked with Enter, a quantity. */
async function typeLine(page: Page, quantity: string) {
  await page.keyboard.type('Se');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bookkeeping');
  await expect(page.getByRole('option', { name: /Bookkeeping hour/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // the description, filled from the service
  await page.keyboard.press('Tab');
  await page.keyboard.type(quantity);
}

/** Signs a company up at the root domain and signs in at its subdomain, as a new customer does. */
async function signUp(page: Page, slug: string, email: string, password: string) {
  await page.goto(at(null));
  await page.getByLabel('Company name').fill('Lighthouse Books');
  await page.getByLabel('Subdomain').fill(slug);
  await page.getByLabel('Your name').fill('Dana Books');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${slug}\\.localhost:\\d+/login`));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Dock' }).waitFor();
}

async function save(page: Page, locale: Locale, form: Locator) {
  await form.getByRole('button', { name: say(locale, 'form.save'), exact: true }).click();
  await expect(page.getByText(say(locale, 'form.saved')).first()).toBeVisible();
}

const RUNS: { locale: Locale; width: number }[] = [
  { locale: 'en', width: 1400 },
  { locale: 'es', width: 600 },
];

for (const { locale, width } of RUNS) {
  test(`a bookkeeper's week with no trouble, at ${width} px in ${locale === 'en' ? 'English' : 'Spanish'}`, async ({ page }) => {
    test.setTimeout(360_000);
    const w = TERMS[locale];
    const shot = (name: string) => snap(page, `bookkeepers-week-${locale}-${width}-${name}`);
    await page.setViewportSize({ width: 1400, height: 900 });
    const slug = `week-${locale}-${Date.now().toString(36)}`;
    await signUp(page, slug, `dana@${slug}.test`, 'books-pass-1');
    await page.setViewportSize({ width, height: 900 });
    if (locale === 'es') await speak(page, 'es');
    const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; number: string; display_name: string }[];
    const checking = accounts.find((a) => a.number === '1000')!;
    const monthStart = `${today().slice(0, 7)}-01`;

    // 1. The bank's opening balance, on the ready-made bank account's form.
    await openOn(page, 'accounting', `form:accounts:${checking.id}`, locale);
    const bank = windowOf(page, w.account);
    await bank.getByLabel(field(locale, 'accounts', 'opening_balance'), { exact: true }).fill(shown(locale, '5000.00'));
    await bank.getByLabel(field(locale, 'accounts', 'opening_balance_date'), { exact: true }).fill(typed(locale, monthStart));
    await save(page, locale, bank);
    await expect.poll(async () => (await apiFromPage(page, 'GET', `accounts/${checking.id}?expand=balance`)).body.balance).toBe('5000.00');
    await expectTidy(page, 'opening balance');
    await shot('opening-balance');
    await bank.getByRole('button', { name: say(locale, 'form.close'), exact: true }).last().click();

    // 2. A tax and a service, from the Products hub's tabs.
    await openOn(page, 'billing', 'list:ar-taxes', locale);
    const taxes = windowOf(page, w.taxes);
    await taxes.getByRole('button', { name: say(locale, 'list.add') }).click();
    const tax = windowOf(page, w.tax).filter({ has: page.locator('form') });
    await tax.getByLabel(field(locale, 'ar-taxes', 'display_name')).fill('State tax');
    await tax.getByRole('textbox', { name: field(locale, 'ar-taxes', 'rate'), exact: true }).fill(shown(locale, '5.0'));
    await pick(tax, field(locale, 'ar-taxes', 'liability_account_id'), 'Sales Tax', 'Sales Tax Payable');
    await save(page, locale, tax);
    await expectTidy(page, 'tax');
    await tax.getByRole('button', { name: say(locale, 'form.close'), exact: true }).last().click();
    await taxes.getByRole('navigation').first().getByRole('button', { name: w.services, exact: true }).click();
    const services = windowOf(page, w.services);
    await services.getByRole('button', { name: say(locale, 'list.add') }).click();
    const service = windowOf(page, w.service).filter({ has: page.locator('form') });
    await service.getByLabel(field(locale, 'ar-services', 'display_name')).fill('Bookkeeping hour');
    await service.getByRole('textbox', { name: field(locale, 'ar-services', 'rate'), exact: true }).fill('80');
    await pick(service, field(locale, 'ar-services', 'income_account_id'), 'Service', 'Service Revenue');
    await save(page, locale, service);
    await expectTidy(page, 'service');
    await shot('service');
    await service.getByRole('button', { name: say(locale, 'form.close'), exact: true }).last().click();

    // 3. An invoice with the keyboard alone: customer, a line of the service, saved; then a
    // second line added and saved again without reopening it. Its lines and totals stay.
    const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: 'Harbor Cafe', email: 'owner@harbor-cafe.test' })).body;
    await openOn(page, 'billing', 'form:invoices:new', locale);
    const invoice = windowOf(page, w.invoice);
    await expect(invoice.getByRole('combobox', { name: field(locale, 'invoices', 'customer_id'), exact: true })).toBeFocused();
    await page.keyboard.type('Harbor');
    await expect(page.getByRole('option', { name: 'Harbor Cafe' })).toBeVisible();
    await page.keyboard.press('Enter');
    await tabTo(page, invoice.getByLabel(`${field(locale, 'invoices', 'type')} 1`, { exact: true }));
    await typeLine(page, '10');
    const saveButton = invoice.getByRole('button', { name: say(locale, 'form.save'), exact: true });
    await tabTo(page, saveButton);
    await page.keyboard.press('Enter');
    await expect(page.getByText(say(locale, 'form.saved')).first()).toBeVisible();
    const made = (await apiFromPage(page, 'GET', `invoices?filter[customer_id]=${customer.id}`)).body.items[0];
    expect(made.total_amount).toBe('800.00');
    await expect(invoice.getByLabel(`${field(locale, 'invoices', 'quantity')} 1`, { exact: true })).toHaveValue(shown(locale, '10.00'));
    await expectTidy(page, 'invoice saved');
    // The second save: a line more, typed after Enter on the last line, and saved with Enter on Save.
    await invoice.getByLabel(`${field(locale, 'invoices', 'quantity')} 1`, { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(invoice.getByLabel(`${field(locale, 'invoices', 'type')} 2`, { exact: true })).toBeFocused();
    await typeLine(page, '2');
    await tabTo(page, saveButton);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await apiFromPage(page, 'GET', `invoices/${made.id}`)).body.total_amount).toBe('960.00');
    await expect(invoice.getByLabel(`${field(locale, 'invoices', 'quantity')} 2`, { exact: true })).toHaveValue(shown(locale, '2.00'));
    await expectTidy(page, 'invoice saved twice');
    await shot('invoice');
    await invoice.getByRole('button', { name: say(locale, 'form.close'), exact: true }).last().click();

    // 4. E-mailing it with no mail server: refused, saying where one is set up; nothing queued.
    await openOn(page, 'billing', 'list:invoices', locale);
    const list = windowOf(page, w.invoices);
    await rowAction(list.getByRole('row').filter({ hasText: made.number }), say(locale, 'actions.names.email'));
    const mail = page.getByRole('alertdialog', { name: say(locale, 'actions.names.email') });
    await mail.getByRole('button', { name: say(locale, 'list.confirm') }).click();
    await expect(mail.getByRole('alert')).toContainText(locale === 'en' ? 'No mail server is set up' : 'No hay ningún servidor de correo configurado');
    await expectTidy(page, 'e-mail refused');
    await shot('email-refused');
    await mail.getByRole('button', { name: say(locale, 'list.cancel') }).click();
    expect((await apiFromPage(page, 'GET', 'sent-emails')).body.items).toEqual([]);

    // 5. The payment received against the invoice, then deposited.
    await openOn(page, 'billing', 'form:payments:new', locale);
    const payment = windowOf(page, w.funds).filter({ has: page.locator('form') });
    await pick(payment, field(locale, 'payments', 'customer_id'), 'Harbor', 'Harbor Cafe');
    await payment.getByRole('textbox', { name: field(locale, 'payments', 'date'), exact: true }).fill(typed(locale, today()));
    await payment.getByRole('textbox', { name: field(locale, 'payments', 'amount'), exact: true }).fill('960');
    await expect(payment.getByTestId('unapplied')).toContainText('0');
    await save(page, locale, payment);
    await expect.poll(async () => (await apiFromPage(page, 'GET', `invoices/${made.id}`)).body.balance_due).toBe('0.00');
    await expectTidy(page, 'payment');
    await payment.getByRole('button', { name: say(locale, 'form.close'), exact: true }).last().click();
    const received = (await apiFromPage(page, 'GET', `payments?filter[customer_id]=${customer.id}`)).body.items[0];
    await openOn(page, 'billing', 'form:bank-deposits:new', locale);
    const slip = windowOf(page, w.deposit).filter({ has: page.locator('form') });
    await pick(slip, field(locale, 'bank-deposits', 'bank_account_id'), 'Checking', 'Business Checking');
    await slip.getByRole('textbox', { name: field(locale, 'bank-deposits', 'date'), exact: true }).fill(typed(locale, today()));
    await slip.getByRole('checkbox', { name: locale === 'en' ? `Deposit payment ${received.number}` : `Depositar el pago ${received.number}` }).check();
    await save(page, locale, slip);
    await expect.poll(async () => (await apiFromPage(page, 'GET', `payments/${received.id}`)).body.deposit_id).not.toBeNull();
    await expectTidy(page, 'deposit');
    await shot('deposit');
    await slip.getByRole('button', { name: say(locale, 'form.close'), exact: true }).last().click();

    // 6. A bill: entered, approved, paid, its check printed from Payables.
    const vendor = (await apiFromPage(page, 'POST', 'vendors', { display_name: 'Dock Rentals' })).body;
    await openOn(page, 'payables', 'form:ap-bills:new', locale);
    const bill = windowOf(page, w.bill).filter({ has: page.locator('form') });
    await pick(bill, field(locale, 'ap-bills', 'vendor_id'), 'Dock', 'Dock Rentals');
    await bill.getByRole('textbox', { name: field(locale, 'ap-bills', 'number'), exact: true }).fill('DR-1');
    await bill.getByRole('textbox', { name: field(locale, 'ap-bills', 'date'), exact: true }).fill(typed(locale, today()));
    await bill.getByRole('combobox', { name: `${field(locale, 'ap-bills', 'account_id')} 1` }).fill('Rent');
    await page.getByRole('option', { name: /Rent/ }).first().click();
    await bill.getByRole('textbox', { name: `${field(locale, 'ap-bills', 'amount')} 1` }).fill('300');
    await save(page, locale, bill);
    await expectTidy(page, 'bill');
    await shot('bill');
    await bill.getByRole('button', { name: say(locale, 'form.close'), exact: true }).last().click();
    const entered = (await apiFromPage(page, 'GET', `ap-bills?filter[vendor_id]=${vendor.id}`)).body.items[0];
    expect(entered.total_amount).toBe('300.00');
    // Its approval: submitted in a batch and approved by the owner, with the spec's confirmation.
    const batch = await apiFromPage(page, 'POST', 'ap-tbas', { items: [{ bill_id: entered.id, amount: '300.00' }] });
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    await openOn(page, 'payables', 'list:ap-tbas', locale);
    const toApprove = page.getByRole('dialog').filter({ has: page.getByRole('row').filter({ hasText: 'Dana Books' }) }).first();
    await rowAction(toApprove.getByRole('row').filter({ hasText: 'Dana Books' }).first(), say(locale, 'actions.names.approve'));
    await page.getByRole('alertdialog').getByRole('button', { name: say(locale, 'list.confirm') }).click();
    await expect.poll(async () => (await apiFromPage(page, 'GET', `ap-tbas/${batch.body.id}`)).body.status).not.toBe(batch.body.status);
    await expectTidy(page, 'approved');
    // To Be Paid: a bank account and a date, the checks previewed, then written.
    await openOn(page, 'payables', 'list:ap-batch-items', locale);
    const toPay = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: say(locale, 'toBePaid.pay') }) }).first();
    await pick(toPay, field(locale, 'checks', 'bank_account_id'), 'Checking', 'Business Checking');
    await toPay.getByRole('button', { name: say(locale, 'toBePaid.preview') }).click();
    await expect(toPay.getByTestId('check-preview').filter({ hasText: 'Dock Rentals' })).toBeVisible();
    await expectTidy(page, 'to be paid');
    await shot('to-be-paid');
    await toPay.getByRole('button', { name: say(locale, 'toBePaid.pay') }).click();
    await expect.poll(async () => (await apiFromPage(page, 'GET', `ap-bills/${entered.id}`)).body.balance_due).toBe('0.00');
    const check = (await apiFromPage(page, 'GET', `checks?filter[payee_id]=${vendor.id}&filter[payee_type]=vendor`)).body.items[0];
    // Print, from the Payables hub's Checks: the Print Queue, where the check is chosen.
    await openOn(page, 'payables', 'list:checks', locale);
    await page.getByRole('dialog').getByRole('button', { name: locale === 'en' ? 'Print' : 'Imprimir', exact: true }).first().click();
    const queue = page.getByRole('dialog', { name: say(locale, 'window.printQueue') });
    await queue.getByRole('checkbox', { name: new RegExp(`${check.number} Dock Rentals`) }).check();
    await expect(queue.getByRole('spinbutton')).toHaveValue(String(check.number));
    await expectTidy(page, 'print queue');
    await shot('print-queue');
    const printed = page.waitForResponse((res) => res.url().endsWith('/api/v1/print/check') && res.request().method() === 'POST');
    await queue.getByRole('button', { name: new RegExp(`^${locale === 'en' ? 'Print' : 'Imprimir'} \\(1\\)$`) }).click();
    expect((await printed).headers()['content-type']).toBe('application/pdf');
    await expect.poll(async () => (await apiFromPage(page, 'GET', `checks/${check.id}`)).body.is_printed).toBe(true);

    // 7. The bank statement: everything cleared but a 15.00 service charge the books lack; the
    // charge recorded from the window brings the difference to 0.00, and it finishes.
    const rec = await apiFromPage(page, 'POST', 'reconciliations', { account_id: checking.id, statement_date: today(), ending_balance: '5645.00' });
    expect(rec.status, JSON.stringify(rec.body)).toBe(201);
    await openOn(page, 'accounting', `form:reconciliations:${rec.body.id}`, locale);
    const window = page.getByRole('dialog', { name: new RegExp(`^${w.reconciliation}`) });
    // The opening balance, the deposit and the check wait to be ticked (descriptions are the entries' own, as written).
    await expect(window.getByRole('checkbox', { name: new RegExp(`^${say(locale, 'reconcile.clear', { description: '' })}`) })).toHaveCount(3);
    for (const box of await window.getByRole('checkbox').all()) if (await box.isEnabled()) await box.check();
    await expect(window.getByTestId('difference')).toHaveText(locale === 'en' ? '-$15.00' : /-15,00/);
    await window.getByRole('button', { name: say(locale, 'actions.names.reconciliations.charge') }).click();
    const charge = page.getByRole('alertdialog', { name: say(locale, 'actions.names.reconciliations.charge') });
    await charge.getByLabel(locale === 'en' ? 'Amount' : 'Importe').fill(shown(locale, '15.00'));
    await pick(charge, locale === 'en' ? 'Expense account' : 'Cuenta de gastos', 'Bank', 'Bank Fees');
    await charge.getByRole('button', { name: say(locale, 'list.confirm') }).click();
    await expect(window.getByTestId('difference')).toHaveText(locale === 'en' ? '$0.00' : /0,00/);
    await expectTidy(page, 'reconciled');
    await shot('reconciled');
    await window.getByRole('button', { name: say(locale, 'actions.names.finish'), exact: true }).click();
    await page.getByRole('alertdialog', { name: say(locale, 'list.confirmation') }).getByRole('button', { name: say(locale, 'list.confirm') }).click();
    await expect.poll(async () => (await apiFromPage(page, 'GET', `reconciliations/${rec.body.id}`)).body.state).toBe('posted');

    // 8. Reports: the aging's first view stands at today; the invoice is paid, nobody owes.
    const other = (await apiFromPage(page, 'POST', 'invoices', { customer_id: customer.id, date: today(), due_date: today(), lines: [{ type: 'service', description: 'Due today', quantity: '1', rate: '120', account_id: accounts.find((a) => a.number === '4000')!.id }] })).body;
    expect(other.state).toBe('posted');
    await openOn(page, 'reports', 'report:receivables-aging', locale);
    const aging = page.getByRole('dialog', { name: say(locale, 'reports.names.receivables-aging') });
    const harbor = aging.getByRole('row').filter({ hasText: 'Harbor Cafe' });
    // Due today is not overdue: all of it is current.
    await expect(harbor.getByRole('cell').nth(1)).toHaveText(locale === 'en' ? '$120.00' : /120,00/);
    await expect(harbor.getByRole('cell').nth(2)).toHaveText(locale === 'en' ? '$0.00' : /0,00/);
    await expectTidy(page, 'aging');
    await shot('aging');
    await openOn(page, 'reports', 'report:profit-and-loss', locale);
    const pnl = page.getByRole('dialog', { name: say(locale, 'reports.names.profit-and-loss') });
    // The service's hours went to Service Revenue; the invoice due today to Sales.
    await expect(pnl.getByRole('row').filter({ hasText: 'Service Revenue' })).toContainText(locale === 'en' ? '$960.00' : '960,00');
    await expectTidy(page, 'profit and loss');
    await shot('profit-and-loss');
    if (locale === 'es') await speak(page, 'en');
  });
}
