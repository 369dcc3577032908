import { describe, expect, it } from 'vitest';
import { shiftHours } from '@/lib/modules/time/attendance';
import { api } from '../support/api';
import { booksCompany } from '../support/books';

type Company = Awaited<ReturnType<typeof booksCompany>>;

/** A user of the company (staff, the default role of a new user), signed in: their key. */
async function staffUser(b: Company, name: string) {
  const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@punch.test`;
  const made = await b.call('POST', 'users', { display_name: name, email, password: 'long-enough-1' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const login = await api('POST', 'site/login', { host: b.host, body: { email, password: 'long-enough-1' } });
  return { id: made.body.id as number, as: (method: string, path: string, body?: unknown) => api(method, path, { host: b.host, token: login.body.auth_key, body }) };
}

const made = async (b: Company, collection: string, body: Record<string, unknown>) => {
  const res = await b.call('POST', collection, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

/** Attendance punches (lib/modules/time/attendance.ts): clock in and out, the shift's rules, time worked from the clock-out. */
describe('attendance punches', () => {
  it('rounds a shift to the nearest quarter hour, 7½ minutes going up', () => {
    const at = (hm: string) => new Date(`2026-05-04T${hm}:00Z`);
    expect(shiftHours(at('08:02'), at('16:31'))).toBe('8.50'); // 8 h 29 min
    expect(shiftHours(at('08:00'), at('16:07'))).toBe('8.00'); // 7 min down
    expect(shiftHours(at('08:00'), new Date('2026-05-04T16:07:30Z'))).toBe('8.25'); // 7½ up
    expect(shiftHours(at('08:00'), at('08:05'))).toBe('0.00');
  });

  it("a user linked to an employee clocks their own shift in and out; a second clock-in is refused on employee_id; an unlinked user names the employee", async () => {
    const b = await booksCompany('punch-own');
    const user = await staffUser(b, 'Pia');
    const pia = (await made(b, 'employees', { display_name: 'Pia Punch', user_id: user.id })).id;
    const inn = await user.as('POST', 'attendance/clock-in', { note: 'Opening' });
    expect(inn.status, JSON.stringify(inn.body)).toBe(201);
    expect(inn.body).toMatchObject({ employee_id: pia, clock_out: null, open: 1, note: 'Opening' });
    expect(Math.abs(inn.body.clock_in - Date.now() / 1000)).toBeLessThan(60);
    const twice = await user.as('POST', 'attendance/clock-in', {});
    expect(twice.status).toBe(422);
    expect(twice.body[0].field).toBe('employee_id');
    // Who is in now.
    const board = await b.call('GET', 'attendance/board');
    expect(board.body.items.find((e: { id: number }) => e.id === pia).clock_in).toBe(inn.body.clock_in);
    const out = await user.as('POST', 'attendance/clock-out', {});
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({ id: inn.body.id, open: 0, hours: '0.00', time_entry_id: null }); // under 7½ minutes: no time worked
    expect((await user.as('POST', 'attendance/clock-out', {})).body[0].field).toBe('employee_id');
    // The owner has no employee of their own: they name one.
    const unlinked = await b.call('POST', 'attendance/clock-in', {});
    expect(unlinked.status).toBe(422);
    expect(unlinked.body[0]).toMatchObject({ field: 'employee_id' });
    expect((await b.call('POST', 'attendance/clock-in', { employee_id: pia })).status).toBe(201);
    expect((await b.call('POST', 'attendance/clock-out', { employee_id: pia })).status).toBe(200);
  });

  it('a closed shift records its hours as time worked pending approval, on the day of its clock-in where the company is; a change of its times changes them', async () => {
    const b = await booksCompany('punch-time');
    const emp = (await made(b, 'employees', { display_name: 'Noel Night' })).id;
    // 22:02 New York (02:02 UTC the next day) to 06:31: 8 h 29 min, on the 3rd where the company is (US Eastern by default).
    const shift = await made(b, 'attendance', { employee_id: emp, clock_in: '2026-05-04T02:02:00Z', clock_out: '2026-05-04T10:31:00Z', note: 'Night shift' });
    expect(shift.time_entry_id).toBeGreaterThan(0);
    const entry = await b.call('GET', `time-worked/${shift.time_entry_id}`);
    expect(entry.body).toMatchObject({ employee_id: emp, hours: '8.50', approval: 'pending', notes: 'Night shift' });
    expect(new Date(entry.body.date * 1000).toISOString().slice(0, 10)).toBe('2026-05-03');
    // Approved, then corrected: the hours follow and wait for approval again.
    expect((await b.call('POST', `time-worked/${shift.time_entry_id}/approve`, {})).status).toBe(200);
    const changed = await b.call('PUT', `attendance/${shift.id}`, { clock_out: '2026-05-04T10:00:00Z' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await b.call('GET', `time-worked/${shift.time_entry_id}`)).body).toMatchObject({ hours: '8.00', approval: 'pending' });
    // A shift deleted takes its time worked with it.
    expect((await b.call('DELETE', `attendance/${shift.id}`)).status).toBe(204);
    expect((await b.call('GET', `time-worked/${shift.time_entry_id}`)).status).toBe(404);
    // The attendance report shows the punches of the day, on the company's clock.
    await made(b, 'attendance', { employee_id: emp, clock_in: '2026-05-05T12:58:00Z', clock_out: '2026-05-05T17:05:00Z' });
    await made(b, 'attendance', { employee_id: emp, clock_in: '2026-05-05T17:35:00Z', clock_out: '2026-05-05T21:32:00Z' });
    const report = await b.call('GET', 'reports/attendance?date=2026-05-05');
    expect(report.body.rows).toEqual([{ name: 'Noel Night', status: 'present', clock_in: '08:58', clock_out: '17:32', punched: '8.00', worked: '8.00', time_off: '0.00' }]);
  });

  it('refuses a shift that ends before it starts, lasts over 24 hours, overlaps another, or is in the future, naming the field; nothing is written', async () => {
    const b = await booksCompany('punch-rules');
    const emp = (await made(b, 'employees', { display_name: 'Rita Rules' })).id;
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await b.call('POST', 'attendance', { employee_id: emp, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body[0].field).toBe(field);
    };
    await refused({ clock_in: '2026-05-04T12:00:00Z', clock_out: '2026-05-04T11:00:00Z' }, 'clock_out');
    await refused({ clock_in: '2026-05-04T12:00:00Z', clock_out: '2026-05-04T12:00:00Z' }, 'clock_out');
    await refused({ clock_in: '2026-05-04T12:00:00Z', clock_out: '2026-05-05T12:01:00Z' }, 'clock_out');
    await refused({ clock_in: '2999-05-04T12:00:00Z' }, 'clock_in');
    await refused({}, 'clock_in');
    await made(b, 'attendance', { employee_id: emp, clock_in: '2026-05-04T12:00:00Z', clock_out: '2026-05-04T20:00:00Z' });
    await refused({ clock_in: '2026-05-04T19:00:00Z', clock_out: '2026-05-04T21:00:00Z' }, 'clock_in');
    await made(b, 'attendance', { employee_id: emp, clock_in: '2026-05-06T12:00:00Z' });
    await refused({ clock_in: '2026-05-07T12:00:00Z' }, 'employee_id');
    expect((await b.call('GET', `attendance?filter[employee_id]=${emp}`)).body.items).toHaveLength(2);
    expect((await b.call('GET', `time-worked?filter[employee_id]=${emp}`)).body.items).toHaveLength(1);
  });

  it('two clock-ins of one employee sent at once open one shift (the other a 422 on employee_id)', async () => {
    const b = await booksCompany('punch-race');
    const emp = (await made(b, 'employees', { display_name: 'Rae Race' })).id;
    const answers = await Promise.all(Array.from({ length: 4 }, () => b.call('POST', 'attendance/clock-in', { employee_id: emp })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body[0].field).toBe('employee_id');
    expect((await b.call('GET', `attendance?filter[employee_id]=${emp}`)).body.items).toHaveLength(1);
  });
});
