import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiFromPage, DEMO_ADMIN, openOn, signIn, snap, speak, windowOf } from './support';

async function pdfWith(words: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([400, 200]).drawText(words, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** The trial balance's window, its PDF saved into the Reports filing cabinet, and the cabinet opened from the message; the file's name. */
async function fileTrialBalance(page: Page, words: { title: string; save: string; saved: RegExp; open: string; shot: string }) {
  await openOn(page, 'reports', 'report:trial-balance', words.title === 'Trial Balance' ? 'en' : 'es');
  const report = windowOf(page, words.title);
  await expect(report.locator('table').first()).toBeVisible();
  await report.getByRole('button', { name: words.save }).click();
  const said = report.getByRole('status');
  await expect(said).toContainText(words.saved);
  const name = /[“«](.+\.pdf)[”»]/.exec((await said.textContent()) ?? '')![1];
  await snap(page, words.shot);
  await report.getByRole('button', { name: words.open }).click();
  return name;
}

test.describe.configure({ timeout: 240_000 });

test('filing cabinets at 1400 px: a report saved as PDF into the Reports cabinet and opened there, an upload filed into an employee’s Yearly Documents, the store’s upkeep asked from Settings', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36);

  // The report window files its PDF; the message opens the Reports Filing Cabinet (gem 31's list), which lists it.
  const name = await fileTrialBalance(page, { title: 'Trial Balance', save: 'Save PDF to Reports cabinet', saved: /^Saved to the Reports filing cabinet as “Trial Balance - As of .+\.pdf”/, open: 'Open the cabinet', shot: 'report-filed-1400' });
  const cabinet = windowOf(page, 'Reports Filing Cabinet');
  await expect(cabinet.getByRole('link', { name })).toBeVisible();
  await snap(page, 'reports-cabinet-1400');
  // Opened from the cabinet: the PDF in the workspace's own window.
  const row = cabinet.getByRole('row').filter({ has: page.getByRole('link', { name }) }).first();
  await row.getByRole('button', { name: 'Preview' }).click();
  const filed = (await apiFromPage(page, 'GET', 'files?filter[cabinet]=reports&sort=-created_at&per-page=1')).body.items[0];
  expect(filed).toMatchObject({ display_name: name, kind: 'report', content_type: 'application/pdf' });
  await expect(page.locator(`iframe[src*="/api/v1/files/${filed.id}/file"]`)).toBeVisible();

  // An employee's document uploaded on their Files tab (linked to them) and filed as Yearly: it is in gem 20's cabinet.
  const employee = await apiFromPage(page, 'POST', 'employees', { display_name: `Filed Employee ${stamp}` });
  expect(employee.status).toBe(201);
  await openOn(page, 'payroll', `form:employees:${employee.body.id}`);
  const form = windowOf(page, 'Employee');
  await form.getByRole('tab', { name: 'Files' }).click();
  const tab = form.getByRole('region', { name: 'Files' });
  await tab.locator('input[type=file]').setInputFiles([{ name: `w2-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await pdfWith(`Wage statement ${stamp}`) }]);
  await expect(tab.getByRole('list', { name: 'Uploads' }).locator('[data-state="done"]')).toHaveCount(1);
  await tab.getByRole('combobox', { name: 'Kind of document' }).selectOption({ label: 'Yearly' });
  await expect(tab.getByRole('combobox', { name: 'Kind of document' })).toHaveValue('yearly');
  await snap(page, 'employee-files-1400');
  await openOn(page, 'payroll', 'list:files:cabinet=yearly');
  const yearly = windowOf(page, 'Yearly Documents');
  await expect(yearly.getByRole('link', { name: `w2-${stamp}.pdf` })).toBeVisible();
  const linked = await apiFromPage(page, 'GET', `files?filter[cabinet]=yearly&q=w2-${stamp}`);
  expect(linked.body.items).toMatchObject([{ linked_to: 'employees', record_id: employee.body.id, kind: 'yearly' }]);

  // The file store's upkeep, asked now from the Files settings: each button says what it queued.
  await openOn(page, 'tools', 'settings:files');
  const upkeep = page.getByRole('region', { name: 'Upkeep of the file store' });
  await upkeep.getByRole('button', { name: 'Read files for search' }).click();
  await expect(upkeep.getByRole('status')).toContainText(/files? waits? to be read|Every file has been read already|A reading is already queued/);
  await upkeep.getByRole('button', { name: 'Clean up the file store' }).click();
  await expect(upkeep.getByRole('status').filter({ hasText: /cleanup/i })).toBeVisible();
  await snap(page, 'files-settings-upkeep-1400');
});

test('filing cabinets at 600 px in Spanish: a report saved into the Reports cabinet, in the person’s words', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await speak(page, 'es');
  try {
    const name = await fileTrialBalance(page, { title: 'Balanza de comprobación', save: 'Guardar PDF en el archivador de informes', saved: /^Guardado en el archivador de informes como «Balanza de comprobación - .+\.pdf»/, open: 'Abrir el archivador', shot: 'report-filed-es-600' });
    await expect(page.getByRole('link', { name })).toBeVisible();
    await snap(page, 'reports-cabinet-es-600');
    // The upkeep in Spanish.
    await openOn(page, 'tools', 'settings:files', 'es');
    const upkeep = page.getByRole('region', { name: 'Mantenimiento del almacén de archivos' });
    await upkeep.getByRole('button', { name: 'Leer archivos para la búsqueda' }).click();
    await expect(upkeep.getByRole('status')).toBeVisible();
    await snap(page, 'files-settings-upkeep-es-600');
  } finally {
    await speak(page, 'en');
  }
});
