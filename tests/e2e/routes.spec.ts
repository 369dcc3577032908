import { expect, test } from '@playwright/test';
import { at, DEMO_ADMIN, signIn } from './support';

// Spec section 2's routes /new, /create and /file/{id} (docs/decisions.md, issue 42).
test('/new and /create open the dashboard with its Add gems chooser; /file/{id} answers 404 for what is no file', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const path of ['/new', '/create']) {
    await page.goto(at('demo', path));
    await expect(page).toHaveURL(/\/\?w=gems/);
    await expect(page.locator('section[role="dialog"]').getByRole('heading', { name: 'Add Gems', exact: true })).toBeVisible();
  }
  for (const path of ['/file/not-a-number', '/file/999999999']) {
    const res = await page.goto(at('demo', path));
    expect(res?.status(), path).toBe(404);
  }
});
