import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, snap } from './support';

const windowOf = (page: Page, header: string) => page.locator('section[role="dialog"]').filter({ has: page.getByRole('heading', { name: header, exact: true }) });

test('a save over someone else’s change is refused with their change kept; Reload shows it', async ({ page }) => {
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const name = `Conflict Customer ${Date.now().toString(36)}`;
  const created = await apiFromPage(page, 'POST', 'customers', { display_name: name, primary_number: '555-0100' });
  expect(created.status).toBe(201);
  const id = created.body.id as number;

  await page.goto(at('demo', `/crm/10?w=form:customers:${id}`));
  const form = windowOf(page, 'Customer');
  const displayName = form.getByRole('textbox', { name: 'Display name', exact: true });
  await expect(displayName).toHaveValue(name);

  // Meanwhile someone else changes the record (another request, which sends no If-Match).
  const theirs = await apiFromPage(page, 'PUT', `customers/${id}`, { primary_number: '555-0199' });
  expect(theirs.status).toBe(200);

  await displayName.fill(`${name} (mine)`);
  await form.getByRole('button', { name: 'save' }).click();
  const alert = form.getByRole('alert').filter({ hasText: 'Someone else changed this record since you opened it.' });
  await expect(alert).toBeVisible();
  await snap(page, 'form-stale-record');
  // Nothing of mine was written, and my edit is still in the form until I reload.
  expect((await apiFromPage(page, 'GET', `customers/${id}`)).body).toMatchObject({ display_name: name, primary_number: '555-0199' });
  await expect(displayName).toHaveValue(`${name} (mine)`);

  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(alert).toHaveCount(0);
  await expect(displayName).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: 'Primary number', exact: true })).toHaveValue('555-0199');

  // Saved again over the version now shown: it goes through.
  await displayName.fill(`${name} (mine)`);
  await form.getByRole('button', { name: 'save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  expect((await apiFromPage(page, 'GET', `customers/${id}`)).body).toMatchObject({ display_name: `${name} (mine)`, primary_number: '555-0199' });
});
