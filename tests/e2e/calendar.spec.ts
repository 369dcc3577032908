import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, DEMO_ADMIN, signIn, speak, windowOf, pick } from './support';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday of the second week the month view of this month shows: inside it whatever today is. */
function aMonday(): Date {
  const first = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
  const sunday = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  return new Date(sunday.getTime() + 8 * 86_400_000);
}

async function openDock(page: Page, name: string, path: RegExp) {
  await page.getByRole('navigation', { name: /^(Dock|Base)$/ }).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(path);
  await page.waitForLoadState('networkidle');
}

test('the calendar: a weekly event made in the month view, one occurrence dragged to another day "only this one"; in English at 1400 px and Spanish at 600 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const calendar = await apiFromPage(page, 'POST', 'calendars', { display_name: 'Crew', kind: 'people', color: '#0e7490' });
  expect(calendar.status).toBe(201);
  await openDock(page, 'Calendar', /\/calendar/);
  await expect(page.locator('.fc-daygrid')).toBeVisible();

  // A weekly event on Mondays, from the month view's New event.
  const monday = aMonday();
  await page.getByRole('button', { name: 'New event' }).click();
  const form = windowOf(page, 'Add Event');
  await form.getByLabel('Title').fill('Crew meeting');
  await pick(form, 'Calendar', 'Crew', 'Crew');
  await form.getByLabel('Start').fill(`${day(monday)}T09:00`);
  await form.getByLabel('End').fill(`${day(monday)}T10:00`);
  await form.getByRole('combobox', { name: 'Frequency' }).selectOption('WEEKLY');
  await form.getByRole('checkbox', { name: 'Mon' }).check();
  await form.getByLabel('Repeats indefinitely').check();
  await form.getByRole('button', { name: /^Save/ }).first().click();
  await expect(form.getByRole('button', { name: /^Save/ }).first()).toBeEnabled();
  await form.getByRole('button', { name: /^(Close|Cerrar)$/ }).first().click();
  const meetings = page.locator('.fc-daygrid .fc-event', { hasText: 'Crew meeting' });
  await expect(meetings.first()).toBeVisible();
  expect(await meetings.count()).toBeGreaterThanOrEqual(4);
  await shot(page, 'calendar-month-1400');

  // The second Monday's to the Wednesday after it, only that one.
  const second = new Date(monday.getTime() + 7 * 86_400_000);
  const wednesday = new Date(second.getTime() + 2 * 86_400_000);
  await page.locator(`.fc-daygrid-day[data-date="${day(second)}"] .fc-event`, { hasText: 'Crew meeting' }).dragTo(page.locator(`.fc-daygrid-day[data-date="${day(wednesday)}"] .fc-daygrid-day-events`));
  const which = page.getByRole('alertdialog', { name: 'Change a repeating event' });
  await expect(which).toBeVisible();
  await shot(page, 'calendar-which-1400');
  await which.getByRole('button', { name: 'Only this one' }).click();
  await expect(page.locator(`.fc-daygrid-day[data-date="${day(wednesday)}"] .fc-event`, { hasText: 'Crew meeting' })).toBeVisible();
  await expect(page.locator(`.fc-daygrid-day[data-date="${day(second)}"] .fc-event`, { hasText: 'Crew meeting' })).toHaveCount(0);
  await expect(page.locator(`.fc-daygrid-day[data-date="${day(new Date(second.getTime() + 7 * 86_400_000))}"] .fc-event`, { hasText: 'Crew meeting' })).toBeVisible();

  // The week and agenda views show it too.
  await page.getByRole('button', { name: 'week', exact: true }).click();
  await shot(page, 'calendar-week-1400');
  await page.getByRole('button', { name: 'month', exact: true }).click();

  // In Spanish on a narrow screen.
  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 1000 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Nuevo evento' })).toBeVisible();
  await expect(page.locator('.fc-col-header-cell').first()).toContainText(/dom/i);
  await expect(page.locator('.fc-daygrid .fc-event', { hasText: 'Crew meeting' }).first()).toBeVisible();
  await shot(page, 'calendar-month-600-es');
  await speak(page, 'en');
});

test('the planner: a task moved across the kanban by mouse and by keyboard; in English at 1400 px and Spanish at 600 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const task = await apiFromPage(page, 'POST', 'tasks', { display_name: 'Order the tiles', due_date: '2999-01-15' });
  expect(task.status).toBe(201);
  await openDock(page, 'Planner', /\/planner/);
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  const card = page.locator(`[data-task="${task.body.id}"]`);
  await expect(column('Uncompleted').locator(`[data-task="${task.body.id}"]`)).toBeVisible();

  // By mouse: to Completed.
  await card.dragTo(column('Completed'));
  await expect(column('Completed').locator(`[data-task="${task.body.id}"]`)).toBeVisible();
  await expect(column('Completed').locator(`[data-task="${task.body.id}"]`)).toContainText('done by');
  await shot(page, 'planner-1400');

  // By keyboard: back to Uncompleted (past due takes nothing: it is skipped).
  await card.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(column('Uncompleted').locator(`[data-task="${task.body.id}"]`)).toBeVisible();
  await expect(card).toBeFocused();

  // In Spanish on a narrow screen, by keyboard again.
  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 900 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Sin completar', exact: true }).locator(`[data-task="${task.body.id}"]`)).toBeVisible();
  await page.locator(`[data-task="${task.body.id}"]`).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: 'Completadas', exact: true }).locator(`[data-task="${task.body.id}"]`)).toBeVisible();
  await shot(page, 'planner-600-es');
  await speak(page, 'en');
});
