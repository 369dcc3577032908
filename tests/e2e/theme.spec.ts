import { expect, test, type Page } from '@playwright/test';
import { lowContrast } from './contrast';
import { apiFromPage, at, DEMO_ADMIN, signIn, speak } from './support';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const shoot = (page: Page, name: string) => page.screenshot({ path: `docs/screens/${name}.png` });

/** Chooses a theme in the account menu (beside Sign-Out at 1400 px, in the one menu below 1024 px). */
async function chooseTheme(page: Page, theme: 'As the system' | 'Light' | 'Dark') {
  const wide = page.viewportSize()!.width >= 1024;
  await page.getByRole('button', wide ? { name: 'Dana Admin' } : { name: 'Menu' }).click();
  await page.getByRole('menuitemradio', { name: theme }).click();
  await page.keyboard.press('Escape');
}

test.describe('the theme', () => {
  test.use({ viewport: { width: 1400, height: 860 } });

  test('follows the system until chosen in the account menu, and the choice is kept from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);

    await chooseTheme(page, 'Dark');
    expect(await isDark(page)).toBe(true);
    // Applied before the first paint: the class is on <html> when the first element of the body is parsed.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as { darkAtFirstParse?: boolean }).darkAtFirstParse = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as { darkAtFirstParse?: boolean }).darkAtFirstParse)).toBe(true);

    await chooseTheme(page, 'As the system');
    expect(await isDark(page)).toBe(false);
  });
});

for (const width of [1400, 600]) {
  test.describe(`the dark theme at ${width}px`, () => {
    test.use({ viewport: { width, height: 860 }, colorScheme: 'dark' });

    test('every part of the workspace is readable, light and dark', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
      // An unread notification (a colleague announces a customer to the admin), so the top bar's badge is drawn and judged too.
      const me = (await apiFromPage(page, 'GET', 'site/me')).body;
      const customer = (await apiFromPage(page, 'GET', 'customers?per-page=1')).body.items[0];
      const staffKey = (await apiFromPage(page, 'POST', 'site/login', { email: 'staff@demo.test', password: 'demo12345' })).body.auth_key;
      const announced = await page.evaluate(
        async ([key, path, body]) => (await fetch(`/api/v1/${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
        [staffKey, `customers/${customer.id}/announce`, { user_ids: [me.id], message: 'Contrast check' }] as const,
      );
      expect(announced).toBe(200);
      for (const theme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(at('demo', '/'));
        await page.locator('section[data-loaded="true"]').waitFor();
        expect(await isDark(page)).toBe(theme === 'dark');
        expect(await lowContrast(page.locator('main'))).toEqual([]);
        expect(await lowContrast(page.getByRole('navigation', { name: 'Dock' }))).toEqual([]);
        expect(await lowContrast(page.locator('header').first())).toEqual([]);
        await shoot(page, `dashboard-${width}-${theme}`);

        await page.getByRole('button', width >= 1024 ? { name: 'Dana Admin' } : { name: 'Menu' }).click();
        expect(await lowContrast(page.getByRole('menu'))).toEqual([]);
        await shoot(page, `menu-${width}-${theme}`);
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Notifications' }).click();
        expect(await lowContrast(page.getByRole('dialog', { name: 'Notifications' }))).toEqual([]);
        await page.keyboard.press('Escape');

        await page.goto(at('demo', '/accounting/2?w=list:checks'));
        const list = page.getByRole('dialog');
        await expect(list.getByRole('row').nth(1)).toBeVisible();
        expect(await lowContrast(list)).toEqual([]);
        await shoot(page, `list-${width}-${theme}`);

        await list.getByRole('row').nth(1).getByRole('cell').first().dblclick();
        const form = page.getByRole('dialog').filter({ has: page.getByRole('combobox') });
        await expect(form.getByRole('combobox').first()).toBeVisible();
        expect(await lowContrast(form)).toEqual([]);
        await shoot(page, `form-${width}-${theme}`);

        await page.goto(at('demo', '/reports/7?w=report:income-vs-expense'));
        const report = page.getByRole('dialog');
        await expect(report.locator('svg.recharts-surface').first()).toBeVisible();
        expect(await lowContrast(report)).toEqual([]);
        await shoot(page, `report-${width}-${theme}`);
      }
    });
  });
}

test.describe('the first load', () => {
  test('the workspace page loads less than 200 kB of JavaScript, compressed, until the network is quiet', async ({ browser, page }) => {
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    // A new context: nothing cached from signing in.
    const fresh = await browser.newPage({ storageState: await page.context().storageState() });
    const scripts: Promise<number>[] = [];
    fresh.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    await fresh.goto(at('demo', '/'));
    await fresh.locator('section[data-loaded="true"]').waitFor();
    await fresh.waitForLoadState('networkidle');
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(bytes / 1024).toBeLessThan(200);
    await fresh.close();
  });
});

test.describe('the gems', () => {
  test.use({ viewport: { width: 1400, height: 860 } });

  test('show a count or a balance in the person’s language, read in one request for the board; settings and reports speak it too', async ({ page }) => {
    const boards: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/user-gems') && boards.push(r.url()));
    const figureRequests: string[] = [];
    page.on('request', (r) => /\/api\/v1\/(customers|vendors|checks|journal-entries)\?/.test(r.url()) && figureRequests.push(r.url()));
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.locator('section[data-loaded="true"]').waitFor();
    const customers = page.locator('[data-gem="34"]');
    await expect(customers.getByTestId('gem-figure')).toHaveText(/^\d[\d,]*$/);
    await expect(page.locator('[data-gem="177"]').getByTestId('gem-figure')).toHaveText(/^-?\$[\d,]+\.\d\d$/);
    await expect(page.locator('[data-gem="187"]').getByTestId('gem-figure')).toHaveCount(0);
    expect(boards).toHaveLength(1);
    expect(figureRequests).toEqual([]);

    await speak(page, 'es');
    try {
      await expect(page.locator('[data-gem="177"]').getByTestId('gem-figure')).toHaveText(/^-?[\d.]+,\d\d\sUS\$$/);
      await page.getByRole('link', { name: 'Contabilidad', exact: true }).click();
      await page.locator('section[data-loaded="true"]').waitFor();
      await expect(page.locator('[data-gem="58"]')).toBeVisible();
      await expect(page.locator('[data-gem="58"]').getByTestId('gem-figure')).toHaveCount(0);
      // The settings' months and the reports' days in the person's language, not the browser's (English here).
      await page.getByRole('button', { name: 'Configuración' }).click();
      await expect(page.getByRole('option', { name: 'enero' })).toBeAttached();
      const today = new Date().toISOString().slice(0, 10);
      await page.goto(at('demo', '/reports/7?w=report:profit-and-loss'));
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toHaveValue(`01/${today.slice(5, 7)}/${today.slice(0, 4)}`);
    } finally {
      await page.goto(at('demo', '/'));
      await speak(page, 'en');
      await expect(page.getByRole('link', { name: 'Accounting' })).toBeVisible();
    }
  });
});
