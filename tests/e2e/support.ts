import { type Cookie, expect, type Locator, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import es from '../../messages/es.json';

export const PORT = Number(process.env.E2E_PORT ?? 3200);
export const at = (slug: string | null, path = '/') => `http://${slug ? `${slug}.` : ''}localhost:${PORT}${path}`;

/** Keeps a picture of a main screen among the test artefacts. */
export const snap = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo12345' };

// One login per worker for the demo's administrator, whom most tests sign in as: later tests
// reuse its session cookie. A session signed out since (auth.spec does) falls back to the form.
let adminCookies: Cookie[] | null = null;

/** Signs in and waits for the workspace (its dock) to be there. */
export async function signIn(page: Page, slug: string, email: string, password: string) {
  const reusable = slug === 'demo' && email === DEMO_ADMIN.email && password === DEMO_ADMIN.password;
  const desk = page.getByRole('navigation', { name: /^(Dock|Base)$/ });
  let signedIn = false;
  if (reusable && adminCookies) {
    await page.context().addCookies(adminCookies);
    await page.goto(at(slug, '/'));
    await desk.or(page.getByRole('button', { name: 'Sign in' })).first().waitFor();
    signedIn = (await desk.count()) > 0;
  }
  if (!signedIn) {
    await logIn(page, slug, email, password);
    await desk.waitFor();
    if (reusable) adminCookies = await page.context().cookies();
  }
  // Tests start in English: a Spanish test that failed before switching back leaves the person's
  // language Spanish, and every later test would then fail on English names.
  if (await page.getByRole('navigation', { name: 'Base', exact: true }).count()) await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('navigation', { name: 'Dock' }).waitFor();
}

/**
 * Switches the person's language with the top bar's button and waits until the page answers in it:
 * the choice is a server action, and a navigation before it returns would drop it.
 */
export async function speak(page: Page, locale: 'en' | 'es') {
  const button = page.getByRole('button', { name: locale === 'es' ? 'Español' : 'English', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

export async function logIn(page: Page, slug: string, email: string, password: string) {
  await page.goto(at(slug, '/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Calls the API from inside the page (the browser resolves `*.localhost`; Node's resolver does
 * not), on the origin the page is at.
 */
export async function apiFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(`/api/v1/${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    [method, path, body] as const,
  );
}

/** `apiFromPage` that expects success (the failing path and answer said otherwise) and answers the body. */
export function okFromPage(page: Page) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await apiFromPage(page, method, path, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A window of the desktop, by its accessible name: its title, followed on a record's form by the record's ("Customer Acme Corp"). */
export const windowOf = (page: Page, header: string) => page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(header)}(?: .+)?$`) });

/** Picks a record in a reference field: types, then chooses the option (its list lies on the page, over the window). */
export async function pick(form: Locator, label: string, text: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).fill(text);
  await form.page().getByRole('option', { name: option }).first().click();
}

/**
 * Gives the demo company its own mail server, the browser tests' sink (playwright.config.ts starts
 * it at PORT + 1000): the app is given no platform server, as a new install has none, so a company
 * e-mails only once it has one. No password: the sink takes no login.
 */
export async function useMailSink(page: Page) {
  const res = await apiFromPage(page, 'PUT', 'mail-settings', { host: '127.0.0.1', port: PORT + 1000, from_address: 'Demo Billing <billing@demo.test>' });
  expect(res.status).toBe(200);
}

/** Opens the Email Manager (the Tools dock item, then its gem 201): the composed e-mails first. */
export async function openEmailManager(page: Page) {
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Tools', exact: true }).click();
  await page.locator('[data-gem="201"]').click();
  return windowOf(page, 'Emails');
}

/** Opens Banking as a person does (the Accounting dock item, then its gem), then one of its hub's tabs. */
export async function openChecksHub(page: Page, tab: string) {
  await page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Accounting', exact: true }).click();
  // The Accounting dock tab shown first: a window belongs to the tab it was opened on.
  await page.waitForURL(/\/accounting\/2/);
  await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const checks = windowOf(page, 'Checks');
  // A gem clicked before the page has hydrated opens nothing: click again until its window shows.
  await expect(async () => {
    await page.locator('[data-gem="177"]').click();
    await expect(checks).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await checks.getByRole('navigation', { name: 'Related lists' }).getByRole('button', { name: tab, exact: true }).click();
  return windowOf(page, tab);
}

/** A list row's menu of actions (everything but Open/Edit), opened; Escape closes it. */
export async function rowMenu(row: Locator) {
  await row.getByRole('button', { name: /^(Actions|Acciones)$/ }).click();
  return row.page().getByRole('menu');
}

/** Runs one of a list row's actions: Open/Edit on the row, the rest from its menu. */
export async function rowAction(row: Locator, name: string | RegExp) {
  const exact = typeof name === 'string';
  if (exact && /^(Edit|Open|Editar|Abrir)$/.test(name)) return row.getByRole('button', { name, exact }).click();
  const menu = await rowMenu(row);
  await menu.getByRole('menuitem', { name, exact }).click();
}

/** The names of a list row's menu actions (the menu is opened and closed again); a row no longer listed has none. */
export async function rowActionNames(row: Locator) {
  if ((await row.count()) === 0) return [];
  // The list may drop the row as it refreshes (a prospect converted): then it has no actions.
  const opened = await row.getByRole('button', { name: /^(Actions|Acciones)$/ }).click({ timeout: 3000 }).then(() => true, () => false);
  if (!opened) {
    if ((await row.count()) === 0) return [];
    throw new Error('the row’s Actions menu did not open');
  }
  const menu = row.page().getByRole('menu');
  const names = await menu.getByRole('menuitem').allInnerTexts();
  await row.page().keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return names.map((n) => n.trim());
}

/** Opens a dock area, then one of its gems (`area` omitted: on the dock tab already shown), clicking again until the window shows (a click before hydration opens nothing). */
export async function openGem(page: Page, gem: number, title: string, area?: string) {
  if (area) {
    await page.getByRole('navigation', { name: /^(Dock|Base)$/ }).getByRole('link', { name: area, exact: true }).click();
    await page.waitForLoadState('networkidle');
  }
  const window = windowOf(page, title);
  await expect(async () => {
    await page.locator(`[data-gem="${gem}"]`).click();
    await expect(window).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return window;
}

/** Opens a window on a dock tab (its windows belong to it), as `?w=` does on a reload (the dock's own gems open the same windows). */
export async function openOn(page: Page, dock: Exclude<keyof typeof en.dock, 'label'>, window: string, locale: 'en' | 'es' = 'en') {
  const names = locale === 'en' ? en.dock : es.dock;
  await page.getByRole('navigation', { name: names.label }).getByRole('link', { name: names[dock], exact: true }).click();
  await page.waitForURL(new RegExp(`/${dock}/\\d+`));
  await page.goto(`${page.url().split('?')[0]}?w=${window}`);
}

/** Presses Tab (Shift+Tab `back`) until `target` has the focus, at most `limit` times; how many it took. */
export async function tabTo(page: Page, target: Locator, limit = 60, back = false) {
  for (let n = 0; n < limit; n++) {
    if (await target.evaluate((el) => el === document.activeElement)) return n;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
