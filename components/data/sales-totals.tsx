'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { fromCents, toCents } from '@/lib/money';
import { balanceDue, computeLines, type LineTotals, type SalesLineInput, type TaxComponent } from '@/lib/modules/sales/lines';
import { useFormats } from './formats';
import { useApi, type Page } from './queries';

type Line = Record<string, unknown>;
type Tax = { id: number; rate: string; is_group: boolean; members: number[] | null };

/** Where lines show their totals: beneath them, kept in view above a form's footer while the lines are (`--form-footer`: its height). */
export const TOTALS = 'sticky bottom-[var(--form-footer,0px)] z-[5] flex flex-wrap justify-end gap-x-5 gap-y-1 border-t border-slate-200 bg-white px-1 py-1.5 text-xs';

/** A sales document's lines: they show a live subtotal, tax, total and balance due, and each line's computed amount. */
export const isSalesLines = (names: string[]) => ['type', 'item_id', 'quantity', 'rate'].every((n) => names.includes(n));

/** The company's taxes as components (a group: its members), read once through the cache. */
function useTaxComponents(enabled: boolean) {
  const { data } = useApi<Page<Tax>>('ar-taxes', 'ar-taxes/all?expand=members', { enabled });
  return useMemo(() => {
    const items = data?.items ?? [];
    const byId = new Map(items.map((t) => [t.id, t]));
    const own = (t: Tax): TaxComponent[] => [{ taxId: t.id, rate: t.rate }];
    return new Map(items.map((t) => [t.id, t.is_group ? (t.members ?? []).flatMap((id) => (byId.has(id) ? own(byId.get(id)!) : [])) : own(t)]));
  }, [data]);
}

/** The lines as typed, in the person's format, as the line arithmetic reads them (what is not yet a number counts as empty). */
export function typedSalesLines(lines: Line[], parseDecimal: (text: string) => string | null): SalesLineInput[] {
  const read = (v: unknown) => (typeof v === 'string' && v.trim() ? (parseDecimal(v) ?? null) : null);
  return lines.map((l) => ({
    // A purchase order's inventory item line is charged as a sales document's is: quantity × rate.
    type: (l.type === 'item' ? 'inventory_item' : l.type || 'service') as SalesLineInput['type'],
    quantity: read(l.quantity),
    rate: read(l.rate),
    percent: read(l.percent),
    amount: read(l.amount),
    is_taxable: l.is_taxable === 1 || l.is_taxable === true,
    tax_id: (l.tax_id as number | null) ?? null,
    account_id: (l.account_id as number | null) ?? null,
  }));
}

/**
 * The totals of the lines as typed, computed as the server will (lib/modules/sales/lines.ts,
 * exact decimals); `enabled` false (lines that are not a sales document's) computes nothing.
 */
export function useSalesTotals(lines: Line[], taxId: number | null, enabled: boolean): LineTotals | null {
  const formats = useFormats();
  const taxes = useTaxComponents(enabled);
  if (!enabled) return null;
  return computeLines(typedSalesLines(lines, formats.parseDecimal), taxId, (id) => taxes.get(id));
}

/** Subtotal, tax, total, and the balance due after what was received, in the person's format. */
export function SalesTotals({ totals, paid }: { totals: LineTotals; paid: string }) {
  const t = useTranslations('form');
  const formats = useFormats();
  const balance = fromCents(balanceDue(toCents(totals.totalAmount), toCents(paid)));
  const item = (name: string, key: string, value: string) => (
    <div className="flex gap-1.5">
      <dt className="text-slate-600">{name}</dt>
      <dd data-total={key} className="font-mono tabular-nums">
        {formats.amount(value)}
      </dd>
    </div>
  );
  return (
    <dl aria-live="polite" className={TOTALS}>
      {item(t('subtotal'), 'subtotal', totals.subtotal)}
      {item(t('taxTotal'), 'tax', totals.taxAmount)}
      {item(t('total'), 'total', totals.totalAmount)}
      {item(t('balanceDue'), 'balance', balance)}
    </dl>
  );
}
