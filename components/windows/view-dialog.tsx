'use client';

import { useTranslations } from 'next-intl';
import { useFieldLabel } from '@/components/data/field-label';
import { useFormats } from '@/components/data/formats';
import { useApi } from '@/components/data/queries';
import { ModalDialog } from '@/components/workspace/modal-dialog';

type Data = Record<string, unknown>;

/** A decimal with 2 places as the API sends money ("466.63"). */
const MONEY = /^-?\d+\.\d{2}$/;
/** A calendar day as a view may send it ("2026-11-02"). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A record's view (GET /{c}/{id}/{view}, an invoice's transaction summary) in a dialog: its
 * figures as labelled values, its lists (the journal's lines) as tables, amounts in the person's
 * format. Views answer plain data, so this draws any of them.
 */
export function ViewDialog({ collection, id, view, title, onClose }: { collection: string; id: number; view: string; title: string; onClose: () => void }) {
  const t = useTranslations('list');
  const label = useFieldLabel();
  const formats = useFormats();
  const read = useApi<Data>(collection, `${collection}/${id}/${view}`);
  const data = read.data ?? null;
  const error = read.error?.message ?? null;
  const shown = (v: unknown) =>
    typeof v === 'string' && MONEY.test(v) ? formats.amount(v) : typeof v === 'string' && DAY.test(v) ? formats.isoDate(v) : v === null || v === undefined ? '' : String(v);
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
              <dt className="text-slate-600">{label(name, name)}</dt>
              <dd className="text-right font-mono tabular-nums">{shown(v)}</dd>
            </div>
          ))}
      </dl>
      {entries
        .filter((entry): entry is [string, Data[]] => Array.isArray(entry[1]) && entry[1].length > 0)
        .map(([name, rows]) => (
          <table key={name} aria-label={label(name, name)} className="w-full text-xs">
            <thead>
              <tr className="text-left text-slate-600">
                {Object.keys(rows[0]).map((column) => (
                  <th key={column} className="px-1 py-1 font-medium">
                    {label(column, column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} className="border-t border-slate-100">
                  {Object.entries(row).map(([column, v]) => (
                    <td key={column} className={`px-1 py-0.5 ${typeof v === 'string' && MONEY.test(v) ? 'text-right font-mono' : ''}`}>
                      {shown(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <div className="flex justify-end">
        <button type="button" autoFocus onClick={onClose} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white">
          {t('confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
