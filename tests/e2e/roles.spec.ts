import { expect, test } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, pick, signIn, snap, speak, windowOf } from './support';

// An administrator makes a read-only role and a user with it; that user sees the Payables lists
// without their write buttons, and the API refuses their writes with 403.
test('a read-only role: made in the rights grid, given to a user, who cannot write', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/tools/11'));
  await page.locator('[data-gem="89"]').click();
  const users = windowOf(page, 'Users');
  await users.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: 'Roles' }).click();
  const roles = windowOf(page, 'Roles');
  await expect(roles.getByRole('row').filter({ hasText: 'Read-only' })).toBeVisible();
  await roles.getByRole('button', { name: 'Add', exact: true }).click();

  const form = windowOf(page, 'Role');
  // A name of this run's own: a retry finds the first run's role already there.
  const roleName = `Viewers ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName);
  await form.getByRole('checkbox', { name: 'Every other section: View' }).check();
  // Invoices may also be printed: a section of its own, then.
  await form.getByRole('checkbox', { name: 'Invoices: Print' }).check();
  await expect(form.getByRole('checkbox', { name: 'Invoices: View' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Bills: Create' })).not.toBeChecked();
  await page.screenshot({ path: 'test-results/screens/role-form-1400.png' });
  await form.getByRole('button', { name: 'save', exact: true }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  const role = (await apiFromPage(page, 'GET', `roles?q=${encodeURIComponent(roleName)}`)).body.items[0];
  expect(role.rights).toEqual({ '*': ['view'], invoice: ['view', 'print'] });
  await form.getByRole('button', { name: 'close', exact: true }).click();

  await roles.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: 'Users' }).click();
  await windowOf(page, 'Users').getByRole('button', { name: 'Add', exact: true }).click();
  const userForm = windowOf(page, 'User');
  const email = `vera.${Date.now()}@demo.test`;
  await userForm.getByLabel('Display name').fill('Vera Viewer');
  await userForm.getByLabel('E-mail').fill(email);
  await userForm.getByLabel('Password').fill('viewer-password-1');
  await pick(userForm, 'Role', roleName, roleName);
  await userForm.getByRole('button', { name: 'save', exact: true }).click();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `users?q=${encodeURIComponent(email)}`)).body.items.length).toBe(1);

  const other = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const vera = await other.newPage();
  await signIn(vera, 'demo', email, 'viewer-password-1');
  await vera.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Payables', exact: true }).click();
  await vera.locator('[data-gem="140"]').click();
  const bills = windowOf(vera, 'Bills');
  await expect(bills.getByRole('navigation', { name: 'Related lists' })).toBeVisible();
  await expect(bills.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  // The Users gem's roles tab is still readable; the API refuses every write.
  expect((await apiFromPage(vera, 'POST', 'ap-bills', {})).status).toBe(403);
  expect((await apiFromPage(vera, 'POST', 'customers', { display_name: 'Nope' })).status).toBe(403);
  expect((await apiFromPage(vera, 'GET', 'ap-bills')).status).toBe(200);
  await vera.screenshot({ path: 'test-results/screens/read-only-payables-1400.png' });
  await other.close();
});

// A billing clerk's role sees invoices and customers but not the books: the dashboard leaves out
// the bank balances, the year's figures and the books' report gems; the receivables reports open,
// without the deposits' one; the API refuses the books' reports. At 600 px, in Spanish.
test('a role without the books sees no balances or books reports, on the desk or from the API', async ({ page, browser }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const roleName = `Billing clerks ${Date.now().toString(36)}`;
  const role = await apiFromPage(page, 'POST', 'roles', { display_name: roleName, rights: { invoice: ['view', 'create', 'edit'], customer: ['view'] } });
  expect(role.status).toBe(201);
  const email = `bill.${Date.now()}@demo.test`;
  expect((await apiFromPage(page, 'POST', 'users', { display_name: 'Bill Clerk', email, password: 'clerk-password-1', role_id: role.body.id })).status).toBe(201);

  const other = await browser.newContext({ viewport: { width: 600, height: 900 } });
  const clerk = await other.newPage();
  await signIn(clerk, 'demo', email, 'clerk-password-1');
  await speak(clerk, 'es');
  try {
    await expect(clerk.getByRole('heading', { name: 'Requiere atención' })).toBeVisible();
    await expect(clerk.getByRole('heading', { name: 'Efectivo en el banco' })).toHaveCount(0);
    // The dashboard's Profit and Loss and Balance Sheet gems read the books: not offered.
    await expect(clerk.locator('[data-gem="187"], [data-gem="59"]')).toHaveCount(0);
    await snap(clerk, 'billing-clerk-dashboard-600-es');
    await clerk.getByRole('navigation', { name: 'Base' }).getByRole('link', { name: 'Facturación', exact: true }).click();
    await clerk.locator('[data-gem="42"]').click();
    const aging = windowOf(clerk, 'Cuentas por cobrar por antigüedad');
    await expect(aging.getByRole('table')).toBeVisible();
    const switcher = aging.getByRole('combobox', { name: 'Informe' });
    await expect(switcher.getByRole('option', { name: 'Cuentas por cobrar abiertas' })).toHaveCount(1);
    await expect(switcher.getByRole('option', { name: 'Fondos no depositados' })).toHaveCount(0);
    await snap(clerk, 'billing-clerk-aging-600-es');
    expect((await apiFromPage(clerk, 'GET', 'reports/trial-balance')).status).toBe(403);
    expect((await apiFromPage(clerk, 'GET', 'reports/receivables-aging')).status).toBe(200);
  } finally {
    await speak(clerk, 'en');
    await other.close();
  }
});
