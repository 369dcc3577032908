import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, speak, windowOf } from './support';

/** Opens Configuration and Settings (the Tools tab's gem 168, by its link), then its Classifications tab's Custom fieldsets. */
async function openFieldsets(page: Page) {
  await page.goto(at('demo', '/tools/11?w=settings'));
  await page.waitForLoadState('networkidle');
  const settings = page.getByRole('dialog', { name: 'Configuration and Settings', exact: true });
  const fieldsets = windowOf(page, 'Custom Fieldsets');
  // A button clicked before the page has hydrated opens nothing: click again until the list is in front.
  await expect(async () => {
    await settings.getByRole('tab', { name: 'Classifications', exact: true }).click();
    await settings.getByRole('button', { name: 'Custom fieldsets', exact: true }).click();
    await expect(fieldsets).toHaveAttribute('data-focused', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  // Closed, so that closing a form later gives the focus back to the lists (the first window shown takes it).
  await settings.getByRole('button', { name: 'Close', exact: true }).click();
  return fieldsets;
}

// An administrator adds a fieldset to customers with a choice and a date field, shown in lists;
// a customer's form shows them as a section, a wrong date is refused at its input, and the saved
// values show in the customers' list. The fieldset is inactivated at the end: other tests make
// customers of the same company.
for (const width of [1400, 600]) {
  test(`custom fields on customers at ${width}px, in English and Spanish`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const stamp = `${width}-${Date.now().toString(36)}`;
    const setName = `Loyalty ${stamp}`;
    const customer = await apiFromPage(page, 'POST', 'customers', { display_name: `Custom Acme ${stamp}` });
    expect(customer.status).toBe(201);

    const fieldsets = await openFieldsets(page);
    await fieldsets.getByRole('button', { name: 'Add', exact: true }).click();
    const setForm = windowOf(page, 'Custom Fieldset');
    await setForm.getByRole('textbox', { name: 'Name', exact: true }).fill(setName);
    await setForm.getByLabel('Used on').selectOption({ label: 'Customers' });
    await setForm.getByRole('button', { name: 'save', exact: true }).click();
    await expect(page.getByText('Saved').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/custom-fieldset-form-${width}.png` });
    const set = (await apiFromPage(page, 'GET', `fieldset?q=${encodeURIComponent(setName)}`)).body.items[0];
    expect(set).toMatchObject({ display_name: setName, resource: 'customers' });
    await setForm.getByRole('button', { name: 'close', exact: true }).click();

    // The fields: a choice with its choices one per line, and a date; both shown in lists.
    await fieldsets.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: 'Custom Fields', exact: true }).click();
    const fields = windowOf(page, 'Custom Fields');
    for (const field of [
      { name: `Tier ${stamp}`, kind: 'Choice', choices: 'Gold\nSilver' },
      { name: `Renewal ${stamp}`, kind: 'Date' },
    ]) {
      await fields.getByRole('button', { name: 'Add', exact: true }).click();
      const form = windowOf(page, 'Custom Field');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(field.name);
      await form.getByRole('combobox', { name: 'Fieldset', exact: true }).fill(setName);
      await page.getByRole('option', { name: setName }).first().click();
      await form.getByLabel('Kind').selectOption({ label: field.kind });
      if (field.choices) await form.getByRole('textbox', { name: 'Choices (one per line)', exact: true }).fill(field.choices);
      await form.getByRole('checkbox', { name: 'Shown in lists', exact: true }).check();
      if (field.choices) await page.screenshot({ path: `test-results/screens/custom-field-form-${width}.png` });
      await form.getByRole('button', { name: 'save', exact: true }).click();
      await expect.poll(async () => (await apiFromPage(page, 'GET', `fields?q=${encodeURIComponent(field.name)}`)).body.items.length).toBe(1);
      await form.getByRole('button', { name: 'close', exact: true }).click();
    }
    await page.screenshot({ path: `test-results/screens/custom-fields-list-${width}.png` });

    try {
      // The customer's form: the fieldset as a section, a select of its choices and a date input.
      await page.goto(at('demo', `/crm/10?w=form:customers:${customer.body.id}`));
      const form = windowOf(page, 'Customer');
      const section = form.getByRole('group', { name: setName });
      await expect(section).toBeVisible();
      await section.getByLabel(`Tier ${stamp}`).selectOption('Silver');
      const renewal = section.getByRole('textbox', { name: `Renewal ${stamp}`, exact: true });
      await renewal.fill('2027-02-30');
      await form.getByRole('button', { name: 'save', exact: true }).click();
      await expect(section.getByRole('alert')).toBeVisible();
      await renewal.fill('06/30/2027');
      await form.getByRole('button', { name: 'save', exact: true }).click();
      await expect(page.getByText('Saved').first()).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens/custom-fields-customer-form-${width}.png` });
      const saved = (await apiFromPage(page, 'GET', `customers/${customer.body.id}`)).body.custom as Record<string, unknown>;
      expect(Object.values(saved).sort()).toEqual([Date.UTC(2027, 5, 30) / 1000, 'Silver'].sort());

      // The customers' list shows both as columns.
      await page.goto(at('demo', `/crm/10?w=list:customers`));
      const list = windowOf(page, 'Customers');
      await list.getByRole('searchbox').fill(`Custom Acme ${stamp}`);
      const row = list.getByRole('row').filter({ hasText: `Custom Acme ${stamp}` });
      await expect(row).toContainText('Silver');
      await expect(row).toContainText('06/30/2027');
      await expect(list.getByRole('columnheader', { name: `Tier ${stamp}` })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/custom-fields-customers-list-${width}.png` });
      // The advanced search filters by the field: Gold leaves the Silver customer out, Silver finds it.
      await list.getByRole('searchbox').fill('');
      await list.getByRole('button', { name: 'Advanced search' }).click();
      await list.getByRole('combobox', { name: `Tier ${stamp}` }).selectOption('Gold');
      await expect(list.getByRole('row').filter({ hasText: `Custom Acme ${stamp}` })).toHaveCount(0);
      await list.getByRole('combobox', { name: `Tier ${stamp}` }).selectOption('Silver');
      await expect(row).toBeVisible();

      // In Spanish: the same section and values, the screens' own words translated.
      await speak(page, 'es');
      await page.goto(at('demo', `/crm/10?w=form:customers:${customer.body.id}`));
      const formEs = windowOf(page, 'Cliente');
      await expect(formEs.getByRole('group', { name: setName })).toBeVisible();
      await formEs.getByRole('group', { name: setName }).scrollIntoViewIfNeeded();
      await expect(formEs.getByRole('textbox', { name: `Renewal ${stamp}`, exact: true })).toHaveValue('30/06/2027');
      await page.screenshot({ path: `test-results/screens/custom-fields-customer-form-es-${width}.png` });
      await page.goto(at('demo', `/tools/11?w=list:fields`));
      await expect(windowOf(page, 'Campos personalizados').getByRole('row').filter({ hasText: `Tier ${stamp}` })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/custom-fields-list-es-${width}.png` });
    } finally {
      if (await page.getByRole('button', { name: 'English', exact: true }).count()) await page.getByRole('button', { name: 'English', exact: true }).click();
      expect((await apiFromPage(page, 'POST', `fieldset/${set.id}/inactivate`)).status).toBe(200);
    }
  });
}
