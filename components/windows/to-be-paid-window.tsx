'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AmountInput } from '@/components/data/amount-input';
import { DateInput } from '@/components/data/date-input';
import { useFormats } from '@/components/data/formats';
import { useInputFormats } from '@/components/data/input-formats';
import { useAction, useList } from '@/components/data/queries';
import { RefInput } from '@/components/data/ref-input';
import { ApiFailure } from '@/components/base/api';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { useToast } from '@/components/base/toast';
import type { WindowState } from '@/lib/workspace/windows';
import { HubTabs } from './hub-tabs';

/** An approved batch item waiting to be paid, with its bill and vendor. */
type Item = { id: number; amount: string; paid_amount: string; left_to_pay: string; bill?: { number: string; due_date: number | null } | null; vendor?: { display_name: string } | null };
type Preview = {
  total: string;
  checks: { vendor_id: number; payee_name: string; bills: { bill_id: number; number: string; amount: string }[]; credits: { credit_id: number; number: string; amount: string }[]; bills_total: string; credits_total: string; amount: string; amount_in_words: string }[];
};

const BANK = 1;
const COLLECTION = 'ap-batch-items';

/**
 * To Be Paid (screens -65 to -68): the approved bills waiting, each ticked with the amount to pay
 * now (a part may be paid); a bank account and a date; Preview shows the checks, one per vendor
 * with its credits applied; Pay writes them (ap-batch-items/preview and /pay).
 */
export default function ToBePaidWindow({ window: w }: { window: WindowState }) {
  const t = useTranslations('toBePaid');
  const formats = useFormats();
  const input = useInputFormats();
  const toast = useToast();
  // Preview and pay are the items' declared actions: paying changes what its declaration says (checks, bills, batches, the books).
  const action = useAction(COLLECTION);
  const list = useList<Item>(COLLECTION, { 'filter[status]': 'approved', expand: 'bill,vendor', sort: 'vendor_id' }, { view: 'all' });
  const items = list.data?.items ?? null;
  // Each item is ticked with what is left to pay until the person chooses otherwise; read again, the items start so again.
  const [choice, setChoice] = useState<{ of: unknown; chosen: Record<number, string> }>({ of: undefined, chosen: {} });
  const chosen = choice.of === list.data ? choice.chosen : Object.fromEntries((items ?? []).map((i) => [i.id, formats.amount(i.left_to_pay)]));
  const setChosen = (next: Record<number, string>) => setChoice({ of: list.data, chosen: next });
  const [bank, setBank] = useState<number | null>(null);
  const [date, setDate] = useState(() => input.isoDate(formats.today()));
  // A preview stands for the items as they were read.
  const [previewed, setPreview] = useState<Preview | null>(null);
  const [previewOf, setPreviewOf] = useState<unknown>(undefined);
  const preview = previewOf === list.data ? previewed : null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = error ?? list.error?.message ?? null;

  const body = () => ({
    bank_account_id: bank,
    date: input.parseDate(date) || date,
    items: Object.entries(chosen).map(([id, amount]) => ({ id: Number(id), amount: formats.parseDecimal(amount) || amount })),
  });
  const send = async (verb: 'preview' | 'pay') => {
    setBusy(true);
    setError(null);
    try {
      if (verb === 'preview') {
        setPreview((await action.mutateAsync({ action: 'preview', body: body() })) as Preview);
        setPreviewOf(list.data);
      }
      else {
        const answer = (await action.mutateAsync({ action: 'pay', body: body() })) as { items: { number: number }[] };
        toast({ kind: 'success', title: t('paid', { count: answer.items.length }), detail: answer.items.map((c) => `#${c.number}`).join(', ') });
      }
    } catch (e) {
      setError(e instanceof ApiFailure && e.items.length ? e.items.map((i) => i.message).join(' ') : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  // A bill ticked is paid what is left of it until the person types otherwise; one unticked is not paid.
  const choose = (ids: Set<number>) => {
    setChosen(Object.fromEntries((items ?? []).filter((i) => ids.has(i.id)).map((i) => [i.id, chosen[i.id] ?? formats.amount(i.left_to_pay)])));
    setPreview(null);
  };
  const columns: TableColumn<Item>[] = [
    { id: 'vendor', header: t('vendor'), cell: (item) => item.vendor?.display_name },
    { id: 'bill', header: t('bill'), cell: (item) => item.bill?.number },
    { id: 'due', header: t('due'), cell: (item) => formats.date(item.bill?.due_date ?? null) },
    { id: 'approved', header: t('approved'), cell: (item) => formats.money(item.amount), numeric: true },
    { id: 'left', header: t('left'), cell: (item) => formats.money(item.left_to_pay), numeric: true },
    {
      id: 'pay',
      header: t('payNow'),
      numeric: true,
      cell: (item) => (
        <AmountInput
          aria-label={t('amountOf', { number: item.bill?.number ?? item.id })}
          disabled={!(item.id in chosen)}
          value={chosen[item.id] ?? ''}
          onChange={(v) => (setChosen({ ...chosen, [item.id]: v }), setPreview(null))}
          className="w-28 rounded border border-slate-300 px-2 py-0.5 text-right disabled:bg-slate-50"
        />
      ),
    },
  ];

  return (
    <div className="flex h-full flex-col text-sm" data-loaded={items ? 'true' : undefined}>
      <HubTabs window={w} collection={COLLECTION} />
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-3 py-2">
        <div className="w-64 text-xs">
          <span className="block text-slate-600">{t('bank')}</span>
          <RefInput id={`${w.id}-bank`} collection="accounts" where={{ type: [BANK] }} label={t('bank')} value={bank} onChange={(v) => (setBank(v), setPreview(null))} />
        </div>
        <label className="text-xs">
          <span className="block text-slate-600">{t('date')}</span>
          <DateInput aria-label={t('date')} value={date} onChange={(v) => (setDate(v), setPreview(null))} className="w-32 rounded border border-slate-300 px-2 py-1" />
        </label>
        <button type="button" disabled={busy || !bank || !Object.keys(chosen).length} onClick={() => send('preview')} className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100 disabled:opacity-50">
          {t('preview')}
        </button>
        <button type="button" disabled={busy || !preview} onClick={() => send('pay')} className="rounded bg-slate-800 px-3 py-1 text-white hover:bg-slate-700 disabled:opacity-50">
          {t('pay')}
        </button>
      </div>
      <div className="flex-1 space-y-3 overflow-auto p-3">
        {failed ? <p role="alert" className="text-red-700">{failed}</p> : null}
        <DataTable
          columns={columns}
          rows={items ?? []}
          selection={{ chosen: new Set(Object.keys(chosen).map(Number)), onChange: choose, rowLabel: (item) => t('tick', { number: item.bill?.number ?? item.id }), allLabel: t('tickAll') }}
        />
        {items && items.length === 0 ? <p className="px-2 py-2 text-slate-500">{t('none')}</p> : null}
        {preview ? (
          <section aria-label={t('checks')} className="space-y-2">
            <h3 className="font-semibold">{t('checksTotal', { count: preview.checks.length, amount: formats.money(preview.total) })}</h3>
            {preview.checks.map((check) => (
              <article key={check.vendor_id} data-testid="check-preview" className="rounded border border-slate-300 bg-amber-50/40 p-3">
                <div className="flex justify-between gap-2">
                  <span>
                    {t('payTo')} <strong>{check.payee_name}</strong>
                  </span>
                  <strong className="tabular-nums">{formats.money(check.amount)}</strong>
                </div>
                <p className="border-b border-slate-300 pb-1 italic">{check.amount_in_words}</p>
                <ul className="mt-1 text-xs text-slate-700">
                  {check.bills.map((b) => (
                    <li key={b.bill_id} className="flex justify-between">
                      <span>{t('billLine', { number: b.number })}</span>
                      <span className="tabular-nums">{formats.money(b.amount)}</span>
                    </li>
                  ))}
                  {check.credits.map((c) => (
                    <li key={c.credit_id} className="flex justify-between">
                      <span>{t('creditLine', { number: c.number })}</span>
                      <span className="tabular-nums">-{formats.money(c.amount)}</span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </section>
        ) : null}
      </div>
    </div>
  );
}
