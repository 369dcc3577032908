'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { asLocale } from '@/lib/format';
import { cellText, expandsFor } from '@/components/data/cell';
import { useFieldLabel, useOptionLabel } from '@/components/data/field-label';
import { announceChange, useChanges, useResourceMeta } from '@/components/data/meta';
import { useServerMessage } from '@/components/data/server-message';
import { ApiFailure, apiFetch } from '@/components/workspace/api';
import { useCollections } from '@/components/workspace/collections';
import { useDesktop } from '@/components/workspace/desktop';
import { useTerms } from '@/components/workspace/terms';
import { useToast } from '@/components/workspace/toast';
import { QUEUE_TABS, QUEUES, type Queue } from '@/lib/workspace/hubs';
import type { WindowState } from '@/lib/workspace/windows';
import { PrintedPdf, printedPdfUrl } from './pdf-viewer';

type Row = Record<string, unknown> & { id: number };

/** A whole queue shows at once: past this many the person prints a part and comes back for the rest. */
const SHOWN = 200;
const TAB = 'rounded-t px-3 py-1 text-xs';

/**
 * The print queue hub (gem 194) and the e-mail queue: by document type, the documents flagged to
 * print (or to e-mail); tick several and Print makes one PDF of them, shown here, and they leave
 * the queue. The e-mail queue lists what waits to be sent; where the document kind e-mails
 * (the `email` action: an invoice with its PDF attached, to its customer), tick several and Send
 * puts each on the job queue: it leaves this list once sent.
 */
export default function QueueWindow({ window: w }: { window: WindowState }) {
  const queue: Queue = w.args[0] === 'email' ? 'email' : 'print';
  const collection = QUEUE_TABS.includes(w.args[1]) ? w.args[1] : 'invoices';
  const t = useTranslations('queues');
  const tl = useTranslations('list');
  const label = useFieldLabel();
  const option = useOptionLabel(collection);
  const serverMessage = useServerMessage();
  const meta = useResourceMeta(collection);
  const collections = useCollections();
  const terms = useTerms();
  const { replace } = useDesktop();
  const toast = useToast();
  const locale = useLocale();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [total, setTotal] = useState(0);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [printed, setPrinted] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  // Documents of this kind can be sent from here (an `email` record action), or only listed.
  const sends = !!meta?.actions.some((a) => a.name === 'email' && a.scope === 'record');
  const choosing = queue === 'print' || sends;

  const load = useCallback(() => {
    if (!meta) return;
    const params = new URLSearchParams({ 'per-page': String(SHOWN), sort: 'id', 'filter[flag]': `${queue}_queue` });
    const expand = expandsFor(meta.column_fields, meta.expand);
    if (expand.length) params.set('expand', expand.join(','));
    apiFetch<{ items: Row[]; _meta: { totalCount: number } }>(`${collection}?${params}`).then(
      (page) => {
        setRows(page.items);
        setTotal(page._meta.totalCount);
        setChosen((was) => new Set(page.items.filter((r) => was.has(r.id)).map((r) => r.id)));
      },
      (e: Error) => toast({ kind: 'warning', title: e.message }),
    );
  }, [meta, queue, collection, toast]);
  useEffect(load, [load]);
  useChanges(collection, load);
  // The printed PDF's address lives as long as it is shown.
  useEffect(() => () => void (printed && URL.revokeObjectURL(printed)), [printed]);

  const print = async () => {
    setPrinting(true);
    try {
      setPrinted(await printedPdfUrl(`${collection}/print`, { ids: [...chosen] }, serverMessage));
      toast({ kind: 'success', title: t('printed', { count: chosen.size }) });
      setChosen(new Set());
      announceChange(collection);
    } catch (e) {
      toast({ kind: 'warning', title: (e as Error).message });
    } finally {
      setPrinting(false);
    }
  };

  const words = { yes: tl('yes'), no: tl('no'), locale: asLocale(locale), option };
  const fields = meta?.column_fields ?? [];
  const all = !!rows?.length && rows.every((r) => chosen.has(r.id));
  const send = async () => {
    setPrinting(true);
    const refused: string[] = [];
    for (const id of chosen) {
      const name = String(rows?.find((r) => r.id === id)?.[meta?.title_field ?? 'id'] ?? id);
      await apiFetch(`${collection}/${id}/email`, { method: 'POST', body: {} }).catch((e: ApiFailure) => refused.push(`${name}: ${e.items?.[0] ? serverMessage(e.items[0]) : e.message}`));
    }
    setPrinting(false);
    const sent = chosen.size - refused.length;
    if (sent) toast({ kind: 'success', title: t('sending', { count: sent }) });
    for (const message of refused) toast({ kind: 'warning', title: message });
    setChosen(new Set());
    load();
  };
  const toggle = (id: number) => setChosen((was) => new Set(was.has(id) ? [...was].filter((x) => x !== id) : [...was, id]));
  const go = (to: Queue, type: string) => (setPrinted(null), setChosen(new Set()), replace(w.id, 'queue', [to, type]));

  return (
    <div className="flex h-full flex-col text-sm">
      <nav aria-label={t('queues')} className="flex gap-1 border-b border-slate-200 px-3 py-2">
        {QUEUES.map((q) => (
          <button key={q} type="button" aria-pressed={q === queue} onClick={() => q !== queue && go(q, collection)} className={`rounded px-2 py-1 ${q === queue ? 'bg-slate-800 text-white' : 'hover:bg-slate-100'}`}>
            {t(`${q}Queue`)}
          </button>
        ))}
      </nav>
      <nav aria-label={t('types')} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-3 pt-1.5">
        {QUEUE_TABS.map((name) => (
          <button
            key={name}
            type="button"
            aria-current={name === collection ? 'page' : undefined}
            onClick={() => name !== collection && go(queue, name)}
            className={`${TAB} ${name === collection ? 'border border-b-0 border-slate-200 bg-white font-medium' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            {terms.plural(collections[name]?.terminology ?? name, name)}
          </button>
        ))}
      </nav>
      {printed ? (
        <PrintedPdf src={printed} title={t('printedPdf')} note={t('printedHere')} back={t('back')} onBack={() => setPrinted(null)} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
            <p className="flex-1 text-slate-600">{queue === 'print' ? t('printHint') : sends ? t('sendHint') : t('emailHint')}</p>
            {choosing ? (
              <button type="button" disabled={!chosen.size || printing} onClick={queue === 'print' ? print : send} className="rounded bg-brand px-3 py-1 text-white disabled:opacity-50">
                {t(queue === 'print' ? 'print' : 'send', { count: chosen.size })}
              </button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-auto">
            <table className="w-full border-collapse">
              <thead className="sticky top-0 bg-slate-100 text-left">
                <tr>
                  {choosing ? (
                    <th className="w-8 px-3 py-2">
                      <input type="checkbox" aria-label={t('chooseAll')} checked={all} onChange={() => setChosen(new Set(all ? [] : (rows ?? []).map((r) => r.id)))} className="size-4" />
                    </th>
                  ) : null}
                  {fields.map((f) => (
                    <th key={f.name} className="px-3 py-2 font-medium whitespace-nowrap">
                      {label(f.name, f.label, f.label_keys)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(rows ?? []).map((row) => {
                  const name = meta?.title_field ? String(row[meta.title_field] ?? row.id) : String(row.id);
                  return (
                    <tr key={row.id} className="border-t border-slate-100 hover:bg-slate-50">
                      {choosing ? (
                        <td className="px-3 py-1.5">
                          <input type="checkbox" aria-label={t('choose', { name })} checked={chosen.has(row.id)} onChange={() => toggle(row.id)} className="size-4" />
                        </td>
                      ) : null}
                      {fields.map((f) => (
                        <td key={f.name} className="px-3 py-1.5">
                          {cellText(f, row, words)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {rows && rows.length === 0 ? <p className="p-6 text-center text-slate-500">{t('empty')}</p> : null}
          </div>
          {rows ? <footer className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">{total > rows.length ? t('shownOf', { shown: rows.length, total }) : tl('total', { count: total })}</footer> : null}
        </>
      )}
    </div>
  );
}
