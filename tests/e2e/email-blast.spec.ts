import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, DEMO_ADMIN, openEmailManager, pick, PORT, signIn, speak, useMailSink, windowOf } from './support';

const hubTab = (page: Page, from: string, tab: string) => windowOf(page, from).getByRole('navigation').first().getByRole('button', { name: tab, exact: true });

test('the E-Mail Blaster: a template to other contacts, previewed with its count, queued, and an unsubscribe link that later blasts honour', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await useMailSink(page);
  const stamp = Date.now().toString(36).slice(-5);
  const template = await apiFromPage(page, 'POST', 'email-templates', { display_name: `Blast ${stamp}`, subject: 'News for {{customer_name}}', body: 'Dear {{customer_name}}, our spring offers.' });
  expect(template.status).toBe(201);
  // Named to come first among the company's other contacts.
  for (const name of ['0 Avery', '0 Blake']) {
    expect((await apiFromPage(page, 'POST', 'other-contacts', { display_name: `${name} ${stamp}`, email: `${name.slice(2).toLowerCase()}.${stamp}@example.net` })).status).toBe(201);
  }
  const expected = (await apiFromPage(page, 'POST', 'email-blasts/preview', { template_id: template.body.id, audience: 'contacts' })).body;

  // Gem 119 on the CRM tab.
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'CRM', exact: true }).click();
  await page.locator('[data-gem="119"]').click();
  const blasts = windowOf(page, 'E-Mail Blasts');
  await blasts.getByRole('button', { name: 'Add' }).click();
  const form = windowOf(page, 'E-Mail Blast');
  await form.getByLabel('Name').fill(`Spring blast ${stamp}`);
  await pick(form, 'Template', 'Blast', `Blast ${stamp}`);
  await form.getByLabel('Recipients').selectOption({ label: 'Other contacts' });
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status')).toHaveText(`Sends ${expected.count} e-mails; nobody skipped.`);
  await expect(preview).toContainText(`As 0 Avery ${stamp} (avery.${stamp}@example.net) receives it:`);
  await expect(preview).toContainText(`News for 0 Avery ${stamp}`);
  await expect(preview).toContainText('/unsubscribe?t=');
  await page.screenshot({ path: 'docs/screens/email-blaster-1400-en.png' });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: 'docs/screens/email-blaster-600-en.png' });
  await page.setViewportSize({ width: 1400, height: 900 });
  await form.getByRole('button', { name: 'save' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect(form).toContainText(`Other contacts — queued for ${expected.count}; 0 skipped (unsubscribed).`);
  await form.getByRole('button', { name: 'close', exact: true }).click();
  await expect(blasts.getByRole('row').filter({ hasText: `Spring blast ${stamp}` })).toContainText(String(expected.count));

  // Each went through the queue to Sent Emails; Avery's carries the link.
  await hubTab(page, 'E-Mail Blasts', 'Sent Emails').click();
  const sent = windowOf(page, 'Sent Emails');
  await expect(sent.getByRole('row').filter({ hasText: `avery.${stamp}@example.net` })).toBeVisible();
  const mails = (await apiFromPage(page, 'GET', `sent-emails?q=avery.${stamp}`)).body.items as { body_text: string }[];
  const link = /(http\S+\/unsubscribe\?t=\S+)/.exec(mails[0].body_text)![1];
  expect(link.startsWith(`http://demo.localhost:${PORT}/unsubscribe?t=`)).toBe(true);

  // The link needs no sign-in: a fresh browser context asks, then confirms.
  const outsider = await page.context().browser()!.newContext();
  const reader = await outsider.newPage();
  await reader.goto(link);
  await expect(reader.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(reader.getByText(`avery.${stamp}@example.net`)).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('status')).toHaveText('Done: this address receives no more bulk e-mails from this company.');
  await reader.screenshot({ path: 'docs/screens/unsubscribe-600-en.png' });
  await outsider.close();

  // The next blast skips Avery and says so.
  await hubTab(page, 'Sent Emails', 'E-Mail Blasts').click();
  await windowOf(page, 'E-Mail Blasts').getByRole('button', { name: 'Add' }).click();
  const next = windowOf(page, 'E-Mail Blast');
  await pick(next, 'Template', 'Blast', `Blast ${stamp}`);
  await next.getByLabel('Recipients').selectOption({ label: 'Other contacts' });
  const left = expected.count - 1;
  await expect(next.getByRole('region', { name: 'Preview' }).getByRole('status')).toHaveText(`Sends ${left} ${left === 1 ? 'e-mail' : 'e-mails'}; 1 skipped (unsubscribed).`);
  await expect(next.getByRole('region', { name: 'Preview' })).toContainText(`As 0 Blake ${stamp}`);
  await speak(page, 'es');
  try {
    await expect(page.getByRole('region', { name: 'Vista previa' }).getByRole('status')).toHaveText(`Envía ${left} ${left === 1 ? 'correo' : 'correos'}; 1 omitido (dado de baja).`);
    await page.screenshot({ path: 'docs/screens/email-blaster-1400-es.png' });
  } finally {
    await speak(page, 'en');
  }
});

test('Email Manager: Send Now schedules, queued e-mails opened to view, the mail server settings with a test e-mail; no job queue tab for a clerk', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36).slice(-5);
  expect((await apiFromPage(page, 'POST', 'schedulars', { display_name: `Now ${stamp}`, subject: 'Hi', body: 'Hello', to_emails: `now.${stamp}@example.net` })).status).toBe(201);

  const emails = await openEmailManager(page);
  await expect(emails.getByRole('navigation').first().getByRole('button', { name: 'Job Queue', exact: true })).toBeVisible();
  // A queued e-mail is opened to be viewed: no Edit, no Save.
  const row = emails.getByRole('row').filter({ hasText: `Now ${stamp}` });
  await expect(row.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'Open', exact: true }).click();
  const viewed = windowOf(page, 'Email');
  await expect(viewed.getByLabel('Name')).toBeDisabled();
  await expect(viewed.getByLabel('Send at')).toBeDisabled();
  await expect(viewed.getByText('Send Now')).toBeVisible();
  await expect(viewed.getByRole('button', { name: 'save' })).toHaveCount(0);
  await viewed.getByRole('button', { name: 'close', exact: true }).click();

  await hubTab(page, 'Emails', 'Schedules').click();
  const schedules = windowOf(page, 'Schedules');
  await expect(schedules.getByRole('row').filter({ hasText: `Now ${stamp}` })).toContainText('Send Now');
  await speak(page, 'es');
  try {
    await expect(page.getByRole('dialog').getByRole('row').filter({ hasText: `Now ${stamp}` })).toContainText('Enviar ahora');
  } finally {
    await speak(page, 'en');
  }

  // The hub's settings: the company's own SMTP server (the test's mail sink), its password shown only as set.
  await page.getByRole('dialog').getByRole('button', { name: 'Mail Settings', exact: true }).click();
  const settings = windowOf(page, 'Mail Settings');
  await expect(settings.getByText('No password set')).toBeVisible();
  await settings.getByLabel('SMTP server').fill('127.0.0.1');
  await settings.getByLabel('Port', { exact: true }).fill(String(PORT + 1000));
  // No user name: the test's mail sink takes no login (the password is kept all the same).
  await settings.getByLabel('Password').fill('sink-password');
  await settings.getByLabel('From address').fill('Demo Billing <billing@demo.test>');
  await settings.getByRole('button', { name: 'save' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect(settings.getByText('A password is set')).toBeVisible();
  await expect(settings.getByLabel('Password')).toHaveValue('');
  await settings.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByText(`Test e-mail sent to ${DEMO_ADMIN.email}.`)).toBeVisible();
  await page.screenshot({ path: 'docs/screens/mail-settings-1400-en.png' });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: 'docs/screens/mail-settings-600-en.png' });
  await page.setViewportSize({ width: 1400, height: 900 });

  // A clerk (no administrator) finds no Job Queue tab, which would only answer 403.
  const email = `clerk.${stamp}@demo.test`;
  expect((await apiFromPage(page, 'POST', 'users', { display_name: `Clerk ${stamp}`, email, password: 'clerk-password-1' })).status).toBe(201);
  const other = await browser.newContext();
  const clerk = await other.newPage();
  await clerk.setViewportSize({ width: 1400, height: 900 });
  await signIn(clerk, 'demo', email, 'clerk-password-1');
  const clerkEmails = await openEmailManager(clerk);
  await expect(clerkEmails.getByRole('navigation').first().getByRole('button', { name: 'Sent Emails', exact: true })).toBeVisible();
  await expect(clerkEmails.getByRole('navigation').first().getByRole('button', { name: 'Job Queue', exact: true })).toHaveCount(0);
  expect((await apiFromPage(clerk, 'GET', 'queue-jobs')).status).toBe(403);
  await other.close();
});
