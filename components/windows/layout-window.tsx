'use client';

import { useTranslations } from 'next-intl';
import type { LayoutEntryRow, SalesDocumentKind } from '@/db/schema';
import { defaultEntries } from '@/lib/modules/sales/pdf/layout';
import type { WindowState } from '@/lib/workspace/windows';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';

type Entry = LayoutEntryRow;
type Part = Entry['type'];

const NUMERIC = new Set(['quantity', 'rate', 'amount']);
const SAMPLE: Record<string, string> = { number: '1042', date: '06/10/2026', billing_address: 'Acme Ltd\n1 Main St', delivery_address: 'Acme Ltd\n9 Dock Rd', purchase_order_number: 'PO-77', terms: 'Net 30', due_date: '07/10/2026' };

const partOf = (entries: Entry[], type: Part) => entries.filter((e) => e.type === type).sort((a, b) => a.order - b.order);

/** The entries with one part's entry moved by `by` places; orders renumbered from 0. */
function moved(entries: Entry[], type: Part, item: string, by: number): Entry[] {
  const part = partOf(entries, type);
  const from = part.findIndex((e) => e.item === item);
  const to = from + by;
  if (from < 0 || to < 0 || to >= part.length) return entries;
  [part[from], part[to]] = [part[to], part[from]];
  const order = new Map(part.map((e, i) => [e.item, i]));
  return entries.map((e) => (e.type === type ? { ...e, order: order.get(e.item)! } : e));
}

/** A live drawing of the layout as the PDF prints it: the title, header facts, addresses and the line table's columns. */
function Preview({ entries, kind }: { entries: Entry[]; kind: SalesDocumentKind }) {
  const t = useTranslations('layoutWindow');
  const d = useTranslations('documentPdf');
  const printed = (type: Part) => partOf(entries, type).filter((e) => e.print === 1);
  const titleOf = (e: Entry) => e.title || (e.type === 'body' ? d(`body.${e.item}` as never) : e.item === 'title' ? d(`titles.${kind}` as never) : d(`header.${e.item}` as never));
  const header = printed('header');
  const title = header.find((e) => e.item === 'title');
  const addresses = header.filter((e) => e.item === 'billing_address' || e.item === 'delivery_address');
  const facts = header.filter((e) => e.item !== 'title' && !addresses.includes(e));
  const columns = printed('body');
  return (
    <section aria-label={t('preview')} data-testid="layout-preview" className="rounded border border-slate-300 bg-white p-4 text-[11px] text-slate-800 shadow-sm">
      <div className="flex justify-between gap-4">
        <p className="font-semibold">Company</p>
        <div className="text-right">
          {title ? <p className="text-lg font-bold text-[#1d3557]">{titleOf(title)}</p> : null}
          {facts.map((e) => (
            <p key={e.item}>
              <span className="text-slate-600">{titleOf(e)}</span> <span className="font-semibold">{SAMPLE[e.item] ?? '…'}</span>
            </p>
          ))}
        </div>
      </div>
      <div className="mt-3 flex gap-6">
        {addresses.map((e) => (
          <div key={e.item}>
            <p className="text-[10px] font-bold uppercase text-[#1d3557]">{titleOf(e)}</p>
            <p className="whitespace-pre-line">{SAMPLE[e.item]}</p>
          </div>
        ))}
      </div>
      <table className="mt-3 w-full border-collapse">
        <thead>
          <tr className="bg-[#1d3557] text-white">
            {columns.map((c) => (
              <th key={c.item} scope="col" className={`px-1 py-0.5 font-semibold ${NUMERIC.has(c.item) ? 'text-right' : 'text-left'}`}>
                {titleOf(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[1, 2].map((n) => (
            <tr key={n} className="border-b border-slate-200">
              {columns.map((c) => (
                <td key={c.item} className={`px-1 py-0.5 ${NUMERIC.has(c.item) ? 'text-right tabular-nums' : ''}`}>
                  {c.item === 'amount' ? `${n * 60}.00` : c.item === 'rate' ? '60.00' : c.item === 'quantity' ? String(n) : c.item === 'description' ? t('sample', { n }) : c.item === 'name' ? 'Design' : d('lineTypes.service')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One part's entries: printed title, screen and print visibility, and moves (buttons, or Alt+↑/↓ on the row). */
function PartTable({ type, entries, kind, onChange }: { type: Part; entries: Entry[]; kind: SalesDocumentKind; onChange: (next: Entry[]) => void }) {
  const t = useTranslations('layoutWindow');
  const d = useTranslations('documentPdf');
  const part = partOf(entries, type);
  const nameOf = (e: Entry) => (e.type === 'body' ? d(`body.${e.item}` as never) : e.item === 'title' ? d(`titles.${kind}` as never) : d(`header.${e.item}` as never));
  const set = (item: string, change: Partial<Entry>) => onChange(entries.map((e) => (e.type === type && e.item === item ? { ...e, ...change } : e)));
  const move = (item: string, by: number) => {
    onChange(moved(entries, type, item, by));
    // The focus follows the moved row, so that Alt+↓ pressed again moves it on.
    const to = part.findIndex((e) => e.item === item) + by;
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-part="${type}"] tr[data-index="${to}"] input[type=text]`)?.focus());
  };
  const columns: TableColumn<Entry & { id: number }>[] = [
    { id: 'entry', header: t('entry'), rowHeader: true, cell: (e) => nameOf(e) },
    {
      id: 'title',
      header: t('title'),
      cell: (e) => (
        <input type="text" aria-label={`${t('title')}: ${nameOf(e)}`} className="w-full rounded border border-slate-300 px-1 py-0.5" value={e.title ?? ''} placeholder={nameOf(e)} maxLength={64} onChange={(ev) => set(e.item, { title: ev.target.value || null })} />
      ),
    },
    { id: 'screen', header: t('screen'), centered: true, cell: (e) => <input type="checkbox" aria-label={`${t('screen')}: ${nameOf(e)}`} checked={e.screen === 1} onChange={(ev) => set(e.item, { screen: ev.target.checked ? 1 : 0 })} /> },
    { id: 'print', header: t('print'), centered: true, cell: (e) => <input type="checkbox" aria-label={`${t('print')}: ${nameOf(e)}`} checked={e.print === 1} onChange={(ev) => set(e.item, { print: ev.target.checked ? 1 : 0 })} /> },
    {
      id: 'move',
      header: t('move'),
      centered: true,
      cell: (e) => (
        <span className="whitespace-nowrap">
          <button type="button" className="px-1 disabled:opacity-30" aria-label={t('up', { entry: nameOf(e) })} disabled={e.id === 0} onClick={() => move(e.item, -1)}>
            ↑
          </button>
          <button type="button" className="px-1 disabled:opacity-30" aria-label={t('down', { entry: nameOf(e) })} disabled={e.id === part.length - 1} onClick={() => move(e.item, 1)}>
            ↓
          </button>
        </span>
      ),
    },
  ];
  return (
    // Alt+↑/↓ anywhere in a row moves its entry (the table's own arrows, unmodified, move between rows).
    <div
      className="text-xs"
      data-part={type}
      onKeyDown={(event) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
        if (!row || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        move(part[Number(row.dataset.index)].item, event.key === 'ArrowUp' ? -1 : 1);
      }}
    >
      <DataTable caption={t(type)} columns={columns} rows={part.map((e, id) => ({ ...e, id }))} />
    </div>
  );
}

/** The layout's entries beside a live preview of what they print. */
function EntriesEditor({ value, onChange, values }: CustomFieldProps) {
  const t = useTranslations('layoutWindow');
  const kind = ((values.document_type as string) || 'invoice') as SalesDocumentKind;
  const entries = (value as Entry[] | null) ?? defaultEntries(kind);
  return (
    <div className="flex flex-wrap gap-4">
      <div className="min-w-[280px] flex-1 basis-[420px]">
        <p className="text-xs text-slate-600">{t('keys')}</p>
        <PartTable type="header" entries={entries} kind={kind} onChange={onChange} />
        <PartTable type="body" entries={entries} kind={kind} onChange={onChange} />
      </div>
      <div className="min-w-[260px] flex-1 basis-[360px]">
        <p className="py-1 text-sm font-semibold">{t('preview')}</p>
        <Preview entries={entries} kind={kind} />
      </div>
    </div>
  );
}

const CUSTOM = { entries: { component: EntriesEditor } };

/** An invoice layout (width 1000): its name, document type and default mark, its entries and a live preview. */
export default function LayoutWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
