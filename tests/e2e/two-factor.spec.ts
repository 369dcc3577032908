import { expect, test } from '@playwright/test';
import { totpAt } from '../../lib/auth/totp';
import { apiFromPage, snap, at, DEMO_ADMIN, logIn, signIn, windowOf } from './support';

for (const width of [1400, 600]) {
  test.describe(`two-factor sign-in at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('enrolled with a code computed from the shown secret, then asked for at sign-in; a recovery code signs in once', async ({ page, browser }) => {
      test.setTimeout(120_000);
      // A person of their own, made by the admin.
      await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
      const person = { email: `tfa-${width}-${Date.now()}@demo.test`, password: 'Two-factor-123' };
      expect((await apiFromPage(page, 'POST', 'users', { display_name: 'Tess Factor', email: person.email, password: person.password })).status).toBe(201);
      // Off the workspace first: its requests would send it to the login page while this test goes there.
      await page.goto('about:blank');
      await page.context().clearCookies();

      await signIn(page, 'demo', person.email, person.password);
      await page.getByRole('button', width >= 1024 ? { name: 'Tess Factor' } : { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: 'Two-factor sign-in…' }).click();
      const window = windowOf(page, 'Two-factor sign-in');
      await window.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await expect(window.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      const secret = (await window.getByTestId('totp-secret').textContent())!.trim();
      await expect(window.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
      await snap(page, `two-factor-enrol-${width}`);
      await window.getByRole('textbox', { name: 'Code', exact: true }).fill('000000' === totpAt(secret, Date.now()) ? '111111' : '000000');
      await window.getByRole('button', { name: 'Turn on' }).click();
      await expect(window.getByRole('alert')).toContainText('not right');
      await window.getByRole('textbox', { name: 'Code', exact: true }).fill(totpAt(secret, Date.now()));
      await window.getByRole('button', { name: 'Turn on' }).click();
      const codes = window.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const recovery = (await codes.first().textContent())!.trim();
      await snap(page, `two-factor-codes-${width}`);
      await window.getByRole('button', { name: 'I have saved them' }).click();
      await expect(window.getByText('Two-factor sign-in is on.')).toBeVisible();

      // Signing in again: the password, then the code.
      const fresh = await browser.newPage({ viewport: { width, height: 900 } });
      await logIn(fresh, 'demo', person.email, person.password);
      await expect(fresh.getByLabel('Code')).toBeVisible();
      await snap(fresh, `two-factor-login-${width}`);
      await fresh.getByLabel('Code').fill('12345x');
      await fresh.getByRole('button', { name: 'Verify' }).click();
      await expect(fresh.getByRole('alert').filter({ hasText: 'not right' })).toBeVisible();
      // The next step's code (the one that turned it on is not taken twice).
      await fresh.getByLabel('Code').fill(totpAt(secret, Date.now() + 30_000));
      await fresh.getByRole('button', { name: 'Verify' }).click();
      await fresh.getByRole('navigation', { name: 'Dock' }).waitFor();
      await fresh.close();

      // A recovery code instead, once.
      const again = await browser.newPage({ viewport: { width, height: 900 } });
      await logIn(again, 'demo', person.email, person.password);
      await again.getByLabel('Code').fill(recovery);
      await again.getByRole('button', { name: 'Verify' }).click();
      await again.getByRole('navigation', { name: 'Dock' }).waitFor();
      await again.close();
      const third = await browser.newPage({ viewport: { width, height: 900 } });
      await logIn(third, 'demo', person.email, person.password);
      await third.getByLabel('Code').fill(recovery);
      await third.getByRole('button', { name: 'Verify' }).click();
      await expect(third.getByRole('alert').filter({ hasText: 'not right' })).toBeVisible();
      expect(third.url()).toContain(at('demo', '/login'));
      await third.close();
    });
  });
}
