import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { apiFromPage, DEMO_ADMIN, openChecksHub, pick, signIn, windowOf, rowAction } from './support';

const STAFF = { email: 'staff@demo.test', password: 'demo12345' };

/** A small PDF, as a vendor's bill arrives. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function personOf(browser: Browser, who: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', who.email, who.password);
  return page;
}

/** The Payables hub as a person opens it: the Payables dock item, its Payables Processing gem, then a tab. */
async function openPayables(page: Page, tab: string) {
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Payables', exact: true }).click();
  await page.locator('[data-gem="140"]').click();
  const bills = windowOf(page, 'Bills').first();
  await bills.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: new RegExp(`^${tab}`) }).click();
  return windowOf(page, tab).first();
}

/** Another tab of the hub a list window shows: it opens in that window's place. */
async function switchTab(page: Page, list: Locator, tab: string) {
  await list.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: new RegExp(`^${tab}`) }).click();
  return windowOf(page, tab).first();
}

const countOf = async (page: Page, tab: string) => {
  const badge = page.getByTestId(`hub-count-${tab}`).first();
  await badge.waitFor();
  return Number(await badge.textContent());
};

test.describe.configure({ timeout: 240_000 });

test('a bill is entered from an uploaded file, submitted, approved by the administrator, paid and its check printed; the waiting counts follow', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const staff = await personOf(browser, STAFF);
  const vendor = await apiFromPage(staff, 'POST', 'vendors', { display_name: `Heron Supply ${stamp}` });
  expect(vendor.status).toBe(201);

  // Upload AP Files: the PDF, from the To Be Entered tab's Add.
  const entered = await openPayables(staff, 'To Be Entered');
  const waitingFiles = await countOf(staff, 'ap-uploads');
  await entered.getByRole('button', { name: 'Add' }).click();
  const upload = windowOf(staff, 'To Be Entered').filter({ has: staff.locator('form') });
  await upload.locator('input[type=file]').setInputFiles({ name: `heron-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await pick(upload, 'Vendor', `Heron Supply ${stamp}`, `Heron Supply ${stamp}`);
  await staff.screenshot({ path: 'docs/screens/payables-upload-1400.png' });
  await upload.getByRole('button', { name: 'save' }).click();
  await expect(staff.getByText('Saved').first()).toBeVisible();
  await upload.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect.poll(() => countOf(staff, 'ap-uploads')).toBe(waitingFiles + 1);

  // Enter bill: a new bill with the file and its vendor filled in.
  const row = entered.getByRole('row', { name: new RegExp(`heron-${stamp}`) });
  await rowAction(row, 'Enter bill');
  const bill = windowOf(staff, 'Bill').filter({ has: staff.locator('form') });
  await expect(bill.getByRole('combobox', { name: 'Vendor', exact: true })).toHaveValue(`Heron Supply ${stamp}`);
  await bill.getByRole('textbox', { name: 'Number', exact: true }).fill(`H-${stamp}`);
  await bill.getByRole('textbox', { name: 'Date', exact: true }).fill('11/02/2026');
  await bill.getByRole('combobox', { name: 'Account 1' }).fill('Office');
  await staff.getByRole('option', { name: 'Office Supplies' }).click();
  await bill.getByRole('textbox', { name: 'Amount 1' }).fill('120.00');
  await bill.getByRole('button', { name: 'save' }).click();
  await expect(staff.getByText('Saved').first()).toBeVisible();
  const saved = (await apiFromPage(staff, 'GET', `ap-bills?q=H-${stamp}`)).body.items[0];
  expect(saved).toMatchObject({ total_amount: '120.00', balance_due: '120.00' });
  expect(saved.upload_id).not.toBeNull();
  await expect.poll(() => countOf(staff, 'ap-uploads')).toBe(waitingFiles);
  await bill.getByRole('button', { name: 'Close', exact: true }).last().click();

  // To Be Approved: the bill submitted in a batch; the waiting count goes up.
  const batches = await switchTab(staff, entered, 'To Be Approved');
  const waitingBatches = await countOf(staff, 'ap-tbas');
  await batches.getByRole('button', { name: 'Add' }).click();
  const batch = windowOf(staff, 'To Be Approved').filter({ has: staff.locator('form') });
  await pick(batch, 'Bill 1', `H-${stamp}`, `H-${stamp}`);
  await expect(batch.getByRole('textbox', { name: 'Amount 1' })).toHaveValue('120.00');
  await batch.getByRole('button', { name: 'save' }).click();
  await expect(staff.getByText('Saved').first()).toBeVisible();
  await expect.poll(() => countOf(staff, 'ap-tbas')).toBe(waitingBatches + 1);
  const submitted = (await apiFromPage(staff, 'GET', 'ap-tbas?sort=-id&per-page=1')).body.items[0];
  // Staff may not approve: the server refuses.
  expect((await apiFromPage(staff, 'POST', `ap-tbas/${submitted.id}/approve`, {})).status).toBe(403);

  // The administrator approves it, with the spec's confirmation.
  const admin = await personOf(browser, DEMO_ADMIN);
  const toApprove = await openPayables(admin, 'To Be Approved');
  const toPayBefore = await countOf(admin, 'ap-batch-items');
  // The newest batch comes first; Sam Staff submitted it.
  await rowAction(toApprove.getByRole('row').filter({ hasText: 'Sam Staff' }).first(), 'Approve');
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to approve 1 item(s)?');
  await admin.screenshot({ path: 'docs/screens/payables-to-be-approved-1400.png' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => countOf(admin, 'ap-tbas')).toBe(waitingBatches);
  await expect.poll(() => countOf(admin, 'ap-batch-items')).toBe(toPayBefore + 1);

  // To Be Paid: a bank account and a date, the check previewed, then written.
  const toPay = await switchTab(admin, toApprove, 'To Be Paid');
  await pick(toPay, 'Bank account', 'Checking', 'Business Checking');
  await toPay.getByRole('textbox', { name: 'Date', exact: true }).fill('11/20/2026');
  await toPay.getByRole('button', { name: 'Preview checks' }).click();
  const preview = toPay.getByTestId('check-preview').filter({ hasText: `Heron Supply ${stamp}` });
  await expect(preview).toContainText('One hundred twenty and 00/100');
  await admin.screenshot({ path: 'docs/screens/payables-to-be-paid-1400.png' });
  await admin.setViewportSize({ width: 600, height: 900 });
  await admin.screenshot({ path: 'docs/screens/payables-to-be-paid-600.png' });
  await admin.setViewportSize({ width: 1400, height: 900 });
  await toPay.getByRole('button', { name: 'Pay bills' }).click();
  await expect(admin.getByText(/checks? written/).first()).toBeVisible();
  await expect.poll(async () => (await apiFromPage(admin, 'GET', `ap-bills/${saved.id}`)).body.balance_due).toBe('0.00');
  await expect.poll(() => countOf(admin, 'ap-batch-items')).toBe(toPayBefore);
  const check = (await apiFromPage(admin, 'GET', `checks?filter[payee_id]=${vendor.body.id}&filter[payee_type]=vendor`)).body.items[0];
  expect(check).toMatchObject({ amount: '120.00', payee_name: `Heron Supply ${stamp}`, state: 'posted' });

  // The check is printed from the Checks hub's Print Queue, its bill on the stub.
  const queue = await openChecksHub(admin, 'Print Queue');
  await queue.getByRole('checkbox', { name: `Choose ${check.number} Heron Supply ${stamp}` }).check();
  const answer = admin.waitForResponse((res) => res.url().endsWith('/api/v1/print/check') && res.request().method() === 'POST');
  await queue.getByRole('button', { name: 'Print (1)' }).click();
  expect((await answer).headers()['content-type']).toBe('application/pdf');
  await expect(admin.getByText('1 check printed.')).toBeVisible();
  // What printed, read back: a reprint draws the same sheet (the number kept).
  const again = await admin.evaluate(async (ids) => {
    const res = await fetch('/api/v1/print/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids }) });
    return Array.from(new Uint8Array(await res.arrayBuffer()));
  }, [check.id]);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(again) }).toString();
  expect(text).toContain('One hundred twenty and 00/100');
  expect(text).toContain(`H-${stamp}`);
  await expect.poll(async () => (await apiFromPage(admin, 'GET', `checks/${check.id}`)).body.is_printed).toBe(true);
});
