import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, signIn, speak, windowOf } from './support';

/** Renames one term in the terminology window open in `page` and saves. */
async function rename(page: Page, title: string, term: string, singular: string, plural: string) {
  const win = windowOf(page, title);
  await win.getByRole('searchbox').fill(term);
  await win.getByRole('textbox', { name: `${term}: Singular` }).fill(singular);
  await win.getByRole('textbox', { name: `${term}: Plural` }).fill(plural);
  await win.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
}

/** Closes the terminology window and the settings window under it (they cover the gems). */
async function closeSettings(page: Page, ...titles: string[]) {
  for (const title of titles) await windowOf(page, title).getByRole('button', { name: /^(Close|Cerrar)$/ }).click();
}

const pdfTextOf = (bytes: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), 'terms-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

// A company of its own: the other specs read the demo company's default words.
test('renaming Customer to Patient (es: Paciente) shows in every window, gem and PDF; a new company name in the top bar', async ({ page }) => {
  const slug = `clinic-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(at(null, '/signup'));
  expect((await apiFromPage(page, 'POST', 'site/signup', { company_name: 'Clinic Co', slug, display_name: 'Dr Ada', email: 'ada@clinic.test', password: 'clinic-pass-1' })).status).toBe(201);
  await signIn(page, slug, 'ada@clinic.test', 'clinic-pass-1');
  const customer = (await apiFromPage(page, 'POST', 'customers', { display_name: 'Ann Lee' })).body;
  await page.goto(at(slug, '/crm/10'));
  await expect(page.locator('[data-gem="34"]')).toContainText('Customers');

  // Settings → Edit terminology: Customer becomes Patient.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = windowOf(page, 'Configuration and Settings');
  // The company's new name shows in the top bar as soon as it is saved.
  await settings.getByLabel('Company name').fill('Clinic Co Health');
  await settings.getByRole('button', { name: 'save', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Clinic Co Health', { exact: true })).toBeVisible();
  await settings.getByRole('tab', { name: 'Terminology' }).click();
  await settings.getByRole('button', { name: 'Edit terminology' }).click();
  await expect(windowOf(page, 'Terminology').getByRole('row')).not.toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/terminology-1400.png' });
  await rename(page, 'Terminology', 'Customer', 'Patient', 'Patients');
  await expect(page.getByText('Terminology saved')).toBeVisible();
  await closeSettings(page, 'Terminology', 'Configuration and Settings');

  // The gem, the list window, the form's field label and the invoice form follow without a reload.
  await expect(page.locator('[data-gem="34"]')).toContainText('Patients');
  await page.locator('[data-gem="34"]').click();
  const list = windowOf(page, 'Patients');
  await expect(list.getByRole('row').filter({ hasText: 'Ann Lee' })).toBeVisible();
  await list.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(windowOf(page, 'Patient')).toBeVisible();
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.locator('[data-gem="73"]')).toContainText('Top Patients report');
  await page.locator('[data-gem="35"]').click();
  await windowOf(page, 'Invoices').getByRole('button', { name: 'Add', exact: true }).click();
  const invoice = windowOf(page, 'Invoice');
  await expect(invoice.getByText(/^Patient\b/).first()).toBeVisible();
  await expect(page.getByText(/\bCustomers?\b/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/terminology-patient-invoice-1400.png' });

  // The printed invoice names the patient's label with the company's word.
  const layout = (await apiFromPage(page, 'GET', 'ar-invoice-layouts?filter[document_type]=invoice&filter[is_default]=1')).body.items[0];
  await apiFromPage(page, 'PUT', `ar-invoice-layouts/${layout.id}`, { entries: layout.entries.map((e: { item: string }) => (e.item === 'customer_name' ? { ...e, print: 1 } : e)) });
  const accounts = (await apiFromPage(page, 'GET', 'accounts/all')).body.items as { id: number; type: number }[];
  const income = (accounts.find((a) => a.type === 12) ?? accounts[0]).id;
  const made = (await apiFromPage(page, 'POST', 'invoices', { customer_id: customer.id, date: '2026-06-10', lines: [{ type: 'service', description: 'Visit', quantity: '1', rate: '80', account_id: income }] })).body;
  const pdf = await page.evaluate(async (path) => {
    const res = await fetch(path);
    return { status: res.status, bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
  }, `/api/v1/invoices/${made.id}/pdf`);
  expect(pdf.status).toBe(200);
  expect(pdfTextOf(Buffer.from(pdf.bytes))).toContain('Patient Ann Lee');

  // In Spanish the company gives its own word too: Paciente.
  await page.goto(at(slug, '/crm/10'));
  await speak(page, 'es');
  await expect(page.locator('[data-gem="34"]')).toContainText('Clientes');
  await page.getByRole('button', { name: 'Configuración', exact: true }).click();
  const ajustes = windowOf(page, 'Configuración');
  await ajustes.getByRole('tab', { name: 'Terminología' }).click();
  await ajustes.getByRole('button', { name: 'Editar terminología' }).click();
  await rename(page, 'Terminología', 'Cliente', 'Paciente', 'Pacientes');
  await expect(page.getByText('Terminología guardada')).toBeVisible();
  await closeSettings(page, 'Terminología', 'Configuración');
  await expect(page.locator('[data-gem="34"]')).toContainText('Pacientes');
  await page.locator('[data-gem="34"]').click();
  await expect(windowOf(page, 'Pacientes').getByRole('row').filter({ hasText: 'Ann Lee' })).toBeVisible();
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: 'test-results/screens/terminology-pacientes-600.png' });
  await speak(page, 'en');
});
