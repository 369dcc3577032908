import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, DEMO_ADMIN, pick, signIn, speak, windowOf, snap } from './support';

/*
 * Issue 41's walk through a bank statement, as a bookkeeper does it: a bank rule made, the bank's
 * CSV imported (an OFX file chosen first asks no column mapping), the sure matches confirmed at
 * once, the line the rule named made an expense, the reconciliation started from the statement
 * and finished at a difference of 0.00. In English at 1400 px, again in Spanish at 600 px.
 */

type Words = {
  lang: 'en' | 'es';
  width: number;
  dock: string;
  checks: string;
  hub: string;
  statements: string;
  rules: string;
  add: string;
  save: string;
  close: string;
  statement: string;
  rule: string;
  name: string;
  contains: string;
  account: string;
  bankAccount: string;
  dateColumn: string;
  descriptionColumn: string;
  amountColumn: string;
  closing: string;
  closingValue: string;
  confirmAll: RegExp;
  expense: string;
  ok: string;
  reconcile: string;
  reconciliation: RegExp;
  finish: string;
  zero: RegExp;
  /** What a bank file cut short is refused with, in the person's language. */
  cutShort: RegExp;
  /** The file field's own face, in the person's language rather than the browser's. */
  chooseFile: string;
  noFile: string;
  /** A line of the CSV that could not be read, as the statement lists it. */
  problems: string;
  problem: RegExp;
};

const ENGLISH: Words = {
  lang: 'en',
  width: 1400,
  dock: 'Accounting',
  checks: 'Checks',
  hub: 'Related lists',
  statements: 'Bank Statements',
  rules: 'Bank Rules',
  add: 'Add',
  save: 'save',
  close: 'close',
  statement: 'Bank Statement',
  rule: 'Bank Rule',
  name: 'Name',
  contains: 'Description contains',
  account: 'Account',
  bankAccount: 'Bank or card account',
  dateColumn: 'Date column',
  descriptionColumn: 'Description column',
  amountColumn: 'Amount column',
  closing: 'Closing balance',
  closingValue: '897.50',
  confirmAll: /^Confirm 2 sure matches$/,
  expense: 'Expense or deposit',
  ok: 'OK',
  reconcile: 'Reconcile from this statement',
  reconciliation: /^Reconciliation/,
  finish: 'Finish reconciliation',
  zero: /^\$0\.00$/,
  cutShort: /the OFX file ends before its last statement does/,
  chooseFile: 'Choose file',
  noFile: 'No file chosen',
  problems: 'Lines that could not be read',
  problem: /Line 5: "soon" is not a date in the format MM\/DD\/YYYY\./,
};

const SPANISH: Words = {
  lang: 'es',
  width: 600,
  dock: 'Contabilidad',
  checks: 'Cheques',
  hub: 'Listas relacionadas',
  statements: 'Extractos bancarios',
  rules: 'Reglas bancarias',
  add: 'Agregar',
  save: 'guardar',
  close: 'cerrar',
  statement: 'Extracto bancario',
  rule: 'Regla bancaria',
  name: 'Nombre',
  contains: 'La descripción contiene',
  account: 'Cuenta',
  bankAccount: 'Cuenta bancaria o de tarjeta',
  dateColumn: 'Columna de fecha',
  descriptionColumn: 'Columna de descripción',
  amountColumn: 'Columna de importe',
  closing: 'Saldo final',
  closingValue: '897,50',
  confirmAll: /^Confirmar 2 coincidencias seguras$/,
  expense: 'Gasto o depósito',
  ok: 'Aceptar',
  reconcile: 'Conciliar desde este extracto',
  reconciliation: /^Conciliación/,
  finish: 'Terminar conciliación',
  zero: /^0,00\s(US)?\$$/,
  cutShort: /el archivo OFX termina antes que su último extracto/,
  chooseFile: 'Elegir archivo',
  noFile: 'Ningún archivo elegido',
  problems: 'Líneas que no se pudieron leer',
  problem: /Línea 5: «soon» no es una fecha con el formato MM\/DD\/YYYY\./,
};

/** Opens Banking (the Accounting dock item, then its gem 177), then one of its hub's tabs. */
async function openBankingTab(page: Page, w: Words, tab: string) {
  await page.getByRole('link', { name: w.dock, exact: true }).first().click();
  await page.waitForURL(/\/accounting\/2/);
  await page.waitForLoadState('networkidle');
  const checks = windowOf(page, w.checks);
  await expect(async () => {
    if (!(await checks.isVisible())) await page.locator('[data-gem="177"]').click();
    await expect(checks).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await checks.getByRole('navigation', { name: w.hub }).getByRole('button', { name: tab, exact: true }).click();
  return windowOf(page, tab);
}

/**
 * A bank account of its own for the walk (the demo company is shared, and a statement's lines are
 * imported once), with its books for May 2026: a deposit of 1,250.00 and the rent of 310.00.
 */
async function booksFor(page: Page, tag: string) {
  const chart = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; number: string; display_name: string }[];
  const numbered = (n: string) => chart.find((a) => a.number === n)!;
  const bank = await apiFromPage(page, 'POST', 'accounts', { display_name: `Walk Checking ${tag}`, type: 1 });
  expect(bank.status).toBe(201);
  const deposit = await apiFromPage(page, 'POST', 'bank-deposits', { bank_account_id: bank.body.id, date: '2026-05-04', entity_name: 'Harbor Cafe', memo: 'Harbor Cafe catering', lines: [{ account_id: numbered('4000').id, amount: '1250.00', received_from: 'Harbor Cafe', description: 'Harbor Cafe catering' }] });
  expect(deposit.status).toBe(201);
  const rent = await apiFromPage(page, 'POST', 'journal-entries', { date: '2026-05-05', memo: 'Oakwood rent', lines: [{ account_id: numbered('6400').id, debit: '310.00', description: 'Oakwood rent' }, { account_id: bank.body.id, credit: '310.00', description: 'Oakwood rent' }] });
  expect(rent.status).toBe(201);
  return { bank: bank.body as { id: number; display_name: string }, fees: numbered('6100') };
}

const CSV = (tag: string) => ['Date,Description,Amount', '05/04/2026,HARBOR CAFE CATERING,1250.00', '05/06/2026,OAKWOOD RENT PAYMENT,-310.00', `05/31/2026,SERVICE FEE ${tag},-42.50`, 'soon,TEA,-2.00', ''].join('\n');

async function walk(page: Page, w: Words) {
  const tag = `${w.lang}${Date.now().toString(36)}`;
  const { bank, fees } = await booksFor(page, tag);

  // A bank rule: the bank's service fee goes to Bank Fees.
  const rules = await openBankingTab(page, w, w.rules);
  await rules.getByRole('button', { name: w.add, exact: true }).click();
  const rule = windowOf(page, w.rule);
  await rule.getByRole('textbox', { name: w.name, exact: true }).fill(`Fee ${tag}`);
  await rule.getByRole('textbox', { name: w.contains, exact: true }).fill(`FEE ${tag}`);
  await pick(rule, w.account, fees.display_name.slice(0, 4), fees.display_name);
  await rule.getByRole('button', { name: w.save }).click();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `bank-rules?q=${encodeURIComponent(`Fee ${tag}`)}`)).body.items.length).toBe(1);
  await snap(page, `statement-rule-${w.lang}-${w.width}`);
  await rule.getByRole('button', { name: w.close, exact: true }).click();

  // The import: an OFX file asks no column mapping; the bank's CSV does.
  await rules.getByRole('navigation', { name: w.hub }).getByRole('button', { name: w.statements, exact: true }).click();
  const statements = windowOf(page, w.statements);
  await statements.getByRole('button', { name: w.add, exact: true }).click();
  const form = page.getByRole('dialog', { name: w.statement, exact: true });
  await expect(form).toBeVisible();
  await pick(form, w.bankAccount, bank.display_name.slice(0, 12), bank.display_name);
  // The file field says what it is in the person's language (not the browser's "Choose File"), then the file chosen.
  await expect(form).toContainText(w.chooseFile);
  await expect(form).toContainText(w.noFile);
  // A file the bank cut short is refused, saying so in the person's language.
  await form.locator('input[type=file]').setInputFiles('tests/fixtures/statements/truncated.ofx');
  await expect(form).toContainText('truncated.ofx');
  await form.getByRole('button', { name: w.save, exact: true }).click();
  await expect(form).toContainText(w.cutShort);
  await snap(page, `statement-refused-${w.lang}-${w.width}`);
  await form.locator('input[type=file]').setInputFiles('tests/fixtures/statements/checking-feb-mar.ofx');
  await expect(form.getByRole('textbox', { name: w.dateColumn, exact: true })).toHaveCount(0);
  await form.locator('input[type=file]').setInputFiles({ name: `walk-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(CSV(tag)) });
  await expect(form.getByRole('textbox', { name: w.dateColumn, exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: w.dateColumn, exact: true }).fill('Date');
  await form.getByRole('textbox', { name: w.descriptionColumn, exact: true }).fill('Description');
  await form.getByRole('textbox', { name: w.amountColumn, exact: true }).fill('Amount');
  await form.getByRole('textbox', { name: w.closing, exact: true }).fill(w.closingValue);
  await snap(page, `statement-import-${w.lang}-${w.width}`);
  await form.getByRole('button', { name: w.save, exact: true }).click();

  // The review: the deposit and the rent proposed surely, confirmed in one click.
  const review = page.getByRole('dialog', { name: new RegExp(`^${w.statement}`) }).filter({ hasText: `SERVICE FEE ${tag}` });
  await expect(review).toBeVisible();
  const confirmAll = review.getByRole('button', { name: w.confirmAll });
  await expect(confirmAll).toBeEnabled();
  // The line of the file that could not be read, in the person's language.
  await review.getByText(w.problems, { exact: true }).click();
  await expect(review).toContainText(w.problem);
  await snap(page, `statement-review-${w.lang}-${w.width}`);
  await confirmAll.click();
  await expect(review.getByTestId('statement-line').filter({ hasText: 'HARBOR CAFE' })).toContainText(w.lang === 'en' ? 'Matched' : 'Conciliada');

  // The fee line shows its rule; made an expense in one step.
  const fee = review.getByTestId('statement-line').filter({ hasText: `SERVICE FEE ${tag}` });
  await expect(fee).toContainText(`Fee ${tag}`);
  await fee.getByRole('button', { name: w.expense }).click();
  // The rule gave the account: nothing to choose (the account's list, open on its field, is closed first).
  const ask = page.getByRole('alertdialog', { name: w.expense });
  await ask.getByText(w.expense, { exact: true }).click();
  await ask.getByRole('button', { name: w.ok }).click();
  await expect(fee).toContainText(w.lang === 'en' ? 'Matched' : 'Conciliada');
  await snap(page, `statement-matched-${w.lang}-${w.width}`);

  // The reconciliation from the statement: nothing to hunt for.
  await review.getByRole('button', { name: w.reconcile }).click();
  const rec = page.getByRole('dialog', { name: w.reconciliation }).filter({ has: page.getByTestId('difference') });
  await expect(rec.getByTestId('difference')).toHaveText(w.zero);
  await snap(page, `statement-reconciliation-${w.lang}-${w.width}`);
  await rec.getByRole('button', { name: w.finish }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: w.ok }).click();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `reconciliations?filter[account_id]=${bank.id}`)).body.items[0]?.state).toBe('posted');
  const account = (await apiFromPage(page, 'GET', `accounts/${bank.id}?expand=balance`)).body;
  expect(account.balance).toBe('897.50');
  if (w.width <= 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
}

test('a bank statement walked through in English at 1400 px: import, confirm, an expense by a new rule, reconciled', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await walk(page, ENGLISH);
});

test('the same walk in Spanish at 600 px', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await speak(page, 'es');
  try {
    await page.setViewportSize({ width: 600, height: 1000 });
    await page.reload();
    await walk(page, SPANISH);
  } finally {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await speak(page, 'en');
  }
});

test('the Credit Cards gem opens the card charges, with the card’s related lists, and a charge is entered', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('link', { name: 'Accounting', exact: true }).first().click();
  await page.waitForURL(/\/accounting\/2/);
  await page.waitForLoadState('networkidle');
  const charges = windowOf(page, 'Credit Card Charges');
  await expect(async () => {
    if (!(await charges.isVisible())) await page.locator('[data-gem="179"]').click();
    await expect(charges).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(charges.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: 'Transfers', exact: true })).toBeVisible();
  await charges.getByRole('button', { name: 'Add', exact: true }).click();
  const form = windowOf(page, 'Credit Card Charge');
  await expect(form.getByRole('combobox', { name: 'Credit card account', exact: true })).toBeVisible();
  await snap(page, 'charge-new-1400');
  // Entered through the API as the form sends it; listed in the window.
  const chart = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; number: string }[];
  const made = await apiFromPage(page, 'POST', 'charges', { card_account_id: chart.find((a) => a.number === '2100')!.id, date: '2026-05-08', payee_name: 'Gem walk diner', lines: [{ account_id: chart.find((a) => a.number === '6300')!.id, amount: '23.40' }] });
  expect(made.status).toBe(201);
});
