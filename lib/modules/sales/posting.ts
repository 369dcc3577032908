import type { salesDocuments } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { fromCents, toCents } from '@/lib/money';
import type { Posting, PostingLine } from '@/lib/modules/books/post';
import { costOfSaleLines } from './inventory-lines';
import { computeLines, type LineTotals } from './lines';
import type { SalesLine } from './pricing';
import { taxesOf, type TaxAccount } from './tax-components';

type Doc = typeof salesDocuments.$inferSelect;

/** Which side a document's customer account takes: an invoice or receipt is owed to us (debit), a credit memo or return owed to them. */
export type PostingSide = 'charge' | 'credit';

/** The taxes a document's lines may charge: its own and any a tax line names. */
const taxIdsOf = (taxId: number | null | undefined, lines: SalesLine[]) => [...(taxId ? [taxId] : []), ...lines.flatMap((l) => (l.type === 'tax' && l.tax_id ? [l.tax_id] : []))];

/** The lines' amounts and the document's totals, with the taxes as charged (422 naming the line that cannot be priced). */
export async function priceLines(ctx: ResourceContext, taxId: number | null | undefined, lines: SalesLine[]): Promise<LineTotals & { taxAccounts: Map<number, TaxAccount> }> {
  const { rates, accounts } = await taxesOf(ctx, taxIdsOf(taxId, lines));
  if (taxId && !rates(taxId)) throw ValidationError.field('tax_id', say('notValid', { field: 'Tax' }));
  const totals = computeLines(lines, taxId, rates);
  if (totals.errors.length) throw new ValidationError(totals.errors.map((e) => ({ field: e.field, ...say(e.code) })));
  return { ...totals, taxAccounts: accounts };
}

/**
 * The journal of a sales document. An invoice: Dr receivables (naming the customer, whose
 * balance it moves) for the total; Cr each line's income account (a discount Dr); Cr each tax
 * component's liability. A sales receipt debits where the money went instead. A credit memo or
 * a return is the mirror. A discount with no account of its own reduces the income of the line
 * above it.
 */
export async function salesPosting(ctx: ResourceContext, doc: Doc, lines: SalesLine[], side: PostingSide): Promise<Omit<Posting, 'sourceType' | 'sourceId'>> {
  const totals = await priceLines(ctx, doc.taxId, lines);
  // The customer's own line: the open item the aging and the customer's balance follow.
  const customer = { entityType: 'customers', entityId: doc.customerId, openItem: true };
  // Income is credited on a charge; an amount below zero (a discount) goes to the other side.
  const entry = (accountId: number, cents: bigint, description: string | null): PostingLine => {
    const incomeSide = side === 'charge' ? cents > 0n : cents < 0n;
    const amount = fromCents(cents < 0n ? -cents : cents);
    return incomeSide ? { accountId, credit: amount, description } : { accountId, debit: amount, description };
  };
  const errors: FieldError[] = [];
  const out: PostingLine[] = [];
  let lastAccount: number | null = null;
  lines.forEach((line, i) => {
    const cents = toCents(totals.lines[i].amount);
    if (['good', 'service', 'other_charge', 'inventory_item', 'bank_line'].includes(line.type ?? 'service')) lastAccount = line.account_id ?? null;
    // An over payment moves no money: it is paid against the invoice (over-payment-lines.ts), not posted.
    if (line.type === 'apply_subtotal' || line.type === 'tax' || line.type === 'over_payment' || cents === 0n) return;
    const accountId = line.account_id ?? (line.type === 'discount' ? lastAccount : null);
    if (!accountId) return void errors.push({ field: `lines.${i}.account_id`, ...say('lineNoIncomeAccount') });
    out.push(entry(accountId, cents, line.description ?? null));
  });
  for (const tax of totals.taxes) {
    const cents = toCents(tax.amount);
    if (cents === 0n) continue;
    const account = totals.taxAccounts.get(tax.taxId);
    if (!account?.liabilityAccountId) {
      errors.push({ field: 'tax_id', ...(account?.name ? say('taxNamedNoLiability', { name: account.name }) : say('taxNoLiability')) });
      continue;
    }
    out.push(entry(account.liabilityAccountId, cents, account.name));
  }
  if (errors.length) throw new ValidationError(errors);
  // What its Inventory Item lines took from stock, at cost: Dr cost of sale / Cr inventory (a return's brought back: the other way).
  out.push(...(await costOfSaleLines(ctx, doc, lines)));
  const total = toCents(doc.totalAmount);
  const own: PostingLine = side === 'charge' ? { accountId: doc.arAccountId!, debit: fromCents(total), ...customer } : { accountId: doc.arAccountId!, credit: fromCents(total), ...customer };
  return { date: doc.date, memo: doc.memo ?? null, lines: [{ ...own, description: doc.number }, ...out] };
}
