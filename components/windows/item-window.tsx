'use client';

import { useTranslations } from 'next-intl';
import { DataTable, type TableColumn } from '@/components/base/data-table';
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
  const columns: TableColumn<Bin>[] = [
    { id: 'location', header: t('location'), cell: (b) => b.location?.display_name ?? b.location_id },
    { id: 'quantity', header: t('quantity'), cell: (b) => formats.decimal(b.quantity), numeric: true },
    { id: 'average', header: t('average'), cell: (b) => (b.average_cost ? formats.decimal(b.average_cost) : ''), numeric: true },
    { id: 'value', header: t('value'), cell: (b) => formats.money(b.value), numeric: true },
  ];
  return (
    <section aria-label={t('title')} className="border-b border-slate-200 px-4 py-3">
      <h3 className="mb-1 text-sm font-medium">{t('title')}</h3>
      <DataTable
        testId="item-stock"
        label={t('title')}
        columns={columns}
        rows={bins}
        empty={t('none')}
        foot={{
          location: t('total'),
          quantity: <span data-testid="item-stock-quantity">{formats.decimal(item.quantity_on_hand)}</span>,
          average: item.average_cost ? formats.decimal(item.average_cost) : '',
          value: <span data-testid="item-stock-value">{formats.money(item.value)}</span>,
        }}
      />
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
