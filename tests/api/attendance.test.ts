import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

/** Attendance [208] (lib/modules/time/reports.ts `attendance`): who is present, on leave or absent on a day. */
describe('attendance on a day', () => {
  it('lists every active employee present (time worked recorded), on approved leave or absent; denied time and pending leave do not count', async () => {
    const b = await booksCompany('attend');
    const made = async (collection: string, body: Record<string, unknown>) => {
      const res = await b.call('POST', collection, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const [ann, ben, cal, dee, eve, fin] = await Promise.all(['Ann', 'Ben', 'Cal', 'Dee', 'Eve', 'Fin'].map((display_name) => made('employees', { display_name })));
    await made('time-worked', { employee_id: ann, date: '2026-05-04', hours: '3.5' }); // pending: present all the same
    await made('time-worked', { employee_id: ann, date: '2026-05-04', hours: '4' });
    await made('time-worked', { employee_id: ann, date: '2026-05-05', hours: '8' }); // another day
    const leave = await made('time-off', { employee_id: ben, date: '2026-05-04', hours: '8', type: 'unpaid' });
    expect((await b.call('POST', `time-off/${leave}/approve`, {})).status).toBe(200);
    await made('time-off', { employee_id: cal, date: '2026-05-04', hours: '8', type: 'unpaid' }); // pending: absent
    const denied = await made('time-worked', { employee_id: dee, date: '2026-05-04', hours: '8' });
    expect((await b.call('POST', `time-worked/${denied}/deny`, {})).status).toBe(200);
    expect((await b.call('POST', `employees/${fin}/inactivate`, {})).status).toBe(200);
    void eve;

    const res = await b.call('GET', 'reports/attendance?date=2026-05-04');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows.map((r: Record<string, string>) => [r.name, r.status, r.worked, r.time_off])).toEqual([
      ['Ann', 'present', '7.50', '0.00'],
      ['Ben', 'on_leave', '0.00', '8.00'],
      ['Cal', 'absent', '0.00', '0.00'],
      ['Dee', 'absent', '0.00', '0.00'],
      ['Eve', 'absent', '0.00', '0.00'],
    ]);
    expect(res.body.totals).toEqual({ present: '1', on_leave: '1', absent: '3' });
    // Gem 208 opens it.
    expect(JSON.stringify((await b.call('GET', 'gems/208')).body)).toContain('attendance');
  });
});
