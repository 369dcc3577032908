'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { asLocale } from '@/lib/format';
import { cellText } from '@/components/data/cell';
import { useCompanyFormats } from '@/components/data/company-formats';
import { timeZoneName } from '@/lib/time-zones';
import { useFieldLabel, useOptionLabel } from '@/components/data/field-label';
import { useResourceMeta } from '@/components/data/meta';
import { useAction, useInvalidateAfter, useList } from '@/components/data/queries';
import { useServerMessage } from '@/components/data/server-message';
import { ApiFailure } from '@/components/base/api';
import { DataTable } from '@/components/base/data-table';
import { useCollections } from '@/components/base/collections';
import { useDesk } from '@/components/base/desk';
import { useDesktop } from '@/components/base/desktop';
import { useTerms } from '@/components/base/terms';
import { useToast } from '@/components/base/toast';
import { PROCESSING, QUEUES, queueTabsOf, type Queue } from '@/lib/workspace/hubs';
import type { WindowState } from '@/lib/workspace/windows';
import { PrintedPdf, printedPdfUrl } from './pdf-viewer';

type Row = Record<string, unknown> & { id: number; collection: string; emails: number };

/** A whole queue shows at once: past this many the person prints a part and comes back for the rest. */
const SHOWN = 200;
const TAB = 'rounded-t px-3 py-1 text-xs';

/** Which queue and which documents' type a panel shows (`all`: every type). */
export type QueueChoice = { queue: Queue; tab: string };
export const queueChoice = (queue: string | undefined, tab: string | undefined, tabs: string[]): QueueChoice => ({
  queue: queue === 'email' ? 'email' : 'print',
  tab: tab === 'all' || tabs.includes(tab ?? '') ? tab! : 'all',
});

/** The queue's tabs: the documents' collections (the desk's `queued`). What changes the queue, the server declares (a save of a document changes `processing`, which shows them). */
function useQueueTabs() {
  const { windows } = useDesk();
  return useMemo(() => ({ tabs: queueTabsOf(windows) }), [windows]);
}

/**
 * The documents waiting in the print queue or the e-mail queue (the `processing` collection), by
 * type: tick several and Print makes one PDF of them, shown here, and they leave the queue. In
 * the e-mail queue, the kinds that e-mail themselves (an invoice with its PDF attached, to its
 * customer) are ticked and sent: each goes on the job queue and leaves this list once sent; the
 * others wait to be sent by hand. The print queue hub (gem 194) and the Processing hub (gem 137)
 * are this panel.
 */
export function QueuePanel({ choice, onChoose }: { choice: QueueChoice; onChoose: (next: QueueChoice) => void }) {
  const { queue, tab } = choice;
  const { tabs } = useQueueTabs();
  const t = useTranslations('queues');
  const tl = useTranslations('list');
  const label = useFieldLabel();
  const option = useOptionLabel(PROCESSING);
  const serverMessage = useServerMessage();
  const meta = useResourceMeta(PROCESSING);
  const collections = useCollections();
  const terms = useTerms();
  const toast = useToast();
  const locale = useLocale();
  const params = new URLSearchParams({ 'per-page': String(SHOWN), sort: 'date', [`filter[is_in_${queue}_que]`]: '1' });
  if (tab !== 'all') params.set('filter[collection]', tab);
  const list = useList<Row>(PROCESSING, params);
  const rows = list.data?.items ?? null;
  const total = list.data?._meta.totalCount ?? 0;
  const invalidateAfter = useInvalidateAfter();
  const email = useAction(PROCESSING);
  const [ticked, setChosen] = useState<Set<number>>(new Set());
  // Rows no longer in the queue are no longer chosen.
  const chosen = new Set((rows ?? []).filter((r) => ticked.has(r.id)).map((r) => r.id));
  const [printed, setPrinted] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (list.error) toast({ kind: 'warning', title: list.error.message });
  }, [list.error, toast]);
  // The printed PDF's address lives as long as it is shown.
  useEffect(() => () => void (printed && URL.revokeObjectURL(printed)), [printed]);

  // Which rows can be ticked: any to print; to e-mail, those whose kind e-mails itself.
  const choosable = (row: Row) => queue === 'print' || row.emails === 1;
  const sends = queue === 'email' && !!rows?.some(choosable);

  const print = async () => {
    setPrinting(true);
    try {
      setPrinted(await printedPdfUrl(`${PROCESSING}/print`, { ids: [...chosen] }, serverMessage));
      toast({ kind: 'success', title: t('printed', { count: chosen.size }) });
      setChosen(new Set());
      void invalidateAfter(PROCESSING, 'print');
    } catch (e) {
      toast({ kind: 'warning', title: (e as Error).message });
    } finally {
      setPrinting(false);
    }
  };

  const send = async () => {
    setPrinting(true);
    const refused: string[] = [];
    for (const row of (rows ?? []).filter((r) => chosen.has(r.id))) {
      await email.mutateAsync({ collection: row.collection, action: 'email', id: row.id }).catch((e: ApiFailure) => refused.push(`${String(row.number)}: ${e.items?.[0] ? serverMessage(e.items[0]) : e.message}`));
    }
    setPrinting(false);
    const sent = chosen.size - refused.length;
    if (sent) toast({ kind: 'success', title: t('sending', { count: sent }) });
    for (const message of refused) toast({ kind: 'warning', title: message });
    setChosen(new Set());
  };

  const company = useCompanyFormats();
  const words = { yes: tl('yes'), no: tl('no'), locale: asLocale(locale), money: company.money, timeZone: timeZoneName(company.timeZone), option };
  const fields = meta?.column_fields ?? [];
  const go = (next: QueueChoice) => (setPrinted(null), setChosen(new Set()), onChoose(next));
  const tabName = (name: string) => (name === 'all' ? t('allTypes') : terms.plural(collections[name]?.terminology ?? name, name));

  return (
    <div className="flex min-h-0 flex-1 flex-col text-sm">
      <nav aria-label={t('queues')} className="flex gap-1 border-b border-slate-200 px-3 py-2">
        {QUEUES.map((q) => (
          <button key={q} type="button" aria-pressed={q === queue} onClick={() => q !== queue && go({ queue: q, tab })} className={`rounded px-2 py-1 ${q === queue ? 'bg-slate-800 text-white' : 'hover:bg-slate-100'}`}>
            {t(`${q}Queue`)}
          </button>
        ))}
      </nav>
      <nav aria-label={t('types')} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-3 pt-1.5">
        {['all', ...tabs].map((name) => (
          <button
            key={name}
            type="button"
            aria-current={name === tab ? 'page' : undefined}
            onClick={() => name !== tab && go({ queue, tab: name })}
            className={`${TAB} ${name === tab ? 'border border-b-0 border-slate-200 bg-white font-medium' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            {tabName(name)}
          </button>
        ))}
      </nav>
      {printed ? (
        <PrintedPdf src={printed} title={t('printedPdf')} note={t('printedHere')} back={t('back')} onBack={() => setPrinted(null)} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
            <p className="flex-1 text-slate-600">{queue === 'print' ? t('printHint') : sends ? t('sendHint') : t('emailHint')}</p>
            {queue === 'print' || sends ? (
              <button type="button" disabled={!chosen.size || printing} onClick={queue === 'print' ? print : send} className="rounded bg-brand px-3 py-1 text-white disabled:opacity-50">
                {t(queue === 'print' ? 'print' : 'send', { count: chosen.size })}
              </button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-auto">
            <DataTable
              columns={fields.map((f) => ({ id: f.name, header: label(f.name, f.label, f.label_keys), cell: (row: Row) => cellText(f, row, words) }))}
              rows={rows ?? []}
              selection={{ chosen, onChange: setChosen, choosable, rowLabel: (row) => t('choose', { name: String(row.number) }), allLabel: t('chooseAll') }}
            />
            {rows && rows.length === 0 ? <p className="p-6 text-center text-slate-500">{t('empty')}</p> : null}
          </div>
          {rows ? <footer className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">{total > rows.length ? t('shownOf', { shown: rows.length, total }) : tl('total', { count: total })}</footer> : null}
        </>
      )}
    </div>
  );
}

/** The print queue hub (gem 194) and the e-mail queue: the panel, its queue and type kept in the window's arguments. */
export default function QueueWindow({ window: w }: { window: WindowState }) {
  const { replace } = useDesktop();
  const { tabs } = useQueueTabs();
  return (
    <div className="flex h-full flex-col">
      <QueuePanel choice={queueChoice(w.args[0], w.args[1], tabs)} onChoose={(next) => replace(w.id, 'queue', [next.queue, next.tab])} />
    </div>
  );
}
