'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useApi, useInvalidateAfter, useList } from '@/components/data/queries';
import { useFailureText, useServerMessage } from '@/components/data/server-message';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { useToast } from '@/components/base/toast';
import { useCompanyFormats } from '@/components/data/company-formats';
import { asLocale, formatIsoDate, formatMoney } from '@/lib/format';
import type { WindowState } from '@/lib/workspace/windows';
import { HubTabs } from './hub-tabs';
import { PrintedPdf, printedPdfUrl } from './pdf-viewer';

type Check = { id: number; number: number; date: string | number; payee_name: string; bank_account_id: number; amount: string; is_printed: boolean; bankAccount?: { display_name: string } };
type Layout = { id: number; display_name: string };
type Authorisation = { needs_signer: boolean; signer: { is_active: boolean; limit_amount: string | null } | null };

const SHOWN = 200;

/** A date as the API answers it (unix seconds) as YYYY-MM-DD. */
const isoOf = (d: string | number) => (typeof d === 'number' ? new Date(d * 1000).toISOString().slice(0, 10) : d);

/**
 * The Checks hub's Print Queue (print/check, screens -70, -71): written checks not yet printed
 * (or, for a reprint, those printed), ticked and printed together on one bank account, from a
 * starting number the person confirms (the lowest of the chosen, as they were written), with a
 * layout; the PDF shows here to print on the check stock. Checks of two bank accounts are
 * refused with the spec's 'Bank accounts should be same.' and nothing happens.
 */
export default function CheckPrintWindow({ window: w }: { window: WindowState }) {
  const t = useTranslations('checkPrint');
  const tf = useTranslations('fields');
  const te = useTranslations('errors');
  const serverMessage = useServerMessage();
  const failureText = useFailureText();
  const toast = useToast();
  const locale = asLocale(useLocale());
  const company = useCompanyFormats();
  const [printedView, setPrintedView] = useState(false);
  const invalidateAfter = useInvalidateAfter();
  const list = useList<Check>('checks', { 'per-page': String(SHOWN), sort: 'number', 'filter[state]': 'posted', 'filter[is_printed]': printedView ? '1' : '0', expand: 'bankAccount' });
  const rows = list.data?.items ?? null;
  const layouts = useList<Layout>('check-layouts', undefined, { view: 'all' }).data?.items ?? [];
  // Checks chosen in a checks list before its Print opened this queue (`ids=1,2`) start chosen.
  const [ticked, setChosen] = useState<Set<number>>(() => new Set((new URLSearchParams(w.args[1] ?? '').get('ids') ?? '').split(',').filter(Boolean).map(Number)));
  // Checks no longer listed (printed elsewhere, voided) are no longer chosen.
  const chosen = new Set((rows ?? []).filter((r) => ticked.has(r.id)).map((r) => r.id));
  const [start, setStart] = useState('');
  const [layoutId, setLayoutId] = useState('');
  const [pdf, setPdf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Where the company asks a signer's authorisation, the printing person's password goes with Print.
  const authorisation = useApi<Authorisation>('checks', 'checks/print-authorisation', { reads: ['settings', 'check-signers'] }).data;
  const needsPassword = !!authorisation?.needs_signer;
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (list.error) toast({ kind: 'warning', title: list.error.message });
  }, [list.error, toast]);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);

  const picked = (rows ?? []).filter((r) => chosen.has(r.id));
  // Chosen and not waiting here: printed already (a reprint is in Printed), void or a draft.
  const elsewhere = rows ? ticked.size - chosen.size : 0;
  // The starting number offered: the lowest of the chosen checks, the number they were written with.
  const offered = picked.length ? String(Math.min(...picked.map((r) => r.number))) : '';
  const choose = (next: Set<number>) => (setChosen(next), setStart(''));
  const columns: TableColumn<Check>[] = [
    { id: 'number', header: tf('number'), cell: (r) => r.number },
    { id: 'date', header: tf('date'), cell: (r) => formatIsoDate(isoOf(r.date), locale) },
    { id: 'payee_name', header: tf('payee_name'), cell: (r) => r.payee_name },
    { id: 'bank_account_id', header: tf('bank_account_id'), cell: (r) => r.bankAccount?.display_name ?? '' },
    { id: 'amount', header: tf('amount'), cell: (r) => formatMoney(r.amount, locale, company.money), numeric: true },
  ];

  const print = async () => {
    if (new Set(picked.map((r) => r.bank_account_id)).size > 1) {
      toast({ kind: 'warning', title: te('sameBank') });
      return;
    }
    setBusy(true);
    try {
      const body: Record<string, unknown> = { ids: picked.map((r) => r.id) };
      if (!printedView) body.start_number = Number(start || offered);
      if (layoutId) body.layout_id = Number(layoutId);
      if (needsPassword) body.password = password;
      setRefusal(null);
      setPdf(await printedPdfUrl('print/check', body, serverMessage));
      setPassword('');
      toast({ kind: 'success', title: t('done', { count: picked.length }) });
      setChosen(new Set());
      void invalidateAfter('checks', 'print');
    } catch (e) {
      // A refusal with a message code (not a signer, a 403) is said in the person's language.
      const text = failureText(e);
      if (needsPassword) setRefusal(text);
      toast({ kind: 'warning', title: text });
    } finally {
      setBusy(false);
    }
  };

  const toolbar = (
    <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-3 py-2">
      <div className="flex gap-1" role="group">
        {[false, true].map((v) => (
          <button key={String(v)} type="button" aria-pressed={printedView === v} onClick={() => (setPrintedView(v), setChosen(new Set()))} className={`rounded px-2 py-1 ${printedView === v ? 'bg-slate-800 text-white' : 'hover:bg-slate-100'}`}>
            {t(v ? 'printed' : 'toPrint')}
          </button>
        ))}
      </div>
      {printedView ? (
        <p className="text-xs text-slate-600">{t('reprintNote')}</p>
      ) : (
        <label className="flex flex-col text-xs text-slate-700">
          {t('startNumber')}
          <input type="number" min={1} value={start || offered} onChange={(e) => setStart(e.target.value)} disabled={!picked.length} className="w-32 rounded border border-slate-300 px-2 py-1 text-sm" />
        </label>
      )}
      <label className="flex flex-col text-xs text-slate-700">
        {t('layout')}
        <select value={layoutId} onChange={(e) => setLayoutId(e.target.value)} className="rounded border border-slate-300 px-2 py-1 text-sm">
          <option value="">{t('defaultLayout')}</option>
          {layouts.map((l) => (
            <option key={l.id} value={l.id}>
              {l.display_name}
            </option>
          ))}
        </select>
      </label>
      <span className="flex-1" />
      {needsPassword ? <SignerPassword label={t('password')} value={password} onChange={setPassword} onEnter={() => void (picked.length && password && !busy && print())} refused={!!refusal} /> : null}
      <button type="button" disabled={!picked.length || busy || (needsPassword && !password)} onClick={print} className="rounded bg-brand px-3 py-1 text-white disabled:opacity-50">
        {t('print', { count: picked.length })}
      </button>
      {needsPassword ? (
        <p className="basis-full text-xs text-slate-600">{t('passwordHint')}</p>
      ) : null}
      {refusal ? (
        <p id="check-print-refusal" role="alert" className="basis-full rounded border border-red-200 bg-red-50 px-2 py-1 text-xs text-red-800">
          {refusal}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="flex h-full flex-col text-sm">
      {/* The tabs and the print controls stay in view while a long queue scrolls. */}
      <div className="sticky top-0 z-10 bg-white">
        <HubTabs window={w} collection="print/check" />
        {pdf ? null : toolbar}
      </div>
      {pdf ? (
        <PrintedPdf src={pdf} title={t('pdf')} note={t('printedHere')} back={t('back')} onBack={() => setPdf(null)} />
      ) : (
        <>
          <p className="px-3 pt-2 text-xs text-slate-600">{t('hint')}</p>
          {elsewhere > 0 ? <p role="status" className="px-3 pt-1 text-xs text-amber-800">{t('elsewhere', { count: elsewhere })}</p> : null}
          <div className="min-h-0 flex-1 overflow-auto">
            <DataTable
              columns={columns}
              rows={rows ?? []}
              selection={{ chosen, onChange: choose, rowLabel: (r) => t('choose', { name: `${r.number} ${r.payee_name}` }), allLabel: t('chooseAll') }}
            />
            {rows && rows.length === 0 ? <p className="p-6 text-center text-slate-500">{t('empty')}</p> : null}
          </div>
        </>
      )}
    </div>
  );
}

/** The printing person's current password, asked beside Print where the company needs a signer. */
function SignerPassword({ label, value, onChange, onEnter, refused }: { label: string; value: string; onChange: (v: string) => void; onEnter: () => void; refused: boolean }) {
  return (
    <label className="flex flex-col text-xs text-slate-700">
      {label}
      <input
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => void (e.key === 'Enter' && onEnter())}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? 'check-print-refusal' : undefined}
        className="w-48 rounded border border-slate-300 px-2 py-1 text-sm"
      />
    </label>
  );
}
