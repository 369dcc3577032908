import type { SalesLineType } from '@/db/schema/sales';
import type { MessageCode } from '@/lib/engine/messages';
import { divideHalfUp, fromCents, scaled, type Cents } from '@/lib/money';

export { divideHalfUp, scaled };

/**
 * The arithmetic of a sales document's lines, pure (no database): the invoice window imports it
 * for its live totals, the server for the truth. Every amount is an exact decimal in bigint:
 * quantities, rates and percents carry 4 places, money 2; nothing goes through a float.
 *
 * - good, service, other charge, inventory item: quantity x rate, rounded half-up (away from zero) to the cent;
 *   taxable per line. With no rate, the amount given is the line's.
 * - discount: a percent of, or an amount off, the lines since the last apply_subtotal (directly
 *   after one, the subtotal it shows); always a reduction. It takes from the taxable base the
 *   share of the discounted lines that was taxable.
 * - apply_subtotal: shows the running subtotal of every line above it; posts nothing.
 * - tax: the document's tax (or the one the line names) on the whole taxable base, each
 *   component of a group rounded half-up once on the document, never per line.
 * - bank_line: an amount (signed) posted to the account the line names; never taxable.
 * - time_expense: a charge like a service (quantity x rate, or an expense's amount), billing time
 *   worked or an expense (lib/modules/time/billing.ts); on an invoice only.
 * - over_payment: on an invoice, a customer's over payment (a payment's unapplied amount, the
 *   payment it names) carried to it: shown as a reduction, paid against the invoice like an
 *   applied credit (over-payment-lines.ts), so it is not in the subtotal or the total: the total
 *   is what was charged, the balance due what remains after it. Never taxable.
 */

export type SalesLineInput = {
  type?: SalesLineType | null;
  quantity?: string | number | null;
  rate?: string | number | null;
  percent?: string | number | null;
  amount?: string | number | null;
  is_taxable?: number | boolean | null;
  tax_id?: number | null;
  account_id?: number | null;
  inventory_item_id?: number | null;
  location_id?: number | null;
  payment_id?: number | null;
  /** A return's Inventory Item line sent to scrap (inventory-lines.ts). */
  is_scrap?: number | null;
};

/** A tax as charged: its components (one for a single tax, the members of a group), rates in percent. */
export type TaxComponent = { taxId: number; rate: string };
export type TaxRates = (taxId: number) => TaxComponent[] | undefined;

/** A line's refusal: its field and message code. */
export type LineError = { field: string; code: MessageCode };

export type ComputedLine = { amount: string; isTaxable: boolean };
export type ChargedTax = { taxId: number; base: string; amount: string };

export type LineTotals = {
  lines: ComputedLine[];
  subtotal: string;
  taxableBase: string;
  /** Each component charged, once per document. */
  taxes: ChargedTax[];
  taxAmount: string;
  totalAmount: string;
  /** What refuses the lines: a field and its message code (the server says it: lines.ts stays out of the catalogue, for the windows' bundle). */
  errors: LineError[];
};

/** Lines of these types add to the subtotal (and may be discounted). */
const CHARGES = new Set<SalesLineType>(['good', 'service', 'other_charge', 'inventory_item', 'time_expense']);

/** quantity (4 places) x rate (4 places), in cents rounded half-up. */
export const lineAmount = (quantity: bigint, rate: bigint): Cents => divideHalfUp(quantity * rate, 1_000_000n);

/** `percent` (4 places) of `cents`, in cents rounded half-up. */
export const percentOf = (cents: Cents, percent: bigint): Cents => divideHalfUp(cents * percent, 1_000_000n);

const flagOn = (v: SalesLineInput['is_taxable']) => v === true || v === 1;

/** Totals of a document's lines; `taxId` is the document's tax, `rates` knows every tax's components. */
export function computeLines(lines: SalesLineInput[], taxId: number | null | undefined, rates: TaxRates): LineTotals {
  const errors: LineError[] = [];
  const out: ComputedLine[] = [];
  let subtotal = 0n;
  let taxable = 0n;
  // The lines since the last apply_subtotal, and how much of them is taxable.
  let group = 0n;
  let groupTaxable = 0n;
  let lastSubtotal: { all: Cents; taxable: Cents } | null = null;
  const taxLines: { index: number; taxId: number | null }[] = [];

  lines.forEach((line, i) => {
    const type = line.type ?? 'service';
    const fail = (field: string, code: MessageCode) => {
      errors.push({ field: `lines.${i}.${field}`, code });
      out.push({ amount: '0.00', isTaxable: false });
    };
    if (CHARGES.has(type)) {
      const rate = scaled(line.rate, 4);
      const quantity = scaled(line.quantity, 4) ?? 10_000n;
      let amount: Cents | null;
      if (line.rate !== null && line.rate !== undefined && line.rate !== '') {
        if (rate === null) return fail('rate', 'lineRateDecimals');
        if (scaled(line.quantity, 4) === null && line.quantity !== null && line.quantity !== undefined && line.quantity !== '') return fail('quantity', 'lineQuantityDecimals');
        amount = lineAmount(quantity, rate);
      } else amount = scaled(line.amount, 2);
      if (amount === null) return fail('rate', 'lineRateOrAmount');
      const isTaxable = flagOn(line.is_taxable);
      subtotal += amount;
      group += amount;
      if (isTaxable) {
        taxable += amount;
        groupTaxable += amount;
      }
      lastSubtotal = null;
      out.push({ amount: fromCents(amount), isTaxable });
      return;
    }
    if (type === 'discount') {
      const base = group !== 0n || !lastSubtotal ? { all: group, taxable: groupTaxable } : lastSubtotal;
      const percent = scaled(line.percent, 4);
      const off = scaled(line.amount, 2);
      if (percent === null && off === null) return fail('amount', 'discountNeedsOne');
      if ((percent ?? 0n) < 0n) return fail('percent', 'discountNotNegative');
      const discount = percent !== null ? percentOf(base.all, percent) : off! < 0n ? -off! : off!;
      // The discount takes its share of the taxable part: taxable / all of what it discounts.
      const taxableOff = base.all === 0n ? 0n : divideHalfUp(discount * base.taxable, base.all);
      subtotal -= discount;
      taxable -= taxableOff;
      group -= discount;
      groupTaxable -= taxableOff;
      out.push({ amount: fromCents(-discount), isTaxable: taxableOff !== 0n });
      return;
    }
    if (type === 'apply_subtotal') {
      lastSubtotal = { all: subtotal, taxable };
      group = 0n;
      groupTaxable = 0n;
      out.push({ amount: fromCents(subtotal), isTaxable: false });
      return;
    }
    if (type === 'bank_line') {
      const amount = scaled(line.amount, 2);
      if (amount === null) return fail('amount', 'bankLineAmount');
      if (!line.account_id) return fail('account_id', 'bankLineAccount');
      subtotal += amount;
      out.push({ amount: fromCents(amount), isTaxable: false });
      return;
    }
    if (type === 'over_payment') {
      const amount = scaled(line.amount, 2);
      if (amount === null || amount === 0n) return fail('amount', 'overPaymentLineAmount');
      if (!line.payment_id) return fail('payment_id', 'overPaymentLinePayment');
      out.push({ amount: fromCents(amount < 0n ? amount : -amount), isTaxable: false });
      return;
    }
    // A tax line: its amount is known once the whole taxable base is.
    taxLines.push({ index: i, taxId: line.tax_id ?? null });
    out.push({ amount: '0.00', isTaxable: false });
  });

  // The taxes charged: each tax line's (its own or the document's), else the document's alone.
  const charged = taxLines.length ? taxLines : taxId ? [{ index: -1, taxId }] : [];
  const taxes: ChargedTax[] = [];
  let taxAmount = 0n;
  for (const { index, taxId: id } of charged) {
    const components = (id ?? taxId) ? rates((id ?? taxId)!) : undefined;
    if (!components) {
      errors.push({ field: index < 0 ? 'tax_id' : `lines.${index}.tax_id`, code: 'lineChooseTax' });
      continue;
    }
    let lineTax = 0n;
    for (const c of components) {
      const amount = percentOf(taxable, scaled(c.rate, 4) ?? 0n);
      taxes.push({ taxId: c.taxId, base: fromCents(taxable), amount: fromCents(amount) });
      lineTax += amount;
    }
    taxAmount += lineTax;
    if (index >= 0) out[index] = { amount: fromCents(lineTax), isTaxable: false };
  }

  return { lines: out, subtotal: fromCents(subtotal), taxableBase: fromCents(taxable), taxes, taxAmount: fromCents(taxAmount), totalAmount: fromCents(subtotal + taxAmount), errors };
}

const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * Whether the line's amount is computed (`computeLines`) rather than the one given: a charge's
 * quantity x rate, a discount's percent, a tax, a subtotal. A window shows it as it is typed,
 * not to be written over.
 */
export function amountIsComputed(line: SalesLineInput): boolean {
  const type = line.type ?? 'service';
  if (CHARGES.has(type)) return given(line.rate);
  if (type === 'discount') return given(line.percent);
  return type === 'tax' || type === 'apply_subtotal';
}

/** What is still owed (an invoice) or still to apply (a credit memo). */
export const balanceDue = (total: Cents, paid: Cents): Cents => total - paid;
