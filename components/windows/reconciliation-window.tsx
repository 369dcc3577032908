'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { RecordActionButtons, useActionRunner } from '@/components/data/action-buttons';
import { useResourceMeta } from '@/components/data/meta';
import { useApi, useWrite } from '@/components/data/queries';
import { DataTable } from '@/components/base/data-table';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useToast } from '@/components/base/toast';
import { AmountInput } from '@/components/data/amount-input';
import { DateInput } from '@/components/data/date-input';
import { useInputFormats } from '@/components/data/input-formats';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';

type Reconciliation = { id: number; state: string; account_id: number; account?: { display_name: string } | null; statement_date: number; ending_balance: string };
type Item = { id: number; date: number; description: string | null; debit: string; credit: string; cleared: 0 | 1 };
type Summary = { beginning_balance: string; ending_balance: string; cleared_balance: string; difference: string; items: Item[] };

/**
 * Reconcile an Account: the statement's date and ending balance, the account's open items to
 * tick as cleared (each tick saved at once), the cleared balance and the difference, and the
 * reconciliation's declared actions (finish at 0.00, void a finished one). A new statement is
 * started in the generic form.
 */
export default function ReconciliationWindow({ window: w }: { window: WindowState }) {
  const [collection, idArg] = w.args;
  const t = useTranslations('reconcile');
  const formats = useInputFormats();
  const { money: formatMoney, date: formatDate } = formats;
  const toast = useToast();
  const meta = useResourceMeta(collection);
  // The statement and where it stands, read again whenever what they show changes (a tick here,
  // a journal entry posted in another window: reconciliations show the account's journal lines).
  const reading = idArg !== 'new';
  const recQuery = useApi<Reconciliation>(collection, reading ? `${collection}/${idArg}?expand=account` : null);
  const summaryQuery = useApi<Summary>(collection, reading ? `${collection}/${idArg}/summary` : null);
  const rec = recQuery.data ?? null;
  // A tick shows at once and stays shown until the server's summary says the same. Ticks are saved
  // one after another, each with every tick made so far: quick ticks, whose saves and re-reads
  // would otherwise cross, never undo one another.
  const [ticks, setTicks] = useState<Record<number, 0 | 1>>({});
  const ticksNow = useRef(ticks);
  const served = useRef(summaryQuery.data);
  const saving = useRef(Promise.resolve());
  useEffect(() => {
    served.current = summaryQuery.data;
  });
  const shownAs = (i: Item): 0 | 1 => ticks[i.id] ?? i.cleared;
  const summary = summaryQuery.data ? { ...summaryQuery.data, items: summaryQuery.data.items.map((i) => ({ ...i, cleared: shownAs(i) })) } : null;
  // The statement's date and ending balance as typed, until the statement is read again.
  const [typed, setTyped] = useState<{ of: Reconciliation | null; ending?: string; date?: string }>({ of: null });
  const own = typed.of === rec ? typed : { of: rec };
  const ending = own.ending ?? (rec ? formats.amount(rec.ending_balance) : '');
  const statementDate = own.date ?? (rec ? formats.date(rec.statement_date) : '');
  const setEnding = (v: string) => setTyped({ ...own, ending: v });
  const setStatementDate = (v: string) => setTyped({ ...own, date: v });
  const failed = recQuery.error ?? summaryQuery.error;
  useEffect(() => {
    if (failed) toast({ kind: 'error', title: failed.message });
  }, [failed, toast]);
  const write = useWrite();
  const runner = useActionRunner(collection);
  // Finishing while a difference remains is refused here, naming it, before the server is asked.
  const [unfinished, setUnfinished] = useState(false);

  if (idArg === 'new') return <FormWindow window={w} />;
  if (!rec || !summary || !meta) return <p className="p-4 text-sm text-slate-500">{t('loading')}</p>;
  const draft = rec.state === 'draft';

  const save = async (body: Record<string, unknown>) => {
    try {
      await write(`${collection}/${rec.id}`, { method: 'PUT', body }, collection);
    } catch (e) {
      toast({ kind: 'warning', title: (e as Error).message });
      // What was refused shows as saved again.
      ticksNow.current = {};
      setTicks({});
      setTyped({ of: null });
    }
  };
  const clear = (cleared: Set<number>) => {
    // Shown ticked at once; the balances follow when the server has saved it.
    ticksNow.current = { ...ticksNow.current, ...Object.fromEntries(summary.items.map((i) => [i.id, cleared.has(i.id) ? 1 : 0])) };
    setTicks(ticksNow.current);
    const clearedNow = () => (served.current?.items ?? []).filter((i) => (ticksNow.current[i.id] ?? i.cleared) === 1).map((i) => i.id);
    saving.current = saving.current.then(() => save({ cleared_line_ids: clearedNow() }));
    return saving.current;
  };

  return (
    <div className="flex h-full flex-col text-sm">
      <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 px-4 py-3">
        <div>
          <div className="text-xs text-slate-500">{t('account')}</div>
          <div className="font-medium">{rec.account?.display_name ?? `#${rec.account_id}`}</div>
        </div>
        <label className="text-xs text-slate-500">
          {t('statementDate')}
          <div className="mt-1 w-40">
            <DateInput disabled={!draft} value={statementDate} onChange={setStatementDate} onBlur={() => save({ statement_date: formats.parseDate(statementDate) ?? statementDate })} className="rounded border border-slate-300 px-2 py-1 text-sm text-slate-900" />
          </div>
        </label>
        <label className="text-xs text-slate-500">
          {t('endingBalance')}
          <AmountInput disabled={!draft} value={ending} onChange={setEnding} onBlur={() => save({ ending_balance: formats.parseDecimal(ending) ?? ending })} className="mt-1 block w-32 rounded border border-slate-300 px-2 py-1 text-right text-sm text-slate-900" />
        </label>
        <dl className="ml-auto grid grid-cols-3 gap-x-4 text-right">
          <dt className="text-xs text-slate-500">{t('beginningBalance')}</dt>
          <dt className="text-xs text-slate-500">{t('clearedBalance')}</dt>
          <dt className="text-xs text-slate-500">{t('difference')}</dt>
          <dd>{formatMoney(summary.beginning_balance)}</dd>
          <dd>{formatMoney(summary.cleared_balance)}</dd>
          <dd data-testid="difference" className={summary.difference === '0.00' ? 'font-semibold text-emerald-700' : 'font-semibold text-red-700'}>
            {formatMoney(summary.difference)}
          </dd>
        </dl>
      </div>
      <div className="min-h-0 flex-1 overflow-auto">
        <DataTable
          columns={[
            { id: 'date', header: t('date'), cell: (item: Item) => formatDate(item.date) },
            { id: 'description', header: t('description'), cell: (item: Item) => item.description },
            { id: 'deposit', header: t('deposit'), cell: (item: Item) => (item.debit !== '0.00' ? formatMoney(item.debit) : ''), numeric: true },
            { id: 'payment', header: t('payment'), cell: (item: Item) => (item.credit !== '0.00' ? formatMoney(item.credit) : ''), numeric: true },
          ]}
          rows={summary.items}
          selection={{
            chosen: new Set(summary.items.filter((i) => i.cleared === 1).map((i) => i.id)),
            onChange: clear,
            choosable: () => draft,
            rowLabel: (item) => t('clear', { description: item.description ?? formatDate(item.date) }),
            allLabel: t('clearAll'),
          }}
        />
        {summary.items.length === 0 ? <p className="p-6 text-center text-slate-500">{t('noItems')}</p> : null}
      </div>
      <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-4 py-2">
        <span className="text-xs text-slate-600">{t(`states.${rec.state}`)}</span>
        <span className="ml-auto" />
        <RecordActionButtons
          actions={meta.actions}
          row={rec}
          start={(action, row) => (action.name === 'finish' && summary.difference !== '0.00' ? setUnfinished(true) : runner.start(action, row))}
          titleOf={runner.titleOf}
          className="rounded-md bg-brand px-4 py-1.5 text-sm font-medium text-white"
        />
      </footer>
      {runner.dialog}
      {unfinished ? <DifferenceLeft difference={formatMoney(summary.difference)} onClose={() => setUnfinished(false)} /> : null}
    </div>
  );
}

/** Why a reconciliation cannot finish yet: the difference left, and what brings it to 0.00. */
function DifferenceLeft({ difference, onClose }: { difference: string; onClose: () => void }) {
  const t = useTranslations('reconcile');
  return (
    <ModalDialog title={t('cannotFinish')} role="alertdialog" onClose={onClose}>
      <p className="text-sm text-slate-700">{t('differenceLeft', { difference })}</p>
      <p className="text-sm text-slate-700">{t('differenceHow')}</p>
      <div className="flex justify-end">
        <button type="button" autoFocus onClick={onClose} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white">
          {t('understood')}
        </button>
      </div>
    </ModalDialog>
  );
}
