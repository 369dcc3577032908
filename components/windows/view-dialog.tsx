'use client';

import { useTranslations } from 'next-intl';
import { cellText } from '@/components/data/cell';
import { useCellWords } from '@/components/data/cell-words';
import { useFieldLabel } from '@/components/data/field-label';
import { useFormats } from '@/components/data/formats';
import { useResourceMeta } from '@/components/data/meta';
import { useApi } from '@/components/data/queries';
import { DataTable } from '@/components/base/data-table';
import { ModalDialog } from '@/components/base/modal-dialog';
import type { FieldDescription } from '@/lib/engine/describe';

type Data = Record<string, unknown>;

/** A decimal with 2 places as the API sends money ("466.63"). */
const MONEY = /^-?\d+\.\d{2}$/;
/** A calendar day as a view may send it ("2026-11-02"). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A referenced record by its title (its collection's title field), read through the cache. */
function RefTitle({ collection, id }: { collection: string; id: number }) {
  const meta = useResourceMeta(collection);
  const record = useApi<Data>(collection, meta ? `${collection}/${id}` : null).data;
  const title = meta?.title_field ? record?.[meta.title_field] : undefined;
  return <>{title === null || title === undefined ? '' : String(title)}</>;
}

/**
 * A record's view (GET /{c}/{id}/{view}, an invoice's transaction summary, an item's price) in a
 * dialog: its figures as labelled values, its lists (the journal's lines) as tables. A value named
 * as one of the resource's fields is shown by that field's kind (a flag Yes/No, a reference by its
 * record's title, a rate as a decimal); others, plain data, by their shape (amounts, days).
 */
export function ViewDialog({ collection, id, view, title, onClose }: { collection: string; id: number; view: string; title: string; onClose: () => void }) {
  const t = useTranslations('list');
  const label = useFieldLabel();
  const formats = useFormats();
  const words = useCellWords(collection);
  const meta = useResourceMeta(collection);
  const read = useApi<Data>(collection, `${collection}/${id}/${view}`);
  const data = read.data ?? null;
  const error = read.error?.message ?? null;
  const fields = new Map<string, FieldDescription>([...(meta?.column_fields ?? []), ...(meta?.fields ?? [])].map((f) => [f.name, f]));
  const shown = (v: unknown, name?: string): React.ReactNode => {
    const field = name ? fields.get(name) : undefined;
    if (field?.kind === 'ref') return field.collection && typeof v === 'number' ? <RefTitle collection={field.collection} id={v} /> : '';
    if (field && field.kind !== 'lines') return cellText(field, { [field.name]: v }, words);
    return typeof v === 'string' && MONEY.test(v) ? formats.amount(v) : typeof v === 'string' && DAY.test(v) ? formats.isoDate(v) : v === null || v === undefined ? '' : String(v);
  };
  const entries = Object.entries(data ?? {});
  return (
    <ModalDialog title={title} onClose={onClose} width="w-[640px]">
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {!data && !error ? <p className="text-sm text-slate-500">{t('loading')}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {entries
          .filter(([, v]) => !Array.isArray(v))
          .map(([name, v]) => (
            <div key={name} className="contents">
              <dt className="text-slate-600">{fields.has(name) ? label(name, fields.get(name)!.label, fields.get(name)!.label_keys) : label(name, name)}</dt>
              <dd className="text-right font-mono tabular-nums">{shown(v, name)}</dd>
            </div>
          ))}
      </dl>
      {entries
        .filter((entry): entry is [string, Data[]] => Array.isArray(entry[1]) && entry[1].length > 0)
        .map(([name, rows]) => (
          <DataTable
            key={name}
            label={label(name, name)}
            rows={rows.map((row, i) => ({ id: i, row }))}
            columns={Object.keys(rows[0]).map((column) => ({
              id: column,
              header: label(column, column),
              cell: ({ row }: { row: Data }) => shown(row[column]),
              numeric: rows.some((row) => typeof row[column] === 'string' && MONEY.test(row[column])),
            }))}
          />
        ))}
      <div className="flex justify-end">
        <button type="button" autoFocus onClick={onClose} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white">
          {t('confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
