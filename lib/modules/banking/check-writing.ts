import { and, eq } from 'drizzle-orm';
import { customers, employees, otherContacts, vendors } from '@/db/schema';
import { z } from 'zod';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { reachableRows } from '@/lib/engine/reach';
import { money, ref, text } from '@/lib/engine/fields';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { systemAccount } from '@/lib/modules/books/chart';
import { netPaid, paysBills, type PayableApplications } from '@/lib/modules/payables/applications';
import { fromCents } from '@/lib/money';
import { NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { entryText } from '@/lib/modules/books/entry-text';

/** One line of a check: where part of its money goes. */
export const checkLineInput = z.object({ account_id: ref('Account', { required: true, where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables' }), amount: money('Amount', { required: true, min: 0.01 }), description: text('Description'), classification_id: ref('Classification') });
export type CheckLineInput = z.infer<typeof checkLineInput>;
type Payee = { payee_type?: string | null; payee_id?: number | null; payee_name?: string | null; id?: number | null } & PayableApplications;

const PAYEES = { vendor: vendors, employee: employees, customer: customers, other: otherContacts } as const;
const isPayeeRecord = (type: string | null | undefined): type is keyof typeof PAYEES => !!type && Object.hasOwn(PAYEES, type);

/** The payee's name: from the vendor, employee, customer or other contact record, else as typed. */
export async function payeeName(ctx: WriteContext, input: Payee): Promise<string> {
  if (isPayeeRecord(input.payee_type) && input.payee_id) {
    const table = PAYEES[input.payee_type];
    // As a reference is (lib/engine/batch.ts): one secured to others, or another's private contact, does not exist.
    const [payee] = await ctx.tx.select({ name: table.displayName }).from(table).where(and(reachableRows(ctx, table, { naming: true }), eq(table.id, input.payee_id)));
    if (!payee) throw ValidationError.field('payee_id', say('payeeMissing', { payee: input.payee_type === 'other' ? 'contact' : input.payee_type }));
    return input.payee_name || payee.name;
  }
  // A payee id without a payee type names no collection: it would point at anything unchecked.
  if (input.payee_id) throw ValidationError.field('payee_id', say('payeeTypeFirst'));
  if (!input.payee_name) throw ValidationError.field('payee_name', say('blank', { field: 'Pay to the order of' }));
  return input.payee_name;
}

/**
 * Where the money goes: the lines given, or the bills it pays. Never payables without a bill:
 * the vendor's balance and the aging follow only bills paid (docs/decisions.md, issue 35).
 */
export async function checkLines(ctx: ResourceContext, input: Payee, lines: CheckLineInput[]): Promise<CheckLineInput[]> {
  if (paysBills(input)) return billPaymentLines(ctx, input, lines);
  if (lines.length) return lines;
  throw ValidationError.field('lines', say('checkNeedsLines'));
}

/**
 * A check paying bills writes its own line: the bills paid less the credits used, to Accounts
 * Payable naming the vendor (the check's posting names its vendor payee on every line), so the
 * vendor's kept balance drops by what the check pays. A new one given lines of its own is refused.
 */
async function billPaymentLines(ctx: ResourceContext, input: Payee, lines: CheckLineInput[]): Promise<CheckLineInput[]> {
  if (input.payee_type !== 'vendor' || !input.payee_id) throw ValidationError.field('payee_id', say('billPaymentPayee'));
  if (!input.id && lines.length) throw ValidationError.field('lines', say('billPaymentLines'));
  return [{ account_id: await systemAccount(ctx, 'accounts_payable'), amount: fromCents(netPaid(input)), description: entryText(ctx, 'billsPaid'), classification_id: null }];
}
