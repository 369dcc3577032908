import { expect, test } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, logIn, signIn, snap, speak } from './support';

test('a company signs up at the root, logs in at its subdomain, stays logged in and signs out', async ({ page }) => {
  const slug = `e2e${Date.now().toString(36)}`;
  await page.goto(at(null));
  await expect(page).toHaveTitle(/^Workspace/);
  await snap(page, 'root-signup');

  await page.getByLabel('Company name').fill('Vandelay Industries');
  await page.getByLabel('Subdomain').fill(slug);
  await page.getByLabel('Your name').fill('Art Vandelay');
  await page.getByLabel('E-mail').fill('art@vandelay.test');
  await page.getByLabel('Password').fill('importer-exporter');
  await page.getByRole('button', { name: 'Create company' }).click();

  await expect(page).toHaveURL(new RegExp(`^http://${slug}\\.localhost:\\d+/login`));
  await expect(page.getByText('Your company is ready')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('art@vandelay.test');
  await page.getByLabel('Password').fill('importer-exporter');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome, Art Vandelay' })).toBeVisible();
  await expect(page).toHaveTitle('Vandelay Industries · Workspace');
  await snap(page, 'dashboard');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Art Vandelay' })).toBeVisible();

  await page.goto(at(slug, '/login'));
  await expect(page).toHaveURL(at(slug, '/'));

  // A copy of the cookie kept from before signing out is worth nothing after it.
  const kept = await page.context().cookies();
  await page.getByRole('button', { name: 'Sign-Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(at(slug, '/'));
  await expect(page).toHaveURL(at(slug, '/login?callbackUrl=%2F'));
  await page.context().addCookies(kept);
  await page.goto(at(slug, '/'));
  // The cookie is validly signed, so the page itself (not the cookie check in front) sends it away.
  await expect(page).toHaveURL(new RegExp(`^http://${slug}\\.localhost:\\d+/login`));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('signing out everywhere from the account menu signs out the other browsers too', async ({ page, browser }) => {
  // A user of its own, so that no other test's session ends with it.
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const email = `away.${Date.now().toString(36)}@demo.test`;
  const made = await apiFromPage(page, 'POST', 'users', { display_name: 'Away Traveller', email, password: 'left-a-laptop' });
  expect(made.status).toBe(201);
  await page.getByRole('button', { name: 'Sign-Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const elsewhere = await browser.newPage();
  try {
    await signIn(elsewhere, 'demo', email, 'left-a-laptop');
    await signIn(page, 'demo', email, 'left-a-laptop');
    await page.getByRole('button', { name: 'Away Traveller' }).click();
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/login/);
    await expect(elsewhere.getByRole('button', { name: 'Sign in' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('sign-up shows each invalid field beneath it', async ({ page }) => {
  await page.goto(at(null, '/signup'));
  await page.getByLabel('Company name').fill('Short Password Inc');
  await page.getByLabel('Subdomain').fill('www');
  await page.getByLabel('Your name').fill('Someone');
  await page.getByLabel('E-mail').fill('someone@short.test');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Password should contain at least 8 characters.')).toBeVisible();
  await expect(page.getByText('This subdomain is reserved.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Short Password Inc');
  await snap(page, 'signup-errors');
});

test('a protected route sends a visitor to login and back after it', async ({ page }) => {
  await page.goto(at('demo', '/'));
  await expect(page).toHaveURL(at('demo', '/login?callbackUrl=%2F'));
  await snap(page, 'login');
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Admin' })).toBeVisible();
});

test('the login link with an auth key signs in, and Spanish switches every text', async ({ page }) => {
  await page.goto(at('demo', '/login'));
  const res = await apiFromPage(page, 'POST', 'site/login', DEMO_ADMIN);
  expect(res.status).toBe(200);
  const { auth_key } = res.body;
  await page.goto(at('demo', `/login?auth=${auth_key}`));
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Admin' })).toBeVisible();

  await speak(page, 'es');
  await expect(page.getByRole('heading', { name: 'Bienvenido, Dana Admin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await snap(page, 'dashboard-es');
  await speak(page, 'en');
  await expect(page.getByRole('button', { name: 'Sign-Out' })).toBeVisible();
});

test('a user of one company cannot log in on another company', async ({ page }) => {
  await logIn(page, 'demo', 'art@vandelay.test', 'importer-exporter');
  await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
});

test('an unknown subdomain says the company is not found, with 404', async ({ page }) => {
  const res = await page.goto(at('no-such-company', '/login'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  const api = await apiFromPage(page, 'GET', 'site/me');
  expect(api).toEqual({ status: 404, body: { name: 'Not Found', message: 'Company not found.', status: 404 } });
});

test("a client's login link signs the client in to their portal, never the workspace", async ({ page, browser }) => {
  await logIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Admin' })).toBeVisible();
  // The client is linked to a customer owing one invoice; another customer's invoice stays out of sight.
  const revenue = (await apiFromPage(page, 'GET', 'accounts?q=Service%20Revenue')).body.items[0].id;
  const bill = async (customer: string, rate: string) => {
    const made = await apiFromPage(page, 'POST', 'customers', { display_name: customer });
    const invoice = await apiFromPage(page, 'POST', 'invoices', { customer_id: made.body.id, date: '2026-11-02', due_date: '2030-12-02', lines: [{ type: 'service', description: 'Catalog', quantity: '1', rate, account_id: revenue }] });
    if (invoice.body.is_tba) await apiFromPage(page, 'POST', `invoices/${invoice.body.id}/approve`);
    return { customerId: made.body.id as number, id: invoice.body.id as number, number: invoice.body.number as string };
  };
  const theirs = await bill('Peterman Catalog', '731.25');
  const others = await bill('Someone Else', '999.00');
  const made = await apiFromPage(page, 'POST', 'clients', { display_name: 'Jacopo Peterman', email: 'jp@catalog.test', status: 10, customer_id: theirs.customerId });
  expect(made.status).toBe(201);

  const outside = await browser.newContext();
  const client = await outside.newPage();
  await client.goto(made.body.login_url);
  await expect(client.getByRole('heading', { name: 'Welcome, Jacopo Peterman' })).toBeVisible();
  await expect(client).toHaveURL(/\/portal$/);
  const invoices = client.getByRole('region', { name: 'Invoices of Peterman Catalog' });
  await expect(invoices.getByRole('row', { name: new RegExp(`^${theirs.number} .*\\$731\\.25 \\$731\\.25 Open Invoice ${theirs.number} as PDF$`) })).toBeVisible();
  await expect(invoices.getByRole('cell', { name: '$999.00' })).toHaveCount(0);
  // Its PDF opens from the list; another invoice's number in the same address answers 404.
  // Fetched by the page (its cookie, its host: Node itself cannot resolve demo.localhost).
  const fetched = (href: string) => client.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type') };
  }, href);
  const href = await invoices.getByRole('link', { name: `Invoice ${theirs.number} as PDF` }).getAttribute('href');
  expect(await fetched(href!)).toEqual({ status: 200, type: 'application/pdf' });
  expect((await fetched(`/portal/invoices/${others.id}/pdf`)).status).toBe(404);
  await snap(client, 'client-portal');
  await client.goto(at('demo', '/'));
  await expect(client).toHaveURL(/\/portal$/);
  const api = await apiFromPage(client, 'GET', 'customers');
  expect(api.status).toBe(401);
  await outside.close();
});

test('the sign-up page refuses fields in the person’s language (es)', async ({ page }) => {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'es', url: at(null) }]);
  await page.goto(at(null));
  await page.getByLabel('Nombre de la empresa').fill('Empresa Uno');
  await page.getByLabel('Subdominio').fill('www');
  await page.getByLabel('Su nombre').fill('Ana');
  await page.getByLabel('Correo electrónico').fill('ana@uno.test');
  await page.getByLabel('Contraseña').fill('corta');
  await page.getByRole('button', { name: 'Crear empresa' }).click();
  await expect(page.getByText('Contraseña debe tener al menos 8 caracteres.')).toBeVisible();
  await expect(page.getByText('Este subdominio está reservado.')).toBeVisible();
  await snap(page, 'root-signup-errors-es');
});
