import { expect, test } from '@playwright/test';
import { at, DEMO_ADMIN, signIn } from '../e2e/support';

// Run by playwright.dev.config.ts against `next dev`, where React runs each effect twice.
test('a deep link opens its window and keeps ?w=, also after a reload', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/crm/10?w=list:customers'));
  const list = page.getByRole('dialog', { name: 'Customers', exact: true });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/[?&]w=list%3Acustomers|[?&]w=list:customers/);

  await page.reload();
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/[?&]w=list%3Acustomers|[?&]w=list:customers/);
});
