import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, windowOf } from './support';

/** The element's box lies wholly inside the viewport. */
async function expectInViewport(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
  return box;
}

test.describe('the desktop at 1400px', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('windows opened one after another cascade inside the viewport, focus on their search box and first field', async ({ page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(at('demo', '/crm/10?w=list:customers'));
    const list = windowOf(page, 'Customers');
    await expect(list.getByRole('searchbox')).toBeFocused();

    await list.getByRole('button', { name: 'Add', exact: true }).click();
    const form = windowOf(page, 'Customer');
    await expect(form.getByRole('textbox', { name: 'Display name', exact: true })).toBeFocused();

    const first = await expectInViewport(page, list);
    const second = await expectInViewport(page, form);
    expect(Math.abs(first.x - second.x) + Math.abs(first.y - second.y)).toBeGreaterThanOrEqual(24);
  });

  test('a form window is titled by the record, not its id', async ({ page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(at('demo', '/crm/10?w=list:customers'));
    const list = windowOf(page, 'Customers');
    await list.getByRole('searchbox').fill('Vandelay');
    await list.getByRole('row').filter({ hasText: 'Vandelay Industries' }).getByRole('button', { name: 'Edit', exact: true }).click();
    const form = windowOf(page, 'Customer');
    await expect(form.locator('header')).toContainText('Customer: Vandelay Industries');
    await expect(form.locator('header')).not.toContainText('#');
  });

  test("switching dock tabs hides the other tab's windows and shows them again", async ({ page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(at('demo', '/crm/10?w=list:customers'));
    const list = windowOf(page, 'Customers');
    await expect(list).toBeVisible();

    await page.getByRole('link', { name: 'Accounting', exact: true }).click();
    await expect(page).toHaveURL(/\/accounting\/2/);
    await expect(list).toBeHidden();
    const tray = page.getByRole('navigation', { name: 'Minimised windows' });
    await expect(tray.getByRole('button', { name: /Customers/ })).toBeVisible();

    await page.getByRole('link', { name: 'CRM', exact: true }).click();
    await expect(page).toHaveURL(/\/crm\/10/);
    await expect(list).toBeVisible();
    await expect(tray).toBeHidden();
  });

  test('the notifications popover shows whole, and Esc closes it giving the focus back to its button', async ({ page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popover).toBeVisible();
    await expect(popover).toHaveAttribute('aria-modal', 'true');
    const box = await expectInViewport(page, popover.getByTestId('notifications-list'));
    expect(box.height).toBeGreaterThan(30);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('the minimised-window tray stands above the windows', async ({ page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(at('demo', '/crm/10?w=~list:prospects,list:customers'));
    await expect(windowOf(page, 'Customers')).toBeVisible();
    // Clickable where it overlaps the window (Playwright refuses a click on a covered button).
    await page.getByRole('navigation', { name: 'Minimised windows' }).getByRole('button', { name: /Prospects/ }).click({ trial: true });
  });
});

test.describe('the desktop at 600px', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the top bar gathers its buttons in a menu and the dock scrolls: Planner and Sign-Out are reachable', async ({ page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page.getByRole('button', { name: 'Sign-Out' })).toBeHidden();
    await page.getByRole('link', { name: 'Planner', exact: true }).click();
    await expect(page).toHaveURL(/\/planner/);

    await page.goto(at('demo', '/crm/10?w=list:customers'));
    await expectInViewport(page, windowOf(page, 'Customers'));

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign-Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('windows named for what they show', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a record’s form is named by its record; the chart of accounts searches and lists inactive accounts; a ledger line opens its check', async ({ page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const vandelay = (await apiFromPage(page, 'GET', 'customers?q=Vandelay')).body.items[0].id;
    await page.goto(at('demo', `/crm/10?w=form:customers:${vandelay}`));
    await expect(page.getByRole('dialog', { name: 'Customer Vandelay Industries', exact: true })).toBeVisible();

    await page.goto(at('demo', '/accounting/2?w=list:accounts'));
    const chart = windowOf(page, 'Chart of Accounts');
    await expect(chart.getByRole('button', { name: 'Business Checking' })).toBeVisible();
    await chart.getByRole('searchbox', { name: 'Search' }).fill('saving');
    await expect(chart.getByRole('button', { name: 'Business Checking' })).toBeHidden();
    await expect(chart.getByRole('button', { name: 'Business Savings' })).toBeVisible();
    await chart.getByRole('searchbox', { name: 'Search' }).fill('');
    await chart.getByRole('button', { name: 'Inactive' }).click();
    await expect(chart.getByRole('button', { name: 'Business Checking' })).toBeHidden();

    await chart.getByRole('button', { name: 'All accounts', exact: true }).click();
    await chart.getByRole('button', { name: 'Business Checking' }).click();
    const ledger = windowOf(page, 'Ledger');
    await expect(ledger.getByRole('row').nth(2)).toBeVisible();
    // The window shows the year to date: a check of it, by its journal's number.
    const bank = (await apiFromPage(page, 'GET', 'accounts?q=Business Checking')).body.items[0].id;
    const year = new Date().getFullYear();
    const lines = (await apiFromPage(page, 'GET', `accounts/${bank}/ledger?from=${year}-01-01&to=${year}-12-31&per-page=200`)).body.items;
    const checkLine = lines.find((l: { source: { collection: string } }) => l.source.collection === 'checks');
    await ledger.getByRole('button', { name: `Open entry ${checkLine.number}`, exact: true }).click();
    await expect(page.getByRole('dialog', { name: /^Check .+$/ })).toBeVisible();
  });
});
