import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, openGem, openOn, DEMO_ADMIN, signIn, speak, snap, tabTo, windowOf } from './support';

type Shift = { clock_in: number; clock_out: number | null; time_entry_id: number | null };
const shiftsOf = async (page: Page, employee: number) => (await apiFromPage(page, 'GET', `attendance?filter[employee_id]=${employee}&sort=-id`)).body.items as Shift[];

/**
 * Attendance [208]'s clock (components/windows/kiosk-window.tsx): an employee finds their name,
 * clocks in and out; at 1400 px in English with the mouse, at 600 px in Spanish by keyboard alone.
 */
test('the attendance kiosk clocks an employee in and out: at 1400 px in English, and at 600 px in Spanish by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const suffix = Math.random().toString(36).slice(2, 6);
  const name = `Kiko Kiosk ${suffix}`;
  const employee = (await apiFromPage(page, 'POST', 'employees', { display_name: name })).body.id as number;

  const kiosk = await openGem(page, 208, 'Attendance', 'Payroll');
  await kiosk.getByLabel('Find your name').fill(name);
  const card = kiosk.getByRole('button', { name: new RegExp(name) });
  await expect(card).toContainText('Out');
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(kiosk.getByRole('button', { name: 'Clock out', exact: true })).toBeDisabled();
  await kiosk.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(kiosk.getByRole('status')).toContainText(`${name} clocked in`);
  await expect(card).toContainText('In since');
  await expect(kiosk.getByTestId('kiosk-in-now')).toContainText(/is in now|are in now/);
  await snap(page, 'attendance-kiosk-1400');
  await card.click();
  await kiosk.getByRole('button', { name: 'Clock out', exact: true }).click();
  await expect(kiosk.getByRole('status')).toContainText(`${name} clocked out`);
  let shifts = await shiftsOf(page, employee);
  expect(shifts).toHaveLength(1);
  expect(shifts[0].clock_out).not.toBeNull();
  // The day's report shows the punch.
  await kiosk.getByRole('tab', { name: 'Attendance on a day' }).click();
  await expect(kiosk.getByRole('row', { name: new RegExp(name) })).toContainText('Present');

  // In Spanish at 600 px, by keyboard alone.
  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 1000 });
  await openOn(page, 'payroll', 'list:attendance', 'es');
  const quiosco = windowOf(page, 'Asistencia');
  await expect(quiosco.locator('[data-loaded="true"]')).toBeVisible();
  const find = quiosco.getByLabel('Busque su nombre');
  await tabTo(page, find, 80);
  await page.keyboard.type(name);
  const tarjeta = quiosco.getByRole('button', { name: new RegExp(name) });
  await expect(tarjeta).toContainText('Fuera');
  await tabTo(page, tarjeta, 5);
  await page.keyboard.press('Enter');
  await expect(tarjeta).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, quiosco.getByRole('button', { name: 'Fichar entrada', exact: true }), 5);
  await page.keyboard.press('Enter');
  await expect(quiosco.getByRole('status')).toContainText(`${name} fichó la entrada`);
  await snap(page, 'attendance-kiosk-600-es');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
  // Out again: the search has the focus back, ready for the next person.
  await expect(find).toBeFocused();
  await page.keyboard.type(name);
  await tabTo(page, tarjeta, 5);
  await page.keyboard.press('Space');
  await tabTo(page, quiosco.getByRole('button', { name: 'Fichar salida', exact: true }), 5);
  await page.keyboard.press('Enter');
  await expect(quiosco.getByRole('status')).toContainText(`${name} fichó la salida`);
  shifts = await shiftsOf(page, employee);
  expect(shifts).toHaveLength(2);
  expect(shifts.every((s) => s.clock_out !== null)).toBe(true);
  await speak(page, 'en');
});
