import { expect, test } from '@playwright/test';
import { at, DEMO_ADMIN, signIn } from '../e2e/support';

// Run by playwright.dev.config.ts against `next dev`, where React runs each effect twice.

// `next dev` compiles each page, route and chunk at its first request: on a loaded CI machine the
// first sign-in and list outlasted the test's one-minute waits (2026-11-29, both tries). They are
// visited once here, with ten minutes to compile, so that the test waits only on the app.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await browser.newPage();
  page.setDefaultTimeout(540_000);
  page.setDefaultNavigationTimeout(540_000);
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/crm/10?w=list:customers'));
  await page.getByRole('dialog', { name: 'Customers', exact: true }).getByRole('row').nth(1).waitFor();
  await page.close();
});

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
