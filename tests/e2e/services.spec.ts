import { expect, test } from '@playwright/test';
import { apiFromPage, at, signIn, snap, windowOf, rowActionNames } from './support';

// A company of its own: the other specs use the demo company's Announce, E-mail and views.
test('an administrator turns services off in Configuration: their menu items leave the windows, and come back', async ({ page }) => {
  const slug = `svc-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(at(null, '/signup'));
  expect((await apiFromPage(page, 'POST', 'site/signup', { company_name: 'Service Co', slug, display_name: 'Sam Admin', email: 'sam@svc.test', password: 'service-pass-1' })).status).toBe(201);
  await signIn(page, slug, 'sam@svc.test', 'service-pass-1');
  await apiFromPage(page, 'POST', 'customers', { display_name: 'Ann Lee' });
  await page.goto(at(slug, '/crm/10'));
  await page.locator('[data-gem="34"]').click();
  let list = windowOf(page, 'Customers');
  const row = list.getByRole('row').filter({ hasText: 'Ann Lee' });
  await expect.poll(() => rowActionNames(row)).toEqual(expect.arrayContaining(['Announce', 'Secure']));
  await expect(list.getByRole('button', { name: 'Inactive', exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Close', exact: true }).click();

  const toggle = async (on: boolean) => {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = windowOf(page, 'Configuration and Settings');
    await settings.getByRole('tab', { name: 'Configuration' }).click();
    const services = settings.getByRole('group', { name: 'Services' });
    for (const name of ['Announce', 'Inactive views', 'E-mail', 'Secure items']) await services.getByRole('checkbox', { name }).setChecked(on);
    if (!on) await snap(page, 'settings-services-off');
    // Saved once the server answers (the first toggle's "Settings saved" may still be showing).
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/settings') && r.request().method() === 'PUT');
    await settings.getByRole('button', { name: 'save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
  };
  await toggle(false);
  expect((await apiFromPage(page, 'GET', 'services')).body.items.every((s: { is_enabled: number }) => s.is_enabled === 0)).toBe(true);

  // Without a reload: the customers list offers no Announce, Secure or Inactive view; the Email Manager gem is gone.
  await page.locator('[data-gem="34"]').click();
  list = windowOf(page, 'Customers');
  await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect.poll(async () => (await rowActionNames(row)).filter((n) => n === 'Announce' || n === 'Secure')).toEqual([]);
  await expect(list.getByRole('button', { name: 'Inactive', exact: true })).toHaveCount(0);
  await list.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Tools', exact: true }).click();
  await expect(page.locator('[data-gem="201"]')).toHaveCount(0);

  await toggle(true);
  await expect(page.locator('[data-gem="201"]')).toBeVisible();
});
