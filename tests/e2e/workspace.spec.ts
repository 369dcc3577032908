import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, snap, speak, rowAction, rowActionNames } from './support';

const windowOf = (page: Page, header: string) => page.locator('section[role="dialog"]').filter({ has: page.getByRole('heading', { name: header, exact: true }) });

/** Opens the Customers gem of the CRM tab (a new user's CRM tab holds it: lib/workspace/gems.ts defaultGems). */
async function openCustomers(page: Page) {
  await page.getByRole('link', { name: 'CRM', exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/10/);
  await page.locator('section[data-loaded="true"]').waitFor();
  await page.locator('[data-gem="34"]').click();
  const list = windowOf(page, 'Customers');
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  return list;
}

for (const width of [1400, 600]) {
  test.describe(`the workspace at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('customers: add the gem, create with an error first, bookmark, inactivate', async ({ page }) => {
      const name = `Bania Comedy ${width}-${Date.now().toString(36)}`;
      await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
      const list = await openCustomers(page);
      await snap(page, `customers-list-${width}`);

      await list.getByRole('button', { name: 'Add', exact: true }).click();
      const form = windowOf(page, 'Customer');
      await form.getByRole('textbox', { name: 'Display name', exact: true }).fill(name);
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
      await form.getByRole('button', { name: 'save' }).click();
      await expect(form.getByText('E-mail is not a valid email address.')).toBeVisible();
      await snap(page, `customer-form-error-${width}`);
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('kenny@bania.test');
      await form.getByRole('button', { name: 'save' }).click();
      await expect(page.getByText('Saved')).toBeVisible();
      await form.getByRole('button', { name: 'close', exact: true }).click();

      await list.getByRole('searchbox').fill(name);
      const row = list.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await rowAction(row, 'Bookmark');
      await expect.poll(() => rowActionNames(row)).toContain('Remove bookmark');
      await list.getByRole('searchbox').fill('');
      await list.getByRole('button', { name: 'My bookmarks' }).click();
      await expect(list.getByRole('row').filter({ hasText: name })).toBeVisible();

      await list.getByRole('button', { name: 'All', exact: true }).click();
      await list.getByRole('searchbox').fill(name);
      await rowAction(list.getByRole('row').filter({ hasText: name }), 'Inactivate');
      await expect(list.getByText('No results found')).toBeVisible();
      await list.getByRole('searchbox').fill('');
      await list.getByRole('button', { name: 'Inactive', exact: true }).click();
      await expect(list.getByRole('row').filter({ hasText: name })).toBeVisible();
    });

    test('windows drag, minimise, restore, close, and come back after a reload', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const list = await openCustomers(page);
  const before = await list.boundingBox();
  const bar = list.locator('header');
  const box = (await bar.boundingBox())!;
  await page.mouse.move(box.x + 200, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 320, box.y + 140, { steps: 8 });
  await page.mouse.up();
  const after = (await list.boundingBox())!;
  // Below 640px a window takes the whole width: it moves only up and down.
  expect(Math.round(after.x - before!.x)).toBe(width < 640 ? 0 : 120);
  expect(Math.round(after.y - before!.y)).toBe(140 - box.height / 2 + 0);

  await page.reload();
  const again = windowOf(page, 'Customers');
  await expect(again).toBeVisible();
  const restored = (await again.boundingBox())!;
  expect(Math.round(restored.x)).toBe(Math.round(after.x));
  expect(Math.round(restored.y)).toBe(Math.round(after.y));

  await again.getByRole('button', { name: 'Minimise' }).click();
  await expect(again).toBeHidden();
  await page.getByRole('navigation', { name: 'Minimised windows' }).getByRole('button', { name: /Customers/ }).click();
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toBeHidden();
  await expect(page).not.toHaveURL(/w=/);
});

    test('the top bar switches every text to Spanish and back', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openCustomers(page);
  await speak(page, 'es');
  await expect(page.getByRole('link', { name: 'Contabilidad' })).toBeVisible();
  // Below 1024px the top bar's buttons are in its menu.
  if (width < 1024) {
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  } else await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  const list = windowOf(page, 'Clientes');
  await expect(list.getByRole('button', { name: 'Mis marcadores' })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
  await snap(page, `workspace-es-${width}`);
  await speak(page, 'en');
  await expect(page.getByRole('link', { name: 'Accounting' })).toBeVisible();
});
  });
}

test('a prospect converts to a customer only after confirming it cannot be reversed', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/crm/10?w=list:prospects'));
  const list = windowOf(page, 'Prospects');
  const row = list.getByRole('row').filter({ hasText: 'Sue Ellen Mischke Holdings' });
  await rowAction(row, 'Convert to customer');
  const confirmation = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText('cannot be reversed');
  await confirmation.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText('Converted to a customer')).toBeVisible();
  await expect.poll(() => rowActionNames(row)).not.toContain('Convert to customer');
});

test('notifications show who did what, and can be marked read', async ({ page }) => {
  await signIn(page, 'demo', 'staff@demo.test', 'demo12345');
  const list = await openCustomers(page);
  // Found by name: the tests before this one add customers of their own to the first page.
  await list.getByRole('searchbox').fill('Vandelay');
  await rowAction(list.getByRole('row').filter({ hasText: 'Vandelay Industries' }), 'Announce');
  const dialog = page.getByRole('dialog', { name: 'Announce' });
  await dialog.getByRole('checkbox', { name: 'Dana Admin' }).check();
  await expect(dialog.getByTestId('multi-select-summary')).toHaveText('Dana Admin');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('1 user told')).toBeVisible();
  await page.getByRole('button', { name: 'Sign-Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover).toContainText('Sam Staff');
  await expect(popover).toContainText('Vandelay Industries');
  await snap(page, 'notifications');
  await popover.getByRole('button', { name: 'Mark As Read' }).first().click();
});

test('the books open from gems: balance sheet totals balance', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/reports/7?w=report:balance-sheet'));
  const report = windowOf(page, 'Balance Sheet');
  await expect(report.locator('[data-total="difference"]')).toHaveText('$0.00');
  await snap(page, 'balance-sheet');
});

test('a journal entry is posted from its window, refused first while unbalanced', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/accounting/2?w=form:journal-entries:new'));
  const form = windowOf(page, 'Journal Entry');
  await form.getByLabel('Date').fill('2026-11-02');
  await form.getByLabel('Memo').fill('Owner puts in cash');
  const pick = async (row: number, text: string, option: string) => {
    await form.locator(`[id$="-lines-${row}-account_id"]`).fill(text);
    await page.getByRole('option', { name: option }).click();
  };
  await pick(0, 'Checking', 'Business Checking');
  await form.getByLabel('Debit 1').fill('250.00');
  await pick(1, 'Capital', "Owner's Capital");
  await form.getByLabel('Credit 2').fill('200.00');
  await form.getByRole('button', { name: 'save' }).click();
  await expect(form.getByText(/Debits and credits must be equal/)).toBeVisible();
  await form.getByLabel('Credit 2').fill('250.00');
  await form.getByRole('button', { name: 'save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await snap(page, 'journal-entry');
  await page.goto(at('demo', '/accounting/2?w=list:journal-entries'));
  await expect(windowOf(page, 'Journal Entries').getByRole('row').filter({ hasText: '$250.00' }).first()).toBeVisible();
});

test('the list window pages by cursors: next, last, previous and first land where page numbers put them', async ({ page }) => {
  const slug = `pager-${Date.now().toString(36)}`;
  await page.goto(at(null, '/signup'));
  const made = await apiFromPage(page, 'POST', 'site/signup', { company_name: 'Pager Co', slug, display_name: 'Pat Pager', email: 'pat@pager.test', password: 'pager-pass-1' });
  expect(made.status).toBe(201);
  await signIn(page, slug, 'pat@pager.test', 'pager-pass-1');
  for (let n = 1; n <= 45; n++) {
    expect((await apiFromPage(page, 'POST', 'customers', { display_name: `Pager ${String(n).padStart(2, '0')}` })).status).toBe(201);
  }
  await page.goto(at(slug, '/crm/10?w=list:customers'));
  const list = windowOf(page, 'Customers');
  const footer = list.getByRole('navigation', { name: 'Pages' });
  await expect(footer).toContainText('Page 1 of 3');
  await expect(list.getByRole('row').nth(1)).toContainText('Pager 45');
  await footer.getByRole('button', { name: 'Next' }).click();
  await expect(list.getByRole('row').nth(1)).toContainText('Pager 25');
  await expect(footer).toContainText('Page 2 of 3');
  await footer.getByRole('button', { name: 'Last page' }).click();
  // The rows first: the footer's page number changes before the page's rows arrive.
  await expect(list.getByRole('row')).toHaveCount(6);
  await expect(list.getByRole('row').nth(1)).toContainText('Pager 05');
  await expect(footer).toContainText('Page 3 of 3');
  await expect(footer.getByRole('button', { name: 'Next' })).toBeDisabled();
  await footer.getByRole('button', { name: 'Previous' }).click();
  await expect(list.getByRole('row').nth(1)).toContainText('Pager 25');
  await expect(list.getByRole('row').last()).toContainText('Pager 06');
  await expect(footer).toContainText('Page 2 of 3');
  await footer.getByRole('button', { name: 'First page' }).click();
  await expect(list.getByRole('row').nth(1)).toContainText('Pager 45');
  await expect(footer).toContainText('Page 1 of 3');
  await expect(footer.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('a list shows its cells by the kinds /meta gives: references by their title, money, dates, labels per resource', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const account = async (q: string, name: string) => (await apiFromPage(page, 'GET', `accounts?q=${encodeURIComponent(q)}`)).body.items.find((a: { display_name: string }) => a.display_name === name);
  const checking = await account('Checking', 'Business Checking');
  const capital = await account('Capital', "Owner's Capital");
  const tag = Date.now().toString(36);
  const memo = `Kinds ${tag}`;
  const lines = [
    { account_id: checking.id, debit: '1234.50', description: memo },
    { account_id: capital.id, credit: '1234.50', description: memo },
  ];
  const entry = await apiFromPage(page, 'POST', 'journal-entries', { date: '2026-11-03', number: `K-${tag}`, memo, lines });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  await page.goto(at('demo', '/accounting/2?w=list:journal-view'));
  const list = windowOf(page, 'Journal Entries');
  await list.getByRole('searchbox').fill(memo);
  const row = list.getByRole('row').filter({ hasText: memo }).filter({ hasText: 'Business Checking' });
  await expect(row).toContainText('$1,234.50');
  await expect(row).toContainText('11/03/2026');
  await expect(row).toContainText(`K-${tag}`);
  await expect(list.getByRole('columnheader', { name: 'Category' })).toBeVisible();
  await page.goto(at('demo', '/accounting/2?w=list:checks'));
  await expect(windowOf(page, 'Checks').getByRole('columnheader', { name: 'Check number' })).toBeVisible();
});
