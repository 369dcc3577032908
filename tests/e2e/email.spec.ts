import { expect, test } from '@playwright/test';
import { apiFromPage, DEMO_ADMIN, openEmailManager, pick, signIn, speak, useMailSink, windowOf } from './support';

test('a person composes an e-mail from a template for later, sees it Pending (Queued), and Sent once its time came', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await useMailSink(page);
  const stamp = Date.now().toString(36).slice(-5);
  const template = await apiFromPage(page, 'POST', 'email-templates', { display_name: `Greeting ${stamp}`, subject: 'Hello from {{company_name}}', body: 'Dear {{customer_name}}, our spring news.' });
  expect(template.status).toBe(201);

  const emails = await openEmailManager(page);
  await emails.getByRole('button', { name: 'Add' }).click();
  const form = windowOf(page, 'Email');
  await form.getByLabel('Name').fill(`Spring news ${stamp}`);
  await pick(form, 'Template', 'Greeting', `Greeting ${stamp}`);
  await form.getByLabel('Other addresses').fill(`reader.${stamp}@example.net`);
  // Two minutes from now (the input takes minutes), on the company's clock (the demo company's zone is UTC).
  const later = new Date(Date.now() + 120_000).toISOString().slice(0, 16);
  await form.getByLabel('Send at').fill(later);
  await form.getByRole('button', { name: 'save' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await form.getByRole('button', { name: 'close', exact: true }).click();

  const row = emails.getByRole('row').filter({ hasText: `Spring news ${stamp}` });
  await expect(row).toContainText('Pending (Queued)');
  await page.screenshot({ path: 'test-results/screens/emails-pending-1400.png' });

  // The server's own worker runs the due job once its time has come.
  await emails.getByRole('navigation').first().getByRole('button', { name: 'Sent Emails', exact: true }).click();
  const sent = windowOf(page, 'Sent Emails');
  const line = sent.getByRole('row').filter({ hasText: `reader.${stamp}@example.net` });
  await expect(line).toContainText('Pending (Queued)');
  // Tabs reload their list: back to Emails and again to Sent Emails until the row says Sent.
  await expect(async () => {
    await windowOf(page, 'Sent Emails').getByRole('navigation').first().getByRole('button', { name: 'Emails', exact: true }).click();
    await windowOf(page, 'Emails').getByRole('navigation').first().getByRole('button', { name: 'Sent Emails', exact: true }).click();
    await expect(line.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 200_000, intervals: [5_000] });
  await expect(line).toContainText('Hello from');
  await page.screenshot({ path: 'test-results/screens/sent-emails-1400.png' });

  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: 'test-results/screens/sent-emails-600.png' });
  await page.setViewportSize({ width: 1400, height: 900 });
  await speak(page, 'es');
  try {
    await expect(page.getByRole('dialog').getByRole('row').filter({ hasText: `reader.${stamp}@example.net` })).toContainText('Enviado');
    await page.screenshot({ path: 'test-results/screens/sent-emails-es-1400.png' });
  } finally {
    await speak(page, 'en');
  }
});

test.describe('a browser in another zone than the company', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("types an e-mail's send-at on the company's clock, and reads it back so", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const stamp = Date.now().toString(36).slice(-5);
    const emails = await openEmailManager(page);
    await emails.getByRole('button', { name: 'Add' }).click();
    const form = windowOf(page, 'Email');
    await form.getByLabel('Name').fill(`Office hours ${stamp}`);
    await form.getByLabel('Other addresses').fill(`zone.${stamp}@example.net`);
    await form.getByLabel('Subject').fill('Nine in the office');
    // The demo company keeps UTC: 9:30 typed is 9:30 UTC, though the browser is in Los Angeles.
    await form.getByLabel('Send at').fill('2030-07-01T09:30');
    await form.getByRole('button', { name: 'save' }).click();
    await expect(page.getByText('Saved').first()).toBeVisible();
    const saved = (await apiFromPage(page, 'GET', `emails?q=${encodeURIComponent(`Office hours ${stamp}`)}`)).body.items[0];
    expect(saved.schedule_time).toBe(Date.UTC(2030, 6, 1, 9, 30) / 1000);
    await form.getByRole('button', { name: 'close', exact: true }).click();
    await emails.getByRole('row').filter({ hasText: `Office hours ${stamp}` }).getByRole('button', { name: /^(Edit|Open)$/ }).click();
    await expect(windowOf(page, 'Email').getByLabel('Send at')).toHaveValue('2030-07-01T09:30');
  });
});
