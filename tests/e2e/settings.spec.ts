import { expect, test, type Page } from '@playwright/test';
import { lowContrast } from './contrast';
import { apiFromPage, DEMO_ADMIN, signIn, snap, speak, windowOf } from './support';

/** Opens an item of the top bar: beside Sign-Out at 1400 px, in the one menu below 1024 px. */
async function fromTopBar(page: Page, item: { button?: string; menuitem: string }, language: 'en' | 'es' = 'en') {
  const wide = page.viewportSize()!.width >= 1024;
  if (wide && item.button) return page.getByRole('button', { name: item.button, exact: true }).click();
  await page.getByRole('button', wide ? { name: 'Dana Admin' } : { name: language === 'en' ? 'Menu' : 'Menú' }).click();
  await page.getByRole('menuitem', { name: item.menuitem }).click();
}

for (const width of [1400, 600]) {
  test.describe(`company settings at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('tabs of information, terminology, classifications, numbering, security, theme, configuration and import and export; saved and refused by field, in English and Spanish', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
      for (const language of ['en', 'es'] as const) {
        const words =
          language === 'en'
            ? { window: 'Configuration and Settings', settings: 'Settings', tabs: ['Information', 'Terminology', 'Classifications', 'Numbering', 'Security', 'Theme', 'Configuration', 'Import and export'], zip: 'Billing ZIP code', save: 'save', zipError: 'Billing ZIP code must be a ZIP code' }
            : { window: 'Configuración y ajustes', settings: 'Configuración', tabs: ['Información', 'Terminología', 'Clasificaciones', 'Numeración', 'Seguridad', 'Tema', 'Configuración', 'Importar y exportar'], zip: 'Código postal de facturación', save: 'guardar', zipError: 'Código postal de facturación debe ser un código postal' };
        if (language === 'es') await speak(page, 'es');
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await fromTopBar(page, { button: words.settings, menuitem: words.settings }, language);
        const settings = windowOf(page, words.window);
        await expect(settings.getByRole('tab', { name: words.tabs[0] })).toHaveAttribute('aria-selected', 'true');
        // A wrong ZIP code is refused on its field, in the person's language.
        await settings.getByLabel(words.zip).fill('12');
        await settings.getByRole('button', { name: words.save, exact: true }).click();
        await expect(settings.getByRole('alert')).toContainText(words.zipError);
        await settings.getByLabel(words.zip).fill('62701');
        await settings.getByRole('button', { name: words.save, exact: true }).click();
        await expect(settings.getByRole('alert')).toHaveCount(0);
        expect((await apiFromPage(page, 'GET', 'settings')).body.billing_zip).toBe('62701');
        expect(await lowContrast(settings)).toEqual([]);
        await snap(page, `settings-information-${width}-${language}`);
        for (const [i, tab] of words.tabs.entries()) {
          if (i === 0) continue;
          await settings.getByRole('tab', { name: tab, exact: true }).click();
          await expect(settings.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
          await expect(settings.getByRole('tabpanel')).not.toContainText('…');
          await snap(page, `settings-${['information', 'terminology', 'classifications', 'numbering', 'security', 'theme', 'configuration', 'import-export'][i]}-${width}-${language}`);
        }
        await settings.getByRole('button', { name: language === 'en' ? 'Close' : 'Cerrar', exact: true }).click();
        await expect(settings).toHaveCount(0);
      }
      await speak(page, 'en');
    });
  });
}

test.describe('look and feel', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a colour theme and dark or light, applied at once and kept on the account', async ({ page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const brand = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
    try {
      const before = await brand();
      await fromTopBar(page, { menuitem: 'Look and feel…' });
      const window = windowOf(page, 'Look and feel');
      await window.getByRole('button', { name: 'Forest' }).click();
      await expect.poll(brand).not.toBe(before);
      const forest = await brand();
      // A click, then the state awaited: the choice shows from the shared cache a moment later on a busy machine.
      await window.getByRole('radio', { name: 'Dark' }).click();
      await expect(window.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await lowContrast(window)).toEqual([]);
      await snap(page, 'look-and-feel-1400-dark');
      expect((await apiFromPage(page, 'GET', 'site/look-and-feel')).body).toEqual({ theme_mode: 'dark', theme_accent: 7, time_zone: null });
      // Another browser of the same person shows them from the first page.
      const other = await page.context().browser()!.newPage({ storageState: await page.context().storageState(), viewport: { width: 1400, height: 900 } });
      await other.goto(page.url());
      await other.getByRole('navigation', { name: 'Dock' }).waitFor();
      expect(await other.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await other.close();
      await page.reload();
      await page.getByRole('navigation', { name: 'Dock' }).waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim())).not.toBe(forest); // the dark base's shade of it
      expect(await lowContrast(page.locator('main'))).toEqual([]);
    } finally {
      // Back as it was, for the tests that follow (the theme's expect the system's), whatever happened.
      expect((await apiFromPage(page, 'PUT', 'site/look-and-feel', { theme_mode: 'system', theme_accent: 1 })).status).toBe(200);
    }
  });
});
