import { expect } from 'vitest';
import { salesCompany } from './sales';

/** A company with a template invoice (one Design hour, 120.00) and a schedule of `rule` from `start`. */
export async function scheduled(rule: string, start: string, extra: Record<string, unknown> = {}) {
  const s = await salesCompany('recur');
  const template = await s.call('POST', 'invoices', { customer_id: s.customerId, date: start, lines: [{ type: 'service', item_id: s.items.design, quantity: '1' }], is_template: 1 });
  expect(template.status).toBe(201);
  const schedule = await s.call('POST', 'recurring-billing', { display_name: 'Monthly retainer', customer_id: s.customerId, template_id: template.body.id, rule, start_date: start, ...extra });
  expect(schedule.status).toBe(201);
  return { ...s, template: template.body, schedule: schedule.body };
}

export type Scheduled = Awaited<ReturnType<typeof scheduled>>;

/** The recurring invoices a company has, by date. */
export const issued = async (s: Scheduled) =>
  (await s.call('GET', 'invoices/all?filter[flag]=recurring_billing&sort=date')).body.items as { id: number; date: number; occurrence: number; total_amount: string; state: string }[];

/** The day `days` after an ISO day. */
export const dayAfter = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
