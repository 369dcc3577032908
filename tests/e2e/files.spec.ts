import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { apiFromPage, DEMO_ADMIN, signIn, speak, windowOf } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The Files window, from the Files dock item (`/files`) and its Files gem (169). */
async function openFiles(page: Page, title = 'Files') {
  await page.goto(new URL('/files', page.url()).toString());
  await page.locator('[data-gem="169"]').click();
  const files = windowOf(page, title).first();
  await expect(files.locator('[data-loaded]')).toBeVisible();
  return files;
}

test.describe.configure({ timeout: 240_000 });

test('files: uploads with progress, a folder, a move, a comment, a zip of two, a restored notepad version and a Spanish delete at 600 px', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const files = await openFiles(page);

  // A drawer, and a folder inside it.
  await files.getByRole('button', { name: 'New drawer' }).click();
  await files.getByRole('textbox', { name: 'New drawer' }).fill(`Contracts ${stamp}`);
  await files.getByRole('button', { name: 'Save' }).click();
  const tree = files.getByRole('navigation', { name: 'Drawers and folders' });
  await tree.getByRole('button', { name: `Contracts ${stamp}` }).click();
  await files.getByRole('button', { name: 'New folder' }).click();
  await files.getByRole('textbox', { name: 'New folder' }).fill(`Signed ${stamp}`);
  await files.getByRole('button', { name: 'Save' }).click();
  await expect(tree.getByRole('button', { name: `Signed ${stamp}` })).toBeVisible();

  // Three files at once into the drawer, a bar each.
  await tree.getByRole('button', { name: `Contracts ${stamp}` }).click();
  await files.locator('input[type=file]').setInputFiles([
    { name: `lease-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    { name: `scan-${stamp}.png`, mimeType: 'image/png', buffer: PNG },
    { name: `notes-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('Minutes of the meeting') },
  ]);
  const uploads = files.getByRole('list', { name: 'Uploads' });
  // The overall bar (the bytes of the three) is shown from the start and ends full.
  const overall = files.getByRole('progressbar', { name: 'Upload of all files' });
  await expect(overall).toBeVisible();
  await expect(uploads.getByRole('progressbar')).toHaveCount(3);
  await expect(uploads.locator('[data-state="done"]')).toHaveCount(3);
  await expect(uploads.getByRole('progressbar', { name: `Upload of lease-${stamp}.pdf` })).toHaveAttribute('value', '100');
  await expect(overall).toHaveAttribute('value', '100');
  await expect(files.getByRole('link', { name: `scan-${stamp}.png` })).toBeVisible();
  await page.screenshot({ path: 'docs/screens/files-uploaded-1400.png' });

  // A file that would be refused is told so before it is sent.
  await files.locator('input[type=file]').setInputFiles([{ name: `fake-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') }]);
  await expect(uploads.locator(`[data-upload="fake-${stamp}.pdf"][data-state="failed"]`)).toContainText('not what its name says');

  // An upload the server refuses keeps its row with a Retry, which sends the same file again.
  let refused = 0;
  await page.route('**/api/v1/files', (route) => (route.request().method() === 'POST' && refused++ === 0 ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Store unavailable' }) }) : route.fallback()));
  await files.locator('input[type=file]').setInputFiles([{ name: `memo-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('A memo sent twice') }]);
  const memoRow = uploads.locator(`[data-upload="memo-${stamp}.txt"]`);
  await expect(memoRow).toHaveAttribute('data-state', 'failed');
  await expect(memoRow).toContainText('Store unavailable');
  await memoRow.getByRole('button', { name: `Retry memo-${stamp}.txt` }).click();
  await expect(memoRow).toHaveAttribute('data-state', 'done');
  expect(refused).toBe(2);
  await page.unroute('**/api/v1/files');
  await expect(files.getByRole('link', { name: `memo-${stamp}.txt` })).toBeVisible();

  // Drag the memo onto the folder with the mouse: it leaves the drawer's list.
  await files.getByRole('link', { name: `memo-${stamp}.txt` }).dragTo(tree.getByRole('button', { name: `Signed ${stamp}` }));
  await expect(files.getByRole('link', { name: `memo-${stamp}.txt` })).toHaveCount(0);

  // Move the scan into the folder with its Move menu (keyboard-reachable), then see it there.
  await files.getByRole('combobox', { name: `Move scan-${stamp}.png to` }).selectOption({ label: `Signed ${stamp}` });
  await expect(files.getByRole('link', { name: `scan-${stamp}.png` })).toHaveCount(0);
  await tree.getByRole('button', { name: `Signed ${stamp}` }).click();
  await expect(files.getByRole('link', { name: `scan-${stamp}.png` })).toBeVisible();
  await expect(files.getByRole('link', { name: `memo-${stamp}.txt` })).toBeVisible();

  // Comment on it: the count follows.
  const scanRow = files.getByRole('row').filter({ hasText: `scan-${stamp}.png` });
  await scanRow.getByRole('button', { name: 'Comments (0)' }).click();
  const comments = page.getByRole('dialog', { name: `Comments on scan-${stamp}.png` });
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Signed by both parties');
  await comments.getByRole('button', { name: 'Add' }).click();
  await expect(comments.getByText('Signed by both parties')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(scanRow.getByRole('button', { name: 'Comments (1)' })).toBeVisible();

  // Deleting asks the spec's English confirmation with the count; cancelled, both stay.
  await files.getByRole('checkbox', { name: `Select scan-${stamp}.png` }).check();
  await files.getByRole('checkbox', { name: `Select memo-${stamp}.txt` }).check();
  await files.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirmEn = page.getByRole('alertdialog');
  await expect(confirmEn).toContainText('Are you sure you want to delete the selected 2 File?');
  await confirmEn.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmEn).toHaveCount(0);
  await expect(files.getByRole('link', { name: `memo-${stamp}.txt` })).toBeVisible();

  // Zip two and download them.
  await tree.getByRole('button', { name: `Contracts ${stamp}` }).click();
  await files.getByRole('checkbox', { name: `Select lease-${stamp}.pdf` }).check();
  await files.getByRole('checkbox', { name: `Select notes-${stamp}.txt` }).check();
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download zip (2)' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^files-\d{4}-\d\d-\d\d\.zip$/);
  const unpacked = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
  expect(Object.keys(unpacked).sort()).toEqual([`lease-${stamp}.pdf`, `notes-${stamp}.txt`]);

  // A notepad saved three times; its first version restored from the Notepads window (Tools, gem 156).
  const pad = await apiFromPage(page, 'POST', 'notepads', { display_name: `Ideas ${stamp}`, body: 'first draft' });
  await apiFromPage(page, 'PUT', `notepads/${pad.body.id}`, { body: 'second draft' });
  await apiFromPage(page, 'PUT', `notepads/${pad.body.id}`, { body: 'third draft' });
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Tools', exact: true }).click();
  await page.locator('[data-gem="156"]').click();
  const notepads = windowOf(page, 'Notepads').first();
  await notepads.getByRole('button', { name: `Ideas ${stamp}` }).click();
  await expect(notepads.getByRole('textbox', { name: 'Text' })).toHaveValue('third draft');
  await notepads.getByRole('row').filter({ hasText: 'v1' }).getByRole('button', { name: 'View and compare' }).click();
  await expect(notepads.locator('[data-side="version"]')).toContainText('first draft');
  await page.screenshot({ path: 'docs/screens/notepad-versions-1400.png' });
  await notepads.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(notepads.getByRole('textbox', { name: 'Text' })).toHaveValue('first draft');

  // Delete a file at 600 px, in Spanish, with the spec's confirmation.
  await page.setViewportSize({ width: 600, height: 900 });
  await speak(page, 'es');
  const archivos = await openFiles(page, 'Archivos');
  await archivos.getByRole('navigation', { name: 'Cajones y carpetas' }).getByRole('button', { name: `Contracts ${stamp}` }).click();
  await archivos.getByRole('checkbox', { name: `Seleccionar notes-${stamp}.txt` }).check();
  await archivos.getByRole('button', { name: 'Eliminar', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Estás seguro de que quieres eliminar este registro?');
  await page.screenshot({ path: 'docs/screens/files-delete-es-600.png' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(archivos.getByRole('link', { name: `notes-${stamp}.txt` })).toHaveCount(0);
  await speak(page, 'en');
});
