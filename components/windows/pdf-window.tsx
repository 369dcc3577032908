'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useResourceMeta } from '@/components/data/meta';
import { useApi } from '@/components/data/queries';
import { useDesktop } from '@/components/base/desktop';
import type { WindowState } from '@/lib/workspace/windows';
import { PdfViewer } from './pdf-viewer';

/** Views drawn over a period (a customer's statement): the window asks for its dates. */
const PERIOD_VIEWS = new Set(['statement/pdf']);

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The viewer window of a record's PDF, named for the record: a document's (the Save menu's save
 * and preview), or another PDF view of it (a customer's statement, over the period the person
 * chooses: three calendar months to today at first, as the server's default).
 */
export default function PdfWindow({ window: w }: { window: WindowState }) {
  const [collection, id, view = 'pdf'] = w.args;
  const t = useTranslations('pdfViewer');
  const meta = useResourceMeta(collection);
  const { setCaption } = useDesktop();
  const [period, setPeriod] = useState(() => {
    const now = new Date();
    return { from: iso(new Date(now.getFullYear(), now.getMonth() - 2, 1)), to: iso(now) };
  });
  const [shown, setShown] = useState(period);
  // The record through the shared cache (a rename elsewhere makes it stale): the window is captioned with its title.
  const field = meta?.title_field;
  const record = useApi<Record<string, unknown>>(collection, field ? `${collection}/${id}` : null).data;
  const title = field && record ? String(record[field] ?? '') : null;
  useEffect(() => {
    if (title !== null) setCaption(w.id, title);
  }, [title, setCaption, w.id]);
  const periodic = PERIOD_VIEWS.has(view);
  const query = new URLSearchParams({ inline: '1', ...(periodic ? shown : {}) });
  return (
    <div className="flex h-full min-h-0 flex-col">
      {periodic ? (
        <form
          onSubmit={(e) => (e.preventDefault(), setShown(period))}
          className="flex flex-wrap items-end gap-2 border-b border-slate-200 px-3 py-2 text-sm"
        >
          {(['from', 'to'] as const).map((key) => (
            <label key={key} className="flex flex-col text-xs text-slate-600">
              {t(key)}
              <input type="date" required value={period[key]} onChange={(e) => setPeriod({ ...period, [key]: e.target.value })} className="rounded border border-slate-300 px-2 py-1 text-sm text-slate-900" />
            </label>
          ))}
          <button type="submit" className="rounded bg-brand px-3 py-1 text-white">
            {t('show')}
          </button>
        </form>
      ) : null}
      <PdfViewer key={query.toString()} src={`/api/v1/${collection}/${id}/${view}?${query}`} title={periodic ? t('statementPdf') : t('documentPdf')} />
    </div>
  );
}
