import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiFromPage, at, DEMO_ADMIN, signIn, snap, windowOf as dialogOf } from './support';

const windowOf = (page: Page, header: string) => page.locator('section[role="dialog"]').filter({ has: page.getByRole('heading', { name: header, exact: true }) });

async function pdfWith(words: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([400, 200]).drawText(words, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

test('a customer window has a Files tab: a PDF uploaded there is linked to the customer, previewed, and found in the Files window by a word inside it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36);
  const created = await apiFromPage(page, 'POST', 'customers', { display_name: `Filed Customer ${stamp}` });
  expect(created.status).toBe(201);
  const id = created.body.id as number;

  await page.goto(at('demo', `/crm/10?w=form:customers:${id}`));
  const form = windowOf(page, 'Customer');
  await expect(form.getByRole('textbox', { name: 'Display name', exact: true })).toHaveValue(`Filed Customer ${stamp}`);
  await form.getByRole('tab', { name: 'Files' }).click();
  const tab = form.getByRole('region', { name: 'Files' });
  await expect(tab.getByText('No files are linked to this record.')).toBeVisible();
  const word = `heron${stamp}`;
  await tab.locator('input[type=file]').setInputFiles([{ name: `contract-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await pdfWith(`Signed contract ${word}`) }]);
  await expect(tab.getByRole('list', { name: 'Uploads' }).locator('[data-state="done"]')).toHaveCount(1);
  await expect(tab.getByRole('link', { name: `contract-${stamp}.pdf` })).toBeVisible();
  const linked = await apiFromPage(page, 'GET', `files?filter[linked_to]=customers&filter[record_id]=${id}`);
  expect(linked.body.items.map((f: { display_name: string }) => f.display_name)).toEqual([`contract-${stamp}.pdf`]);
  await snap(page, 'customer-files-tab');

  // The form is still there behind its tab.
  await form.getByRole('tab', { name: 'Details' }).click();
  await expect(form.getByRole('textbox', { name: 'Display name', exact: true })).toHaveValue(`Filed Customer ${stamp}`);

  // Previewed in a window of the workspace.
  await form.getByRole('tab', { name: 'Files' }).click();
  await tab.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator(`iframe[src*="/api/v1/files/${linked.body.items[0].id}/file"]`)).toBeVisible();

  // Found by a word inside it, once the queue has read it.
  await expect(async () => {
    const found = await apiFromPage(page, 'GET', `files?q=${word}`);
    expect(found.body.items.map((f: { display_name: string }) => f.display_name)).toEqual([`contract-${stamp}.pdf`]);
  }).toPass({ timeout: 30_000 });
  await page.goto(at('demo', '/files'));
  await page.locator('[data-gem="169"]').click();
  const files = dialogOf(page, 'Files').first();
  await expect(files.locator('[data-loaded]')).toBeVisible();
  await files.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(files.getByRole('link', { name: `contract-${stamp}.pdf` })).toBeVisible();
  await expect(files.getByRole('row')).toHaveCount(2);
});

test('the Storage Report opens from the Files gem 166 and counts use by drawer, type and user against the quota', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(at('demo', '/files'));
  const report = dialogOf(page, 'Storage Report');
  await expect(async () => {
    await page.locator('[data-gem="166"]').click();
    await expect(report).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(report.getByRole('columnheader', { name: 'Of the quota' })).toBeVisible();
  const used = await apiFromPage(page, 'GET', 'reports/storage-report?by=type');
  expect(used.status).toBe(200);
  await report.getByRole('combobox', { name: 'Counted by' }).selectOption({ label: 'Type' });
  for (const row of used.body.rows as { name: string; size: string }[]) await expect(report.getByRole('row').filter({ hasText: row.size }).first()).toBeVisible();
  await snap(page, 'storage-report');
});

test('what is typed in a record window before its Files tab appears is kept when it does', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36);
  const created = await apiFromPage(page, 'POST', 'customers', { display_name: `Early Typist ${stamp}` });
  // The answer saying which records take files comes late, as on a slow first load.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/files/linkable', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto(at('demo', `/crm/10?w=form:customers:${created.body.id}`));
  const form = windowOf(page, 'Customer');
  const name = form.getByRole('textbox', { name: 'Display name', exact: true });
  await expect(name).toHaveValue(`Early Typist ${stamp}`);
  await name.fill(`Early Typist ${stamp} edited`);
  answer();
  await expect(form.getByRole('tab', { name: 'Files' })).toBeVisible();
  await expect(name).toHaveValue(`Early Typist ${stamp} edited`);
});
