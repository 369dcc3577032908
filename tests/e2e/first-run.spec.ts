import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn, snap } from './support';

test('the demo dashboard shows its cash, its year and what needs attention, and its gems open windows', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const cash = page.getByRole('region', { name: 'Cash in the bank' });
  await expect(cash.getByRole('button', { name: /Business Checking/ })).toBeVisible();
  const year = page.getByRole('region', { name: /so far$/ });
  await expect(year.getByText('Net income', { exact: true })).toBeVisible();
  await expect(year.getByRole('img', { name: 'Net income by month' })).toBeVisible();
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('button', { name: '1 document left as a draft' })).toBeVisible();
  await expect(attention.getByRole('button', { name: /bank lines? of past months not reconciled/ })).toBeVisible();
  await snap(page, 'dashboard-first-run');

  // The dashboard's gems are there from the first sign-in, and open real windows.
  await page.locator('[data-gem="177"]').click();
  await expect(page.getByRole('dialog', { name: 'Checks', exact: true })).toBeVisible();
});

test('the setup checklist opens each step’s window and can be dismissed', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const setup = page.getByRole('region', { name: /Set up your company/ });
  await expect(setup.getByText('3 of 4 done')).toBeVisible();
  await setup.getByRole('button', { name: /Company details and fiscal year/ }).click();
  await expect(page.getByRole('dialog', { name: 'Configuration and Settings', exact: true })).toBeVisible();
  await setup.getByRole('button', { name: 'Dismiss' }).click();
  await expect(setup).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cash in the bank' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Set up your company/ })).toHaveCount(0);
});

test('Add Gems offers only gems that open a window, with their descriptions', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  // Billing offers Receivables Items (already there) and Sales Order, whose window came with sales orders.
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.locator('[data-gem="136"]')).toBeVisible();
  await page.getByRole('button', { name: '+ Add Gems' }).click();
  let gems = page.getByRole('dialog', { name: 'Add Gems', exact: true });
  await expect(gems.getByRole('row', { name: /Receivables Items/ })).toContainText('Already on this tab');
  await expect(gems.getByRole('row', { name: /Sales Order/ })).toContainText('hold their stock');
  await gems.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Time', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Time', level: 1 })).toBeVisible();
  // Time's calculators open windows of their own now.
  await page.getByRole('button', { name: '+ Add Gems' }).click();
  gems = page.getByRole('dialog', { name: 'Add Gems', exact: true });
  await expect(gems.getByRole('row', { name: /Hour Calculator/ })).toBeVisible();
  // Closed before going on: the window belongs to the Time tab, and would stand in for the Dashboard's.
  // A click on a tab's page still hydrating can be lost, so Cancel is clicked until the window is gone.
  await expect(async () => {
    if (await gems.count()) await gems.getByRole('button', { name: 'Cancel' }).click({ timeout: 2_000 });
    await expect(gems).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  // On the Dashboard before its + Add Gems is clicked: a click still on the Time page opened Time's window again.
  await expect(page.getByRole('heading', { name: /^Welcome/, level: 1 })).toBeVisible();
  gems = page.getByRole('dialog', { name: 'Add Gems', exact: true });
  // As above: the Dashboard's page may still be hydrating, and the click be lost; it is made until the window opens.
  await expect(async () => {
    if (!(await gems.count())) await page.getByRole('button', { name: '+ Add Gems' }).click({ timeout: 2_000 });
    await expect(gems).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(gems.getByRole('row', { name: /Chart of Accounts/ })).toContainText('Every account of the books');
  // Inventory opens its items, Payroll Processing its pay runs, Attendance its clock (the kiosk).
  await expect(gems.getByRole('row', { name: /Inventory/ }).first()).toBeVisible();
  await expect(gems.getByRole('row', { name: /Payroll Processing/ })).toContainText('Pay runs');
  await expect(gems.getByRole('row', { name: /Attendance/ })).toContainText('Who is in today');
});
