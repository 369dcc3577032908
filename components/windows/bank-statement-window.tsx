'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { RecordActionButtons, useActionRunner } from '@/components/data/action-buttons';
import { FileInput } from '@/components/data/file-input';
import { useInputFormats } from '@/components/data/input-formats';
import { useResourceMeta } from '@/components/data/meta';
import { useAction, useApi, useReader } from '@/components/data/queries';
import { useDesktop } from '@/components/base/desktop';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { useToast } from '@/components/base/toast';
import { useFailureText, useServerMessage } from '@/components/data/server-message';
import type { FieldError } from '@/lib/engine/errors';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';

type Statement = {
  id: number;
  account?: { display_name: string } | null;
  account_id: number;
  file_name: string;
  start_date: number | null;
  end_date: number;
  closing_balance: string | null;
  lines_read: number;
  lines_imported: number;
  lines_skipped: number;
  lines_unreadable: number;
  /** Lines that could not be read: English, and by message code where the import gave one. */
  problems: (Pick<FieldError, 'message' | 'code' | 'params'> & { line: number })[];
};
type Line = {
  id: number;
  date: number;
  amount: string;
  description: string;
  state: 'open' | 'proposed' | 'matched';
  confidence: number | null;
  rule_name: string | null;
  posting_date: number | null;
  posting_description: string | null;
  match_group: number | null;
  /** A group's postings (one line to several, several lines to one). */
  postings: { id: number; date: number; amount: string; description: string | null }[];
};
type Review = { confirm_at: number; counts: { open: number; proposed: number; matched: number; confirmable: number }; lines: Line[] };

const ACCEPT = '.ofx,.qfx,.csv,.txt,application/x-ofx,text/csv';

/**
 * The bank's file, chosen from the computer (sent as multipart). Choosing a CSV for an account
 * fills the mapping fields left empty with the mapping the account remembers.
 */
function FileField({ id, onChange, invalid, values, setValue }: CustomFieldProps) {
  const read = useReader();
  const pick = async (file: File | null) => {
    onChange(file);
    const account = Number(values.account_id);
    if (!file || !account || /\.(ofx|qfx)$/i.test(file.name)) return;
    const { mapping } = await read<{ mapping: Record<string, string | number | boolean | null> | null }>('bank-statements', `bank-statements/mapping?account_id=${account}`);
    for (const [name, kept] of Object.entries(mapping ?? {})) {
      const empty = values[name] === undefined || values[name] === null || values[name] === '';
      if (empty && kept !== null) setValue(name, typeof kept === 'boolean' ? (kept ? 1 : 0) : String(kept));
    }
  };
  return <FileInput id={id} accept={ACCEPT} invalid={invalid} onChange={(file) => void pick(file)} />;
}

const CUSTOM = { file: { component: FileField } };

/** The CSV column mapping: asked only once a CSV (not an OFX or QFX file) is chosen. */
const MAPPING = new Set(['skip_rows', 'date_column', 'date_format', 'description_column', 'amount_column', 'debit_column', 'credit_column', 'check_column', 'sign', 'decimal_comma']);
const isCsv = (file: unknown) => file instanceof File && !/\.(ofx|qfx)$/i.test(file.name);
const shown = (name: string, values: Record<string, unknown>) => !MAPPING.has(name) || isCsv(values.file);

const STATE_STYLE = { open: 'text-slate-500', proposed: 'text-amber-700', matched: 'text-emerald-700' };

/**
 * A bank statement: a new one is the import form (the bank account, the file, and for a CSV its
 * column mapping, which the account remembers); an imported one shows what was read, skipped and
 * could not be read, and each line with the posting proposed or matched to it. Sure proposals are
 * confirmed in one click, each line has its own buttons (confirm, undo, create a document), and
 * the reconciliation starts from the statement's closing balance.
 */
export default function BankStatementWindow({ window: w }: { window: WindowState }) {
  const [collection, idArg] = w.args;
  if (idArg === 'new') return <FormWindow window={w} custom={CUSTOM} fieldShown={shown} />;
  return <StatementReview collection={collection} id={idArg} />;
}

function StatementReview({ collection, id }: { collection: string; id: string }) {
  const t = useTranslations('statements');
  const { money, date } = useInputFormats();
  const toast = useToast();
  const failureText = useFailureText();
  const say = useServerMessage();
  const { open } = useDesktop();
  const statement = useApi<Statement>(collection, `${collection}/${id}?expand=account`);
  const review = useApi<Review>(collection, `${collection}/${id}/review`);
  const lineMeta = useResourceMeta('bank-statement-lines');
  const lines = useActionRunner('bank-statement-lines', () => void review.refetch());
  const act = useAction(collection);
  const failed = statement.error ?? review.error;
  const failedText = failed ? failureText(failed) : null;
  useEffect(() => {
    if (failedText) toast({ kind: 'error', title: failedText });
  }, [failedText, toast]);
  const st = statement.data;
  const data = review.data;
  if (!st || !data || !lineMeta) return <p className="p-4 text-sm text-slate-500">{t('loading')}</p>;

  const run = async (action: 'confirm' | 'reconcile') => {
    try {
      const answer = (await act.mutateAsync({ action, id: st.id })) as { id?: number };
      void review.refetch();
      if (action === 'reconcile' && answer.id) open('form', ['reconciliations', String(answer.id)]);
    } catch (e) {
      toast({ kind: 'warning', title: failureText(e) });
    }
  };

  return (
    <div className="flex h-full flex-col text-sm">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2 border-b border-slate-200 px-4 py-3">
        <div>
          <div className="text-xs text-slate-500">{st.account?.display_name ?? `#${st.account_id}`}</div>
          <div className="font-medium">{st.file_name}</div>
          <div className="text-xs text-slate-500">
            {st.start_date ? `${date(st.start_date)} – ` : ''}
            {date(st.end_date)}
          </div>
        </div>
        <dl className="grid grid-cols-4 gap-x-4 text-right" data-testid="statement-counts">
          <dt className="text-xs text-slate-500">{t('read')}</dt>
          <dt className="text-xs text-slate-500">{t('imported')}</dt>
          <dt className="text-xs text-slate-500">{t('skipped')}</dt>
          <dt className="text-xs text-slate-500">{t('unreadable')}</dt>
          <dd>{st.lines_read}</dd>
          <dd>{st.lines_imported}</dd>
          <dd>{st.lines_skipped}</dd>
          <dd className={st.lines_unreadable ? 'text-red-700' : ''}>{st.lines_unreadable}</dd>
        </dl>
        <div className="ml-auto text-right">
          <div className="text-xs text-slate-500">{t('closing')}</div>
          <div className="font-medium">{st.closing_balance === null ? '—' : money(st.closing_balance)}</div>
        </div>
      </div>
      {st.problems.length ? (
        <details className="border-b border-slate-200 bg-red-50 px-4 py-2 text-xs text-red-800">
          <summary>{t('problems')}</summary>
          <ul className="mt-1 list-disc pl-5">
            {st.problems.map((p) => (
              <li key={p.line}>{say({ field: '_', ...p })}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <ReviewLines lines={data.lines} actions={lineMeta.actions} runner={lines} />
      <footer className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-2">
        <span className="text-xs text-slate-600">
          {t('matched', { n: data.counts.matched })} · {t('proposed', { n: data.counts.proposed })} · {t('open', { n: data.counts.open })}
        </span>
        <span className="ml-auto" />
        <button type="button" disabled={!data.counts.confirmable || act.isPending} onClick={() => run('confirm')} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 disabled:opacity-50">
          {t('confirmAll', { n: data.counts.confirmable })}
        </button>
        <button type="button" disabled={st.closing_balance === null || act.isPending} onClick={() => run('reconcile')} className="rounded-md bg-brand px-4 py-1.5 font-medium text-white disabled:opacity-50">
          {t('reconcile')}
        </button>
      </footer>
      {lines.dialog}
    </div>
  );
}

/** The statement's lines on the one table: date, words and amount, the posting (or a group's postings) proposed or matched, the state, and each line's buttons. */
function ReviewLines({ lines: rows, actions, runner }: { lines: Line[]; actions: Parameters<typeof RecordActionButtons>[0]['actions']; runner: Runner }) {
  const t = useTranslations('statements');
  const { money, date } = useInputFormats();
  const columns: TableColumn<Line>[] = [
    { id: 'date', header: t('date'), cell: (line) => <span className="whitespace-nowrap">{date(line.date)}</span> },
    {
      id: 'description',
      header: t('description'),
      cell: (line) => (
        <>
          {line.description}
          {line.rule_name ? <span className="ml-2 rounded bg-sky-100 px-1.5 text-xs text-sky-800">{t('rule')}: {line.rule_name}</span> : null}
        </>
      ),
    },
    { id: 'amount', header: t('amount'), numeric: true, cell: (line) => <span className={`whitespace-nowrap ${line.amount.startsWith('-') ? 'text-red-700' : ''}`}>{money(line.amount)}</span> },
    { id: 'posting', header: t('posting'), cell: (line) => <Posting line={line} /> },
    { id: 'confidence', header: t('confidence'), numeric: true, cell: (line) => (line.confidence === null ? '' : `${line.confidence}%`) },
    { id: 'state', header: t('state'), cell: (line) => <span className={`whitespace-nowrap ${STATE_STYLE[line.state]}`}>{t(`states.${line.state}`)}</span> },
  ];
  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <DataTable
        columns={columns}
        rows={rows}
        rowTestId="statement-line"
        reservePx={120}
        actions={{
          header: '',
          cell: (line) => <RecordActionButtons actions={actions.filter((a) => fits(a.name, line))} row={line} start={runner.start} titleOf={runner.titleOf} className="ml-1 mt-0.5 rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100" />,
        }}
      />
      {rows.length === 0 ? <p className="p-6 text-center text-slate-500">{t('noLines')}</p> : null}
    </div>
  );
}

/** Which of a line's actions fit it: a customer's payment comes in, a bill's goes out. */
function fits(action: string, line: Line): boolean {
  if (action === 'match') return false;
  if (action === 'receive-payment') return !line.amount.startsWith('-');
  if (action === 'pay-bill') return line.amount.startsWith('-');
  return true;
}

type Runner = ReturnType<typeof useActionRunner>;

/** The posting a line is matched with or proposed, or a group's postings. */
function Posting({ line }: { line: Line }) {
  const t = useTranslations('statements');
  const { money, date } = useInputFormats();
  return (
    <div className="text-slate-600">
      {line.match_group ? (
        <div data-testid="statement-group">
          <span className="rounded bg-violet-100 px-1.5 text-xs text-violet-800">{t('group', { n: line.postings.length })}</span>
          {line.postings.map((p) => (
            <div key={p.id} className="text-xs">
              {date(p.date)} {p.description ?? ''} {money(p.amount)}
            </div>
          ))}
        </div>
      ) : line.posting_date ? (
        `${date(line.posting_date)} ${line.posting_description ?? ''}`
      ) : (
        ''
      )}
    </div>
  );
}
