import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, snap, windowOf } from './support';

test.use({ viewport: { width: 1400, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
});

/** Opens the Journal Entries gem from the Accounting area of the dock (a new user finds it there). */
async function openJournalEntries(page: Page) {
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Accounting', exact: true }).click();
  // A window belongs to the dock tab it is opened on: the gem is clicked once Accounting shows.
  await page.waitForURL(/\/accounting\/2/);
  await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();
  const list = windowOf(page, 'Journal Entries');
  // A gem clicked before the page has hydrated opens nothing: click again until its window shows.
  await expect(async () => {
    await page.locator('[data-gem="174"]').click();
    await expect(list).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return list;
}

test('a journal entry is made with the keyboard: picker, amounts, Enter to a new line, live totals', async ({ page }) => {
  const list = await openJournalEntries(page);
  await list.getByRole('button', { name: 'Add', exact: true }).click();
  const form = windowOf(page, 'Journal Entry');
  const memo = `Keyboard entry ${Date.now().toString(36)}`;

  // A new entry is dated today and starts with two lines.
  const date = form.getByRole('textbox', { name: 'Date', exact: true });
  const now = new Date();
  await expect(date).toHaveValue(`${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}/${now.getFullYear()}`);
  await expect(form.getByRole('combobox', { name: 'Account 2' })).toBeVisible();

  await date.focus();
  await page.keyboard.press('Tab'); // the date's calendar button
  await page.keyboard.press('Tab'); // number
  await page.keyboard.press('Tab'); // memo
  await page.keyboard.type(memo);
  await page.keyboard.press('Tab'); // adjusting entry
  await page.keyboard.press('Tab'); // account 1: the list opens with the first accounts
  const account1 = form.getByRole('combobox', { name: 'Account 1' });
  await expect(account1).toBeFocused();
  await expect(account1).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.type('Business');
  await expect(page.getByRole('option', { name: 'Business Savings' })).toBeVisible();
  // In title order: Business Checking, Business Credit Card, Business Savings.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Business Savings' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(account1).toHaveValue('Business Savings');
  await expect(account1).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await page.keyboard.type('250.00');
  for (const _ of ['credit 1', 'description 1', 'classification 1', 'remove line 1', 'account 2']) await page.keyboard.press('Tab');

  const account2 = form.getByRole('combobox', { name: 'Account 2' });
  await expect(account2).toBeFocused();
  await page.keyboard.type('Capital');
  await expect(page.getByRole('option', { name: "Owner's Capital" })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(account2).toHaveValue("Owner's Capital");
  await page.keyboard.press('Tab'); // debit 2
  await page.keyboard.press('Tab'); // credit 2
  await page.keyboard.type('250.00');
  await page.keyboard.press('Tab'); // description 2
  await page.keyboard.press('Tab'); // classification 2, the last cell: its list opens
  await page.keyboard.press('Escape'); // closes the list, not the window
  await page.keyboard.press('Enter'); // line 2 is not blank: adds line 3 and goes to its account
  await expect(form.getByRole('combobox', { name: 'Account 3' })).toBeFocused();

  await expect(form.locator('[data-total="debits"]')).toHaveText('250.00');
  await expect(form.locator('[data-total="credits"]')).toHaveText('250.00');
  await expect(form.locator('[data-total="difference"]')).toHaveText('0.00');
  await snap(page, 'journal-entry-keyboard-1400');

  // Esc closes the open list (not the window); Enter on the blank last line then saves. The empty third line is left out.
  await page.keyboard.press('Escape');
  await expect(form).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved')).toBeVisible();
  const saved = (await apiFromPage(page, 'GET', 'journal-entries?sort=-id&per-page=1')).body.items[0];
  expect(saved).toMatchObject({ memo, amount: '250.00' });
  await expect(list.getByRole('row').filter({ has: page.getByRole('cell', { name: String(saved.number), exact: true }) })).toBeVisible();
});

test('a check is written to a vendor chosen by name, from a bank account picker offering only banks', async ({ page }) => {
  await page.goto(at('demo', '/accounting/2?w=list:checks'));
  await windowOf(page, 'Checks').getByRole('button', { name: 'Add', exact: true }).click();
  const form = windowOf(page, 'Check');

  const bank = form.getByRole('combobox', { name: 'Bank account', exact: true });
  await bank.click();
  await expect(page.getByRole('option', { name: 'Business Checking' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Business Savings' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Business Credit Card' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Accounts Payable' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Business Checking' }).click();
  await expect(bank).toHaveValue('Business Checking');

  // The payee is a picker of the type chosen first: vendors, by name.
  const payee = form.getByRole('combobox', { name: 'Payee', exact: true });
  await expect(form.getByRole('textbox', { name: 'Payee', exact: true })).toBeDisabled();
  await form.getByRole('combobox', { name: 'Payee type', exact: true }).selectOption({ label: 'Vendor' });
  await payee.fill('Vandel');
  await expect(page.getByText('No available options')).toBeVisible(); // a customer, not a vendor
  await payee.fill('Tri-S');
  await page.getByRole('option', { name: 'Tri-State Electric' }).click();
  await expect(payee).toHaveValue('Tri-State Electric');

  await form.getByRole('combobox', { name: 'Account 1' }).fill('Office');
  await page.getByRole('option', { name: 'Office Supplies' }).click();
  await form.getByRole('textbox', { name: 'Amount 1' }).fill('75.00');
  await snap(page, 'check-vendor-1400');
  await page.setViewportSize({ width: 600, height: 900 });
  await snap(page, 'check-vendor-600');
  await form.getByRole('button', { name: 'save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  const checks = await apiFromPage(page, 'GET', 'checks?sort=-id&per-page=1');
  const vendors = await apiFromPage(page, 'GET', 'vendors?q=Tri-State');
  expect(checks.body.items[0]).toMatchObject({ payee_type: 'vendor', payee_id: vendors.body.items[0].id, payee_name: 'Tri-State Electric', amount: '75.00' });
});

test('unsaved changes are kept or discarded only after asking, on Esc and on close', async ({ page }) => {
  await page.goto(at('demo', '/crm/10?w=form:customers:new'));
  const form = windowOf(page, 'Customer');
  const name = form.getByRole('textbox', { name: 'Display name', exact: true });
  await name.fill('Kramerica Industries');
  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

  // Esc asks; Esc again (or Keep editing) stays, with the edits.
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await snap(page, 'unsaved-changes');
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(form).toBeVisible();
  await expect(name).toHaveValue('Kramerica Industries');

  await form.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(name).toHaveValue('Kramerica Industries');

  // Addresses are a small card each, their street line as wide as the card.
  const street = form.getByRole('textbox', { name: 'Address 1', exact: true });
  expect((await street.boundingBox())!.width).toBeGreaterThan(200);
  // The card is the innermost fieldset holding the street (the form's fields are a fieldset too).
  const card = form.locator('fieldset fieldset').filter({ has: page.getByRole('textbox', { name: 'Address 1', exact: true }) });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'test-results/screens/address-card-1400.png' });
  await page.setViewportSize({ width: 600, height: 900 });
  await card.screenshot({ path: 'test-results/screens/address-card-600.png' });
  await page.setViewportSize({ width: 1400, height: 900 });

  await form.getByRole('button', { name: 'close', exact: true }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();

  // A form nobody changed closes without asking.
  await page.goto(at('demo', '/crm/10?w=form:customers:new'));
  await windowOf(page, 'Customer').getByRole('textbox', { name: 'Display name', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await expect(windowOf(page, 'Customer')).toBeHidden();
});
