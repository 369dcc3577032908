import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, windowOf } from './support';

const today = () => new Date().toLocaleDateString('en-CA');

/** Posts an entry today that this month's trial balance must show: Dr an expense, Cr the bank. */
async function postToday(page: Page, amount: string, memo: string) {
  const find = async (q: string) => (await apiFromPage(page, 'GET', `accounts?q=${encodeURIComponent(q)}`)).body.items[0];
  const [expense, bank] = [await find('Office'), (await apiFromPage(page, 'GET', 'accounts?filter[type]=1')).body.items[0]];
  const res = await apiFromPage(page, 'POST', 'journal-entries', { date: today(), memo, lines: [{ account_id: expense.id, debit: amount }, { account_id: bank.id, credit: amount }] });
  expect(res.status).toBe(201);
  return { expense, bank };
}

for (const width of [1400, 600]) {
  test.describe(`reports at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the trial balance opens from the reports dock, takes presets, drills into a ledger and exports CSV', async ({ page }) => {
      test.setTimeout(150_000); // five windows and a download on a shared machine
      await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
      // The CSV speaks the person's kept language: English, whatever an earlier test left.
      const me = (await apiFromPage(page, 'GET', 'site/me')).body;
      expect((await apiFromPage(page, 'PUT', `users/${me.id}`, { locale: 'en' })).status).toBe(200);
      const stamp = Date.now().toString(36);
      const [amount, memo] = width === 1400 ? ['41.27', `Printer paper, wide screen ${stamp}`] : ['6.10', `Printer paper, narrow screen ${stamp}`];
      const { expense } = await postToday(page, amount, memo);
      const monthEnd = new Date(Date.UTC(Number(today().slice(0, 4)), Number(today().slice(5, 7)), 0)).toISOString().slice(0, 10);
      const tb = await apiFromPage(page, 'GET', `reports/trial-balance?date=${monthEnd}`);
      const expenseDebit = Number(tb.body.rows.find((r: { account_id: number }) => r.account_id === expense.id).debit).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

      await page.getByRole('link', { name: 'Reports', exact: true }).click();
      await expect(page).toHaveURL(/\/reports\/7/);
      await page.locator('section[data-loaded="true"]').waitFor();
      // A new user's Reports tab holds every report gem (lib/workspace/gems.ts defaultGems).
      await page.locator('[data-gem="186"]').click();
      const report = windowOf(page, 'Trial Balance');
      await expect(report.getByRole('columnheader', { name: 'Debit' })).toBeVisible();
      await expect(report.getByRole('columnheader', { name: 'Credit' })).toBeVisible();

      const period = report.getByRole('combobox', { name: 'Period', exact: true });
      await period.selectOption({ label: 'Last year' });
      const lastYear = String(Number(today().slice(0, 4)) - 1);
      await expect(report.getByLabel('From', { exact: true })).toHaveValue(`01/01/${lastYear}`);
      await expect(report.getByLabel('To', { exact: true })).toHaveValue(`12/31/${lastYear}`);
      await period.selectOption({ label: 'This month' });
      await expect(report.getByLabel('From', { exact: true })).toHaveValue(`${today().slice(5, 7)}/01/${today().slice(0, 4)}`);
      const row = report.getByRole('row').filter({ hasText: expense.display_name });
      await expect(row).toContainText(expenseDebit);
      const debits = await report.locator('[data-total="debit"]').textContent();
      await expect(report.locator('[data-total="credit"]')).toHaveText(debits!);
      await page.screenshot({ path: `test-results/screens/trial-balance-${width}.png` });

      // The expense's debit opens its ledger for the month: today's line, with its running balance.
      await row.getByRole('button').first().click();
      const ledger = windowOf(page, 'Ledger');
      const line = ledger.getByRole('row').filter({ hasText: memo });
      await expect(line).toContainText(`$${amount}`);
      await expect(ledger.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
      await expect(ledger.locator('[data-closing]')).toHaveText(await ledger.locator('[data-balance]').last().innerText());
      await page.screenshot({ path: `test-results/screens/ledger-${width}.png` });
      await line.getByRole('button').click();
      const entry = windowOf(page, 'Journal Entry');
      await expect(entry.getByLabel('Memo')).toHaveValue(memo);
      await entry.getByRole('button', { name: 'Close', exact: true }).click();

      // The CSV: title block, then readable headers.
      const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('link', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^trial-balance-demo-${today().slice(0, 7)}-\\d{2}\\.csv$`));
      const lines = (await readFile((await download.path())!, 'utf8')).split('\n');
      expect(lines[0]).toBe('Trial Balance');
      expect(lines[2]).toMatch(/^"As of /);
      expect(lines[4]).toBe('Number,Account,Type,Debit,Credit');
    });
  });
}

test('income vs expense is drawn with months on its axis', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/accounting/2?w=report:income-vs-expense'));
  const report = windowOf(page, 'Income vs Expense');
  const chart = report.getByRole('figure', { name: 'Income and expense by month' });
  await expect(chart.locator('.recharts-wrapper > svg')).toBeVisible();
  for (const month of ['Jan', 'Jun', 'Dec']) await expect(chart.locator('svg text', { hasText: new RegExp(`^${month}$`) })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/income-vs-expense.png' });
});

test('the chart of accounts is grouped by type, by number, and an account opens its ledger', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/accounting/2?w=list:accounts'));
  const chart = windowOf(page, 'Chart of Accounts');
  await expect(chart.locator('caption').first()).toHaveText('Bank');
  const numbers = (await chart.locator('table').first().locator('tbody tr td:first-child').allInnerTexts()).filter(Boolean);
  expect(numbers).toEqual([...numbers].sort());
  await page.screenshot({ path: 'test-results/screens/chart-of-accounts.png' });
  await chart.locator('tbody tr').first().getByRole('button').first().click();
  await expect(windowOf(page, 'Ledger').locator('[data-closing]')).toBeVisible();
});
