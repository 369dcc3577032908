import { expect, test } from '@playwright/test';
import { apiFromPage, DEMO_ADMIN, logIn, signIn, snap, speak, windowOf } from './support';

const WORDS = {
  en: { menu: 'Change password…', window: 'Change password', current: 'Current password', next: 'New password', again: 'New password again', submit: 'Change password', wrong: 'This is not your current password.', mismatch: 'The two new passwords are not the same.', done: 'Your password is changed.' },
  es: { menu: 'Cambiar la contraseña…', window: 'Cambiar la contraseña', current: 'Contraseña actual', next: 'Nueva contraseña', again: 'Repita la nueva contraseña', submit: 'Cambiar la contraseña', wrong: 'Esta no es su contraseña actual.', mismatch: 'Las dos contraseñas nuevas no son iguales.', done: 'Su contraseña ha cambiado.' },
};

for (const [width, language] of [[1400, 'en'], [600, 'es']] as const) {
  test(`a person changes their own password from the account menu (${width}px, ${language})`, async ({ page }) => {
    const w = WORDS[language];
    await page.setViewportSize({ width, height: 900 });
    // A person of their own, made by the admin.
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const person = { name: `Pat ${language}`, email: `pw-${width}-${Date.now()}@demo.test`, password: 'first-password-1' };
    expect((await apiFromPage(page, 'POST', 'users', { display_name: person.name, email: person.email, password: person.password })).status).toBe(201);
    await page.goto('about:blank');
    await page.context().clearCookies();

    await signIn(page, 'demo', person.email, person.password);
    if (language === 'es') await speak(page, 'es');
    await page.getByRole('button', width >= 1024 ? { name: person.name } : { name: language === 'es' ? 'Menú' : 'Menu' }).click();
    await page.getByRole('menuitem', { name: w.menu }).click();
    const window = windowOf(page, w.window);
    // Typed with the keyboard: each box, then Enter.
    await window.getByLabel(w.current, { exact: true }).fill('not my password');
    await window.getByLabel(w.next, { exact: true }).fill('second-password-2');
    await window.getByLabel(w.again, { exact: true }).fill('second-password-3');
    await window.getByLabel(w.again, { exact: true }).press('Enter');
    await expect(window.getByRole('alert')).toHaveText(w.mismatch);
    await window.getByLabel(w.again, { exact: true }).fill('second-password-2');
    await window.getByLabel(w.again, { exact: true }).press('Enter');
    await expect(window.getByRole('alert')).toHaveText(w.wrong);
    await snap(page, `change-password-${width}-${language}`);
    await window.getByLabel(w.current, { exact: true }).fill(person.password);
    await window.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    await expect(window.getByRole('alert')).toHaveCount(0);
    // This browser stays signed in; the new password is the one that signs in now.
    expect((await apiFromPage(page, 'GET', 'site/me')).status).toBe(200);
    if (language === 'es') await speak(page, 'en');
    await page.goto('about:blank');
    await page.context().clearCookies();
    await logIn(page, 'demo', person.email, person.password);
    await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
    await signIn(page, 'demo', person.email, 'second-password-2');
  });
}
