import { expect, test, type Locator, type Page } from '@playwright/test';
import { momentOf, TIME_ZONES } from '../../lib/time-zones';
import { apiFromPage, at, DEMO_ADMIN, openGem, pick, rowAction, signIn, speak, windowOf } from './support';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
const day = (d: Date) => d.toISOString().slice(0, 10);
/** A day's cell of the month view, by its accessible name: the date, then its events ("November 9, 2026 9a Crew meeting"). */
const cell = (page: Page, d: Date) => page.getByRole('cell', { name: new RegExp(`^${new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(d)}\\b`) });

/** The Monday of the second week the month view of this month shows: inside it whatever today is. */
function aMonday(): Date {
  const first = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
  const sunday = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  return new Date(sunday.getTime() + 8 * 86_400_000);
}

/** FullCalendar drags with pointer events: pressed on `what`, moved in steps, released over the middle of `onto`. */
async function drag(page: Page, what: Locator, onto: Locator) {
  const from = await what.boundingBox();
  const to = await onto.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2 + 20, from!.y + from!.height / 2, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
  await page.mouse.up();
}

/** The words of the event form a walk uses, in the language it speaks. */
const FORM_WORDS = {
  en: { form: 'Event', title: 'Title', calendar: 'Calendar', allDay: 'All day', start: 'Start', end: 'End', frequency: 'Frequency', indefinite: 'Repeats indefinitely', save: 'save', saved: 'Saved', close: 'close' },
  es: { form: 'Evento', title: 'Título', calendar: 'Calendario', allDay: 'Todo el día', start: 'Inicio', end: 'Fin', frequency: 'Frecuencia', indefinite: 'Se repite indefinidamente', save: 'guardar', saved: 'Guardado', close: 'cerrar' },
};

/**
 * A weekly event made as a person makes it: a click on its day in the month view opens the form on
 * that day (all day, in the first calendar); the title, the calendar, the times when it has some
 * (all day unticked, start and end typed as the company's clock reads them), weekly and
 * indefinitely; saved, checked through the API, and the form closed.
 */
async function newWeeklyEvent(page: Page, dayCell: Locator, words: (typeof FORM_WORDS)['en'], what: { title: string; calendar: { id: number; display_name: string }; times?: [string, string] }) {
  await dayCell.click({ position: { x: 20, y: 40 } });
  const form = windowOf(page, words.form);
  await form.getByRole('textbox', { name: words.title, exact: true }).fill(what.title);
  // The form shows the first calendar's name once it has read it: typed before, the two ran together.
  await expect(form.getByRole('combobox', { name: words.calendar, exact: true })).not.toHaveValue('');
  await pick(form, words.calendar, what.calendar.display_name.slice(0, 4), what.calendar.display_name);
  if (what.times) {
    await form.getByRole('checkbox', { name: words.allDay, exact: true }).uncheck();
    await form.getByLabel(words.start, { exact: true }).fill(what.times[0]);
    await form.getByLabel(words.end, { exact: true }).fill(what.times[1]);
  }
  await form.getByRole('combobox', { name: words.frequency, exact: true }).selectOption('WEEKLY');
  await form.getByRole('checkbox', { name: words.indefinite, exact: true }).check();
  await form.getByRole('button', { name: words.save, exact: true }).click();
  await expect(page.getByText(words.saved).first()).toBeVisible();
  const made = (await apiFromPage(page, 'GET', `events?filter[calendar_id]=${what.calendar.id}`)).body.items as { id: number; rule: string; all_day: number; indefinite: number; starts_at: number }[];
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ all_day: what.times ? 0 : 1, indefinite: 1 });
  expect(made[0].rule).toContain('FREQ=WEEKLY');
  await form.getByRole('button', { name: words.close, exact: true }).last().click();
  return made[0];
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
  const calendar = await apiFromPage(page, 'POST', 'calendars', { display_name: `Crew ${Date.now().toString(36)}`, kind: 'people', color: '#0e7490' });
  expect(calendar.status).toBe(201);
  await openDock(page, 'Calendar', /\/calendar/);
  const region = page.getByRole('region', { name: 'Calendar' });
  await expect(region.getByRole('table').first()).toBeVisible();

  // A weekly event on Mondays, 9 to 10 a.m., made in the month view's form.
  const monday = aMonday();
  // In the company's zone, not UTC: New York's 9 a.m. is 14:00 UTC in November (restored after the test).
  expect((await apiFromPage(page, 'PUT', 'settings', { time_zone: TIME_ZONES.indexOf('America/New_York') })).status).toBe(200);
  await page.reload();
  await expect(region.getByRole('table').first()).toBeVisible();
  const made = await newWeeklyEvent(page, cell(page, monday), FORM_WORDS.en, { title: 'Crew meeting', calendar: calendar.body, times: [`${day(monday)}T09:00`, `${day(monday)}T10:00`] });
  expect(new Date(made.starts_at * 1000).toISOString()).toBe(`${day(monday)}T14:00:00.000Z`);
  await page.reload();
  const meetings = region.getByText('Crew meeting');
  await expect(meetings.first()).toBeVisible();
  expect(await meetings.count()).toBeGreaterThanOrEqual(4);
  await expect(cell(page, monday)).toHaveAccessibleName(/\b9a Crew meeting/);
  await shot(page, 'calendar-month-1400');

  // The second Monday's to the Wednesday after it, only that one.
  const second = new Date(monday.getTime() + 7 * 86_400_000);
  const wednesday = new Date(second.getTime() + 2 * 86_400_000);
  await drag(page, cell(page, second).getByText('Crew meeting'), cell(page, wednesday));
  const which = page.getByRole('alertdialog', { name: 'Change a repeating event' });
  await expect(which).toBeVisible();
  await shot(page, 'calendar-which-1400');
  await which.getByRole('button', { name: 'Only this one' }).click();
  await expect(cell(page, wednesday).getByText('Crew meeting')).toBeVisible();
  await expect(cell(page, second).getByText('Crew meeting')).toHaveCount(0);
  await expect(cell(page, new Date(second.getTime() + 7 * 86_400_000)).getByText('Crew meeting')).toBeVisible();

  // The week and agenda views show it too.
  await page.getByRole('tab', { name: 'Week view' }).click();
  await shot(page, 'calendar-week-1400');
  await page.getByRole('tab', { name: 'List view' }).click();
  await expect(region.getByText('Crew meeting').first()).toBeVisible();
  await shot(page, 'calendar-agenda-1400');
  await page.getByRole('tab', { name: 'Month view' }).click();

  // In Spanish on a narrow screen.
  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 1000 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Nuevo evento' })).toBeVisible();
  await expect(page.getByRole('columnheader').first()).toContainText(/dom/i);
  await expect(page.getByRole('region', { name: 'Calendario' }).getByText('Crew meeting').first()).toBeVisible();
  await shot(page, 'calendar-month-600-es');
  await speak(page, 'en');
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  await apiFromPage(page, 'PUT', 'settings', { time_zone: TIME_ZONES.indexOf('UTC') });
  await page.close();
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

  // In Spanish on a narrow screen, by keyboard again, then back by mouse.
  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 900 });
  await page.reload();
  await expect(column('Sin completar').locator(`[data-task="${task.body.id}"]`)).toBeVisible();
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(column('Completadas').locator(`[data-task="${task.body.id}"]`)).toBeVisible();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `tasks/${task.body.id}`)).body.state).toBe('completed');
  await card.dragTo(column('Sin completar'));
  await expect(column('Sin completar').locator(`[data-task="${task.body.id}"]`)).toBeVisible();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `tasks/${task.body.id}`)).body.state).toBe('uncompleted');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
  await shot(page, 'planner-600-es');
  await speak(page, 'en');
});

test("a job's days and a work order's due day on the calendar; the job dragged to another day changes the job", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const monday = aMonday();
  const plus = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
  const job = await apiFromPage(page, 'POST', 'jobs', { display_name: 'Kitchen refit', start_date: day(monday), end_date: day(plus(monday, 1)) });
  expect(job.status).toBe(201);
  expect((await apiFromPage(page, 'POST', 'work-orders', { display_name: 'Fit the sink', due_date: day(plus(monday, 2)) })).status).toBe(201);
  await openDock(page, 'Calendar', /\/calendar/);
  await expect(page.getByRole('checkbox', { name: 'Jobs' })).toBeChecked();
  await expect(cell(page, monday).getByText('Kitchen refit')).toBeVisible();
  await expect(cell(page, plus(monday, 2)).getByText('Fit the sink')).toBeVisible();
  await shot(page, 'calendar-jobs-1400');

  // Dragged from Monday to Thursday: the job itself now starts Thursday and ends Friday.
  const from = await cell(page, monday).getByText('Kitchen refit').boundingBox();
  const to = await cell(page, plus(monday, 3)).boundingBox();
  await page.mouse.move(from!.x + 10, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 30, from!.y + from!.height / 2, { steps: 5 });
  await page.mouse.move(to!.x + 10, to!.y + to!.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect.poll(async () => (await apiFromPage(page, 'GET', `jobs/${job.body.id}`)).body.start_date).toBe(Date.parse(day(plus(monday, 3))) / 1000);
  expect((await apiFromPage(page, 'GET', `jobs/${job.body.id}`)).body.end_date).toBe(Date.parse(day(plus(monday, 4))) / 1000);

  // Hidden with its switch.
  await page.getByRole('checkbox', { name: 'Jobs' }).uncheck();
  await expect(page.getByRole('region', { name: 'Calendar' }).getByText('Kitchen refit')).toHaveCount(0);

  // In Spanish on a narrow screen: both switches, the job on its new days, the work order on its due day.
  await speak(page, 'es');
  await page.setViewportSize({ width: 600, height: 1000 });
  await page.reload();
  await page.waitForLoadState('networkidle');
  const region = page.getByRole('region', { name: 'Calendario' });
  await expect(page.getByRole('checkbox', { name: 'Trabajos' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Órdenes de trabajo' })).toBeChecked();
  await expect(region.getByText('Kitchen refit').first()).toBeVisible();
  await expect(region.getByText('Fit the sink').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
  await shot(page, 'calendar-jobs-600-es');
  await speak(page, 'en');
});

test('an .ics file imported into a calendar from its row in the Calendars window', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const calendar = await apiFromPage(page, 'POST', 'calendars', { display_name: 'Imported days', kind: 'other' });
  expect(calendar.status).toBe(201);
  await openDock(page, 'Calendar', /\/calendar/);
  await page.getByRole('button', { name: 'Calendars', exact: true }).click();
  const list = windowOf(page, 'Calendars');
  await rowAction(list.getByRole('row').filter({ hasText: 'Imported days' }), 'Import an .ics file');
  const dialog = page.getByRole('alertdialog', { name: 'Import an .ics file' });
  const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:e2e-1', 'DTSTAMP:20260101T000000Z', 'SUMMARY:Stocktake', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261211', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'stocktake.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await apiFromPage(page, 'GET', `events?filter[calendar_id]=${calendar.body.id}`)).body.items.map((e: { display_name: string; all_day: number }) => [e.display_name, e.all_day]))
    .toEqual([['Stocktake', 1]]);
});

test('in Spanish at 600 px: a weekly event made by choosing its day, one occurrence dragged "only this one"; gems 14, 190 and 304 opened and used', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 600, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const calendar = await apiFromPage(page, 'POST', 'calendars', { display_name: `Obra ${Date.now().toString(36)}`, kind: 'job', color: '#b45309' });
  expect(calendar.status).toBe(201);
  // A birthday five days from now, for the important dates.
  const soon = new Date(Date.now() + 5 * 86_400_000);
  const person = `Lucía Luna ${Date.now().toString(36)}`;
  expect((await apiFromPage(page, 'POST', 'employees', { display_name: person, birthdate: `1990-${day(soon).slice(5)}`, hire_date: `2020-${day(soon).slice(5)}` })).status).toBe(201);
  await speak(page, 'es');
  try {
    await openDock(page, 'Calendario', /\/calendar/);
    const region = page.getByRole('region', { name: 'Calendario' });
    const at = (d: Date) => region.locator(`[role=cell][data-date="${day(d)}"]`);
    const tuesday = new Date(aMonday().getTime() + 86_400_000);
    const title = `Revisión ${Date.now().toString(36)}`;

    // Made by choosing its day in the month view: the form opens on that day, in the first calendar.
    await newWeeklyEvent(page, at(tuesday), FORM_WORDS.es, { title, calendar: calendar.body });
    await expect(at(tuesday).getByText(title)).toBeVisible();
    await expect(at(new Date(tuesday.getTime() + 14 * 86_400_000)).getByText(title)).toBeVisible();
    await shot(page, 'calendar-made-600-es');

    // The second Tuesday's to the Thursday after it, only that one.
    const second = new Date(tuesday.getTime() + 7 * 86_400_000);
    const thursday = new Date(second.getTime() + 2 * 86_400_000);
    await drag(page, at(second).getByText(title), at(thursday));
    const which = page.getByRole('alertdialog', { name: 'Cambiar un evento que se repite' });
    await expect(which).toBeVisible();
    await which.getByRole('button', { name: 'Solo esta' }).click();
    await expect(at(thursday).getByText(title)).toBeVisible();
    await expect(at(second).getByText(title)).toHaveCount(0);
    await expect(at(new Date(second.getTime() + 7 * 86_400_000)).getByText(title)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
    await shot(page, 'calendar-dragged-600-es');

    // Gem 14, Upcoming Important Dates: the birthday, in the next 7 days.
    const dates = await openGem(page, 14, 'Fechas importantes', 'Herramientas');
    await dates.getByRole('combobox', { name: 'Días siguientes' }).selectOption('7');
    const birthday = dates.getByRole('row').filter({ hasText: person });
    await expect(birthday.filter({ hasText: 'Cumpleaños' })).toBeVisible();
    // A birthday says no age; a work anniversary says its years.
    await expect(dates.getByRole('row').filter({ hasText: person }).filter({ has: page.getByRole('cell', { name: String(soon.getUTCFullYear() - 2020), exact: true }) })).toBeVisible();
    await shot(page, 'important-dates-600-es');
    await dates.getByRole('button', { name: 'Cerrar', exact: true }).click();
    // Gem 190, Important Dates: the same days from a later day leave the birthday out.
    const later = await openGem(page, 190, 'Fechas importantes');
    await later.getByRole('combobox', { name: 'Días siguientes' }).selectOption('7');
    await expect(later.getByRole('row').filter({ hasText: person }).first()).toBeVisible();
    const asOf = later.getByRole('textbox', { name: 'Fecha de corte', exact: true });
    const past = new Date(soon.getTime() + 2 * 86_400_000);
    await asOf.fill(`${day(past).slice(8, 10)}/${day(past).slice(5, 7)}/${day(past).slice(0, 4)}`);
    await asOf.press('Tab');
    await expect(later.getByRole('row').filter({ hasText: person })).toHaveCount(0);
    await later.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // Gem 304, Automated Tasks: one made from its list, monthly, with no end.
    const tasks = await openGem(page, 304, 'Tareas automatizadas');
    await tasks.getByRole('button', { name: 'Agregar', exact: true }).click();
    const task = windowOf(page, 'Tarea automatizada').filter({ has: page.locator('form') });
    const name = `Revisar extintores ${Date.now().toString(36)}`;
    await task.getByRole('textbox', { name: 'Tarea', exact: true }).fill(name);
    await task.getByRole('checkbox', { name: 'Se repite indefinidamente', exact: true }).check();
    await task.getByRole('spinbutton', { name: 'Vence a los (días)', exact: true }).fill('2');
    await task.getByRole('combobox', { name: 'Frecuencia', exact: true }).selectOption('MONTHLY');
    await task.getByRole('button', { name: 'guardar', exact: true }).click();
    await expect(page.getByText('Guardado').first()).toBeVisible();
    const saved = ((await apiFromPage(page, 'GET', 'automated-tasks?per-page=100')).body.items as { display_name: string; rule: string; due_after_days: number; indefinite: number }[]).find((t) => t.display_name === name);
    expect(saved).toMatchObject({ due_after_days: 2, indefinite: 1 });
    expect(saved!.rule).toContain('FREQ=MONTHLY');
    await task.getByRole('button', { name: 'cerrar', exact: true }).last().click();
    await expect(tasks.getByRole('row').filter({ hasText: name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
    await shot(page, 'automated-tasks-600-es');
  } finally {
    await speak(page, 'en');
  }
});

test("public event pages over HTTP: the company's public event is shown; a non-public one, no such id, and the event on another company's host answer 404", async ({ page }) => {
  test.setTimeout(120_000);
  // Opened by the browser, which finds *.localhost (Node's resolver does not): the page's own answer, status and all.
  const get = async (slug: string, path: string) => {
    const res = (await page.goto(at(slug, path)))!;
    return { status: res.status(), text: await res.text() };
  };
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const calendar = await apiFromPage(page, 'POST', 'calendars', { display_name: `Open ${Date.now().toString(36)}`, kind: 'other' });
  const event = (body: object) => apiFromPage(page, 'POST', 'events', { calendar_id: calendar.body.id, starts_at: '2999-03-02T14:00:00Z', ends_at: '2999-03-02T15:00:00Z', ...body });
  const shown = await event({ display_name: 'Open day at the yard', is_public: 1 });
  const hidden = await event({ display_name: 'Board meeting' });
  expect([shown.status, hidden.status]).toEqual([201, 201]);
  for (const path of [`/events/${shown.body.id}`, `/event/${shown.body.id}`]) {
    const res = await get('demo', path);
    expect(res.status, path).toBe(200);
    expect(res.text).toContain('Open day at the yard');
  }
  for (const path of [`/events/${hidden.body.id}`, `/event/${hidden.body.id}`, '/events/99999999', '/events/x1']) {
    const res = await get('demo', path);
    expect(res.status, path).toBe(404);
    expect(res.text).not.toContain('Board meeting');
  }
  // Another company, signed up here: the demo company's public event is not on its host.
  const slug = `other-${Date.now().toString(36)}`;
  await page.goto(at(null, '/signup'));
  expect((await apiFromPage(page, 'POST', 'site/signup', { company_name: 'Other Yard', slug, display_name: 'Olga Other', email: `owner@${slug}.test`, password: 'other-pass-1' })).status).toBe(201);
  for (const path of [`/events/${shown.body.id}`, `/event/${shown.body.id}`, `/events/ics/${shown.body.id}`]) {
    const res = await get(slug, path);
    expect(res.status, `${slug} ${path}`).toBe(404);
    expect(res.text).not.toContain('Open day at the yard');
  }
});

test("a person's own time zone, chosen in Look and feel: a New York company's 9:00 event shows at 3 p.m. to a person in Madrid", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect((await apiFromPage(page, 'PUT', 'settings', { time_zone: TIME_ZONES.indexOf('America/New_York') })).status).toBe(200);
  const calendar = await apiFromPage(page, 'POST', 'calendars', { display_name: `Zones ${Date.now().toString(36)}`, kind: 'people' });
  // A Thursday, 9:00 in New York; 15:00 in Madrid except in the weeks the two summer times differ (14:00).
  const thursday = new Date(aMonday().getTime() + 3 * 86_400_000);
  const start = momentOf('America/New_York', `${day(thursday)}T09:00`)!;
  const madrid = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', hour: 'numeric', hourCycle: 'h23' }).format(start * 1000));
  const title = `Call with Madrid ${Date.now().toString(36)}`;
  expect((await apiFromPage(page, 'POST', 'events', { calendar_id: calendar.body.id, display_name: title, starts_at: new Date(start * 1000).toISOString(), ends_at: new Date((start + 1800) * 1000).toISOString() })).status).toBe(201);
  try {
    await openDock(page, 'Calendar', /\/calendar/);
    await expect(cell(page, thursday)).toHaveAccessibleName(new RegExp(`\\b9a ${title}`));
    await page.getByRole('button', { name: 'Dana Admin' }).click();
    await page.getByRole('menuitem', { name: 'Look and feel…' }).click();
    const own = windowOf(page, 'Look and feel');
    await own.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Madrid');
    await expect.poll(async () => (await apiFromPage(page, 'GET', 'site/me')).body.time_zone).toBe('Europe/Madrid');
    await page.reload();
    await expect(cell(page, thursday)).toHaveAccessibleName(new RegExp(`\\b${madrid - 12}p ${title}`));
    await shot(page, 'calendar-own-zone-1400');
  } finally {
    await apiFromPage(page, 'PUT', 'site/look-and-feel', { time_zone: null });
  }
});
