'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/components/workspace/api';
import { fromCents, toCents } from '@/lib/money';
import { balanceDue, computeLines, type SalesLineInput, type TaxComponent } from '@/lib/modules/sales/lines';
import { useFormats } from './formats';

type Line = Record<string, unknown>;
type Tax = { id: number; rate: string; is_group: boolean; members: number[] | null };

/** A sales document's lines: they show a live subtotal, tax, total and balance due. */
export const isSalesLines = (names: string[]) => ['type', 'item_id', 'quantity', 'rate'].every((n) => names.includes(n));

/** The company's taxes as components (a group: its members), loaded once per window. */
function useTaxComponents() {
  const [taxes, setTaxes] = useState<Map<number, TaxComponent[]>>(new Map());
  useEffect(() => {
    apiFetch<{ items: Tax[] }>('ar-taxes/all?expand=members').then(({ items }) => {
      const byId = new Map(items.map((t) => [t.id, t]));
      const own = (t: Tax): TaxComponent[] => [{ taxId: t.id, rate: t.rate }];
      setTaxes(new Map(items.map((t) => [t.id, t.is_group ? (t.members ?? []).flatMap((id) => (byId.has(id) ? own(byId.get(id)!) : [])) : own(t)])));
    }, () => undefined);
  }, []);
  return taxes;
}

/**
 * The totals of the lines as typed, computed as the server will (lib/modules/sales/lines.ts,
 * exact decimals), in the person's format: subtotal, tax, total, and the balance due after what
 * was received.
 */
export function SalesTotals({ lines, taxId, paid }: { lines: Line[]; taxId: number | null; paid: string }) {
  const t = useTranslations('form');
  const formats = useFormats();
  const taxes = useTaxComponents();
  // A figure as typed in the person's format; what is not (yet) a number counts as empty.
  const read = (v: unknown) => (typeof v === 'string' && v.trim() ? (formats.parseDecimal(v) ?? null) : null);
  const typed: SalesLineInput[] = lines.map((l) => ({
    type: (l.type || 'service') as SalesLineInput['type'],
    quantity: read(l.quantity),
    rate: read(l.rate),
    percent: read(l.percent),
    amount: read(l.amount),
    is_taxable: l.is_taxable === 1 || l.is_taxable === true,
    tax_id: (l.tax_id as number | null) ?? null,
    account_id: (l.account_id as number | null) ?? null,
  }));
  const totals = computeLines(typed, taxId, (id) => taxes.get(id));
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
    <dl aria-live="polite" className="flex flex-wrap justify-end gap-x-5 gap-y-1 border-t border-slate-200 px-1 pt-1.5 text-xs">
      {item(t('subtotal'), 'subtotal', totals.subtotal)}
      {item(t('taxTotal'), 'tax', totals.taxAmount)}
      {item(t('total'), 'total', totals.totalAmount)}
      {item(t('balanceDue'), 'balance', balance)}
    </dl>
  );
}
