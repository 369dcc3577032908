import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, speak } from './support';

// The main screens as pictures in docs/screens/ (<name>-<width>-<locale>.png), so that a reader
// judges the look without running the app: the viewport only, to keep them small.
const shoot = (page: Page, name: string, width: number, locale: string) => page.screenshot({ path: `docs/screens/${name}-${width}-${locale}.png` });

for (const width of [1400, 600]) {
  test.describe(`screens at ${width}px`, () => {
    test.use({ viewport: { width, height: 860 } });

    test('dashboard, list window, form window and the Banking hub, in English and Spanish', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
      const customers = await apiFromPage(page, 'GET', 'customers?q=Vandelay');
      const vandelay = customers.body.items[0].id;
      for (const locale of ['en', 'es']) {
        try {
          if (locale === 'es') await speak(page, 'es');
          await expect(page.getByRole('link', { name: locale === 'es' ? 'Contabilidad' : 'Accounting' })).toBeVisible();
          await page.goto(at('demo', '/'));
          await page.locator('section[data-loaded="true"]').waitFor();
          await shoot(page, 'dashboard', width, locale);

          await page.goto(at('demo', '/crm/10?w=list:customers'));
          await expect(page.getByRole('dialog').getByRole('row').nth(1)).toBeVisible();
          await shoot(page, 'list', width, locale);

          await page.goto(at('demo', `/crm/10?w=form:customers:${vandelay}`));
          await expect(page.getByRole('dialog').locator('header')).toContainText('Vandelay Industries');
          await shoot(page, 'form', width, locale);

          await page.goto(at('demo', '/accounting/2?w=list:checks'));
          await expect(page.getByRole('dialog').getByRole('columnheader').first()).toBeVisible();
          await shoot(page, 'banking', width, locale);
        } finally {
          if (locale === 'es') {
            await page.goto(at('demo', '/'));
            await speak(page, 'en');
            await expect(page.getByRole('link', { name: 'Accounting' })).toBeVisible();
          }
        }
      }
    });
  });
}
