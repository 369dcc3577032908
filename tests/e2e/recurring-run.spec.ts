import { expect, test } from '@playwright/test';
import { apiFromPage, DEMO_ADMIN, signIn, windowOf } from './support';

const isoDaysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

// A run with more due than one batch goes to the queue (issue 35, finding 3): the window follows it
// until it ends, and says how many were issued.
test('a recurring run of more than a batch is followed to its end from the Recurring Billing list', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  // A daily schedule owing 30 invoices (the demo's monthly retainer gives its customer and template).
  const retainer = (await apiFromPage(page, 'GET', 'recurring-billing?per-page=1&sort=id')).body.items[0];
  const daily = await apiFromPage(page, 'POST', 'recurring-billing', { display_name: 'Daily cleaning', customer_id: retainer.customer_id, template_id: retainer.template_id, rule: 'FREQ=DAILY', start_date: isoDaysAgo(29) });
  expect(daily.status).toBe(201);

  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Billing', exact: true }).click();
  await page.waitForLoadState('networkidle');
  const processing = windowOf(page, 'Processing');
  await expect(async () => {
    await page.locator('[data-gem="137"]').click();
    await expect(processing).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await processing.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: 'Recurring Billing', exact: true }).click();
  const schedules = windowOf(page, 'Recurring Billing');
  await schedules.getByRole('button', { name: 'Issue due invoices' }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('button', { name: 'OK', exact: true }).click();
  const followed = page.getByRole('status', { name: 'Issue due invoices' });
  await expect(followed).toBeVisible();
  await expect(followed).toContainText(/Done: (\d+) of \1\./, { timeout: 90_000 });
  await page.screenshot({ path: 'test-results/screens/recurring-run-followed-1400.png', fullPage: true });
  const made = await apiFromPage(page, 'GET', `invoices/count?filter[customer_id]=${retainer.customer_id}`);
  expect(made.body.count).toBeGreaterThanOrEqual(30);
  await followed.getByRole('button').click();
  await expect(followed).toHaveCount(0);
});
