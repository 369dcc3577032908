import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { arTerms } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { defineResource, type ResourceContext } from '@/lib/engine/define';
import { decimal, integer, text } from '@/lib/engine/fields';
import { namedSalesList } from '@/lib/modules/sales/named-lists';
import { dateParam, today } from '@/lib/engine/date-params';
import { dateToUnix } from '@/lib/engine/serialize';
import { dueDateOf } from './due-date';

/** The terms every company starts with (spec: Due on receipt, Net 15, Net 30, Net 60), by net days: named in messages `seeds.terms`. */
export const DEFAULT_TERMS = [0, 15, 30, 60];

const ONE_DUE_RULE = say('termsOneDueRule');

/**
 * Payment terms (ar-terms): due a number of days after the document (net days) or on a day of the
 * next month, with an optional discount for paying within some days.
 */
export const termsResource = defineResource({
  name: 'ar-terms',
  table: arTerms,
  input: z.object({
    display_name: text('Name', { required: true, max: 64 }),
    net_days: integer('Net days', { min: 0, max: 3650 }),
    day_of_month: integer('Day of month', { min: 1, max: 31 }),
    discount_percent: decimal('Discount percent', { min: 0, max: 100 }),
    discount_days: integer('Discount days', { min: 0, max: 3650 }),
  }),
  columns: ['display_name', 'net_days', 'day_of_month', 'discount_percent', 'discount_days', 'status'],
  search: ['display_name'],
  sort: ['display_name', 'net_days', 'day_of_month', 'created_at'],
  ...namedSalesList(),
  terminology: 'term',
  views: {
    /**
     * `GET ar-terms/{id}/due-date?date=YYYY-MM-DD`: the due date these terms give a document of
     * that date (today without one), as the API writes dates: what a document's window fills in
     * when they are chosen, as its save would.
     */
    async 'due-date'(ctx, row) {
      const due = dueDateOf(dateParam(ctx.url.searchParams, 'date', today(ctx.company)), { netDays: row.netDays, dayOfMonth: row.dayOfMonth });
      return { due_date: due ? dateToUnix(due) : null };
    },
  },
  prepare(_ctx, input, existing) {
    // Exactly one due rule, judged on the record as it will stand.
    const netDays = input.net_days !== undefined ? input.net_days : (existing?.netDays ?? null);
    const dayOfMonth = input.day_of_month !== undefined ? input.day_of_month : (existing?.dayOfMonth ?? null);
    if ((netDays === null) === (dayOfMonth === null)) throw ValidationError.field(netDays === null ? 'net_days' : 'day_of_month', ONE_DUE_RULE);
    return {};
  },
});

/** A company's terms by id (a document's due date follows them); null for none or another company's. */
export async function termsOf(ctx: ResourceContext, id: number | null) {
  if (!id) return null;
  const [row] = await ctx.tx.select().from(arTerms).where(and(eq(arTerms.companyId, ctx.company.id), eq(arTerms.id, id)));
  return row ?? null;
}
