import { expect, test } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, windowOf, rowAction } from './support';

const STAFF = { email: 'staff@demo.test', password: 'demo12345' };

// Secure Item (214): an administrator secures a customer to herself; the staff user no longer finds
// it in the list and the API answers 404; opened to everyone again, they do.
test('a customer secured to chosen users is hidden from everyone else', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const name = `Quiet Client ${Date.now().toString(36)}`;
  const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: name })).body;
  await page.goto(at('demo', '/crm/10'));
  await page.locator('[data-gem="34"]').click();
  const list = windowOf(page, 'Customers');
  await list.getByRole('searchbox').fill(name);
  const row = list.getByRole('row').filter({ hasText: name });
  await rowAction(row, 'Secure');
  const dialog = page.getByRole('dialog', { name: 'Secure' });
  await dialog.getByRole('checkbox', { name: 'Dana Admin' }).check();
  await page.screenshot({ path: 'test-results/screens/secure-dialog-1400.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Secured to 1 user')).toBeVisible();

  const other = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const staff = await other.newPage();
  await signIn(staff, 'demo', STAFF.email, STAFF.password);
  await staff.goto(at('demo', '/crm/10'));
  await staff.locator('[data-gem="34"]').click();
  const theirs = windowOf(staff, 'Customers');
  await theirs.getByRole('searchbox').fill(name);
  await expect(theirs.getByText(/0 records/)).toBeVisible();
  expect((await apiFromPage(staff, 'GET', `customers/${customer.id}`)).status).toBe(404);

  // Nobody chosen: open to everyone again.
  await rowAction(row, 'Secure');
  await dialog.getByRole('checkbox', { name: 'Dana Admin' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Open to everyone')).toBeVisible();
  expect((await apiFromPage(staff, 'GET', `customers/${customer.id}`)).status).toBe(200);
  await other.close();
});
