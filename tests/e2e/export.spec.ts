import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { at, DEMO_ADMIN, signIn, windowOf } from './support';

test('a list exports as CSV as it is shown: searched, with its column labels', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/crm/10?w=list:vendors'));
  const vendors = windowOf(page, 'Vendors');
  await vendors.getByRole('searchbox', { name: 'Search' }).fill('Electric');
  await expect(vendors.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), vendors.getByRole('link', { name: 'Export', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vendors-demo-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toContain('Display name');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Tri-State Electric');
});

test('an administrator downloads the whole company from the settings window', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  await page.getByRole('tab', { name: 'Import and export', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all data (zip)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^demo-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
});
