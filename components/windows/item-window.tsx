'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/data/formats';
import { useApi } from '@/components/data/queries';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';

/** A bin as the item answers it with `expand=bins.location`. */
type Bin = { id: number; location_id: number; quantity: string; value: string; average_cost: string | null; location?: { display_name: string } | null };

/** What the item holds at each location: quantity, average cost and value, and their totals (read from the kept bins). */
function ItemStock({ id }: { id: string }) {
  const t = useTranslations('itemStock');
  const formats = useFormats();
  const item = useApi<{ bins: Bin[]; quantity_on_hand: string; value: string; average_cost: string | null }>('in-items', `in-items/${id}?expand=bins.location`).data;
  if (!item) return <p className="p-4 text-sm text-slate-500">{t('loading')}</p>;
  const bins = item.bins.filter((b) => /[1-9]/.test(b.quantity) || /[1-9]/.test(b.value));
  return (
    <section aria-label={t('title')} className="border-b border-slate-200 px-4 py-3">
      <h3 className="mb-1 text-sm font-medium">{t('title')}</h3>
      <table className="w-full text-sm" data-testid="item-stock">
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th className="px-2 py-1 font-normal">{t('location')}</th>
            <th className="px-2 py-1 text-right font-normal">{t('quantity')}</th>
            <th className="px-2 py-1 text-right font-normal">{t('average')}</th>
            <th className="px-2 py-1 text-right font-normal">{t('value')}</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((b) => (
            <tr key={b.id} className="border-t border-slate-100">
              <td className="px-2 py-1">{b.location?.display_name ?? b.location_id}</td>
              <td className="px-2 py-1 text-right tabular-nums">{formats.decimal(b.quantity)}</td>
              <td className="px-2 py-1 text-right tabular-nums">{b.average_cost ? formats.decimal(b.average_cost) : ''}</td>
              <td className="px-2 py-1 text-right tabular-nums">{formats.money(b.value)}</td>
            </tr>
          ))}
          {bins.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-2 py-2 text-slate-500">{t('none')}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-medium">
            <td className="px-2 py-1">{t('total')}</td>
            <td className="px-2 py-1 text-right tabular-nums" data-testid="item-stock-quantity">{formats.decimal(item.quantity_on_hand)}</td>
            <td className="px-2 py-1 text-right tabular-nums">{item.average_cost ? formats.decimal(item.average_cost) : ''}</td>
            <td className="px-2 py-1 text-right tabular-nums" data-testid="item-stock-value">{formats.money(item.value)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** An inventory item: its stock per location above the generic form (a new item holds none yet). */
export default function ItemWindow({ window: w }: { window: WindowState }) {
  const id = w.args[1];
  return (
    <div className="flex min-h-full flex-col">
      {id && id !== 'new' ? <ItemStock id={id} /> : null}
      <FormWindow window={w} />
    </div>
  );
}
