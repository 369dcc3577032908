import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, speak, windowOf } from './support';

/** A small customer CSV with one bad row (an invalid e-mail), names made unique per run. */
function customersCsv(stamp: string) {
  return Buffer.from(
    ['Display name,Account number,E-mail,Notes', `Imported Ada ${stamp},IMP-${stamp}-1,ada@import.test,first`, `Imported Bo ${stamp},IMP-${stamp}-2,not-an-email,bad`, `Imported Cy ${stamp},IMP-${stamp}-3,cy@import.test,`].join('\n'),
  );
}

async function chooseFile(page: Page, stamp: string, label: string) {
  await page.getByLabel(label).setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: customersCsv(stamp) });
}

test('an administrator imports customers from a CSV: the dry run shows the bad row, the good ones are imported skipping it', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36);
  await page.goto(at('demo', '/crm/10?w=list:customers'));
  const list = windowOf(page, 'Customers');
  await list.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Customers' });
  await expect(dialog).toBeVisible();
  await chooseFile(page, stamp, 'CSV or XLSX file');
  // The proposed mapping: each column matched to its field by its label.
  await expect(dialog.getByRole('combobox', { name: 'Display name' })).toHaveValue('display_name');
  await expect(dialog.getByRole('combobox', { name: 'E-mail' })).toHaveValue('email');
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  await expect(dialog.getByText('2 good rows, 1 row with errors of 3.')).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('E-mail is not a valid email address.');
  await page.screenshot({ path: 'test-results/screens/import-dry-run-1400-en.png' });
  // Nothing written by the dry run.
  expect((await apiFromPage(page, 'GET', `customers?q=${stamp}`)).body.items).toHaveLength(0);

  await dialog.getByRole('radio', { name: 'Skip the bad rows' }).check();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 records imported, 1 row skipped.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await list.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(list.getByRole('row').filter({ hasText: stamp })).toHaveCount(2);
  await expect(list.getByText(`Imported Ada ${stamp}`)).toBeVisible();
  await expect(list.getByText(`Imported Cy ${stamp}`)).toBeVisible();
  await expect(list.getByText(`Imported Bo ${stamp}`)).toHaveCount(0);
});

test('the import window in Spanish, at 1400 and 600 px; English at 600 px', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36);
  await page.goto(at('demo', '/crm/10?w=list:customers'));
  await windowOf(page, 'Customers').getByRole('button', { name: 'Import', exact: true }).click();
  await chooseFile(page, stamp, 'CSV or XLSX file');
  const dialog = page.getByRole('dialog', { name: 'Import Customers' });
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  await expect(dialog.getByRole('table', { name: 'Rows with errors' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/import-dry-run-600-en.png' });
  await page.keyboard.press('Escape');

  await speak(page, 'es');
  try {
    for (const width of [1400, 600]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at('demo', '/crm/10?w=list:customers'));
      await windowOf(page, 'Clientes').getByRole('button', { name: 'Importar', exact: true }).click();
      const es = page.getByRole('dialog', { name: 'Importar Clientes' });
      await chooseFile(page, stamp, 'Archivo CSV o XLSX');
      await expect(es.getByRole('combobox', { name: 'E-mail' })).toHaveValue('email');
      await es.getByRole('button', { name: 'Prueba' }).click();
      await expect(es.getByText('2 filas correctas, 1 fila con errores de 3.')).toBeVisible();
      await expect(es.getByRole('table', { name: 'Filas con errores' })).toContainText('no es una dirección de correo electrónico válida');
      await page.screenshot({ path: `test-results/screens/import-dry-run-${width}-es.png` });
      await page.keyboard.press('Escape');
    }
  } finally {
    await speak(page, 'en');
    await expect(page.getByRole('navigation', { name: 'Dock' })).toBeVisible();
  }
});
