'use client';

import { useTranslations } from 'next-intl';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AmountInput } from '@/components/data/amount-input';
import { apiKey } from '@/components/data/changes';
import { useFormats } from '@/components/data/formats';
import { useList } from '@/components/data/queries';
import { apiFetch } from '@/components/base/api';
import { DataTable } from '@/components/base/data-table';
import { fromCents, toCents } from '@/lib/money';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';

type Application = { invoice_id: number; amount: string };
type Invoice = { id: number; customer_id: number; number: string; date: number; due_date: number | null; total_amount: string; balance_due: string; state: string };

const cents = (text: string | null | undefined) => {
  try {
    return toCents(text ?? '');
  } catch {
    return null;
  }
};

/** The invoices read, once all are (one no longer readable left out); null until then. */
const readAll = (results: { isPending: boolean; data?: Invoice }[]) => (results.some((q) => q.isPending) ? null : results.flatMap((q) => (q.data ? [q.data] : [])));

/** The oldest invoices first: by due date (the date when none), then number order. */
const oldestFirst = (a: Invoice, b: Invoice) => (a.due_date ?? a.date) - (b.due_date ?? b.date) || a.id - b.id;

/**
 * Fills `total` into the invoices oldest first, each up to what it can take: what a payment
 * applies before the person changes anything.
 */
function fillOldestFirst(invoices: Invoice[], available: (i: Invoice) => bigint, total: bigint): Application[] {
  let left = total;
  const out: Application[] = [];
  for (const invoice of invoices) {
    if (left <= 0n) break;
    const take = available(invoice) < left ? available(invoice) : left;
    if (take > 0n) out.push({ invoice_id: invoice.id, amount: fromCents(take) });
    left -= take;
  }
  return out;
}

/**
 * The customer's open invoices, each with a tick and the amount this payment applies to it;
 * a new payment's amount fills them oldest first until the person ticks or types themselves.
 * Ticking (or typing) fills the payment's amount with what is applied, while the person has not
 * written an amount of their own. What is not applied stays the customer's credit.
 */
function OpenInvoices({ id, value, onChange, values, record, errors, setValue }: CustomFieldProps) {
  const t = useTranslations('payments');
  const formats = useFormats();
  const applications = useMemo(() => (Array.isArray(value) ? (value as Application[]) : []), [value]);
  const customerId = values.customer_id as number | null;
  // What this payment applied when loaded: the server gives it back before applying again.
  const stored = useMemo(() => new Map(((record?.invoices as Application[] | undefined) ?? []).map((a) => [a.invoice_id, toCents(a.amount)])), [record]);
  // The customer's open invoices and those this payment paid (no longer open), read again whenever invoices change.
  const open = useList<Invoice>('invoices', customerId ? { 'filter[customer_id]': String(customerId), 'filter[flag]': 'open' } : undefined, { view: 'all', enabled: !!customerId });
  const mine = useQueries({
    queries: [...stored.keys()].map((invoiceId) => ({ queryKey: apiKey('invoices', `invoices/${invoiceId}`), queryFn: () => apiFetch<Invoice>(`invoices/${invoiceId}`) })),
    combine: readAll,
  });
  const invoices = useMemo(() => {
    if (!customerId || !open.data || !mine) return null;
    const all = new Map(open.data.items.filter((i) => i.state === 'posted').map((i) => [i.id, i]));
    for (const i of mine) if (i.customer_id === customerId) all.set(i.id, i);
    return [...all.values()].sort(oldestFirst);
  }, [customerId, open.data, mine]);
  // What the person typed in each amount, kept while it still says the amount applied.
  const [texts, setTexts] = useState<Record<number, { text: string; amount: string | null }>>({});
  // A stored payment keeps its applications until the person changes them.
  const byHand = useRef(record !== null);
  // The amount this window last wrote into the payment: while it still stands there, the person has not written their own.
  const [written, setWritten] = useState<string | null>(null);

  const available = (invoice: Invoice) => toCents(invoice.balance_due) + (stored.get(invoice.id) ?? 0n);
  const paymentCents = cents(formats.parseDecimal(String(values.amount ?? '')) ?? '');

  // Until the person applies by hand, the amount fills the oldest invoices first.
  useEffect(() => {
    if (byHand.current || !invoices) return;
    const filled = fillOldestFirst(invoices, available, paymentCents ?? 0n);
    if (JSON.stringify(filled) !== JSON.stringify(applications)) onChange(filled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refilled when the amount or the invoices change
  }, [paymentCents, invoices]);

  const amountText = String(values.amount ?? '');
  const amountFollows = amountText.trim() === '' || amountText === written;
  const set = (next: Application[]) => {
    byHand.current = true;
    onChange(next);
    if (!amountFollows) return;
    // Nothing applied leaves the amount empty (a payment of 0.00 is none).
    const total = next.reduce((sum, a) => sum + (cents(a.amount) ?? 0n), 0n);
    const sum = total === 0n ? '' : formats.amount(fromCents(total));
    setWritten(sum);
    setValue('amount', sum);
  };
  const appliedTo = (invoiceId: number) => applications.find((a) => a.invoice_id === invoiceId);
  const applied = applications.reduce((sum, a) => sum + (cents(a.amount) ?? 0n), 0n);
  // While the amount follows the ticks, a tick takes the whole balance; else what the amount leaves after `others`.
  const take = (invoice: Invoice, others: Application[]) => {
    const room = paymentCents === null || amountFollows ? available(invoice) : paymentCents - others.reduce((sum, a) => sum + (cents(a.amount) ?? 0n), 0n);
    const taken = room < available(invoice) ? room : available(invoice);
    return fromCents(taken > 0n ? taken : available(invoice));
  };
  // The invoices ticked (one, or every one by the table's box): each newly ticked takes its part in turn, oldest first.
  const choose = (next: Set<number>) => {
    let chosen = applications.filter((a) => next.has(a.invoice_id));
    for (const invoice of (invoices ?? []).filter((i) => next.has(i.id) && !appliedTo(i.id))) chosen = [...chosen, { invoice_id: invoice.id, amount: take(invoice, chosen) }];
    set(chosen);
  };
  const type = (invoice: Invoice, text: string) => {
    const amount = formats.parseDecimal(text);
    setTexts({ ...texts, [invoice.id]: { text, amount: amount === null || cents(amount) === 0n ? null : amount } });
    const others = applications.filter((a) => a.invoice_id !== invoice.id);
    set(amount === null || cents(amount) === 0n ? others : [...others, { invoice_id: invoice.id, amount }]);
  };

  if (!customerId) return <p className="text-sm text-slate-500">{t('chooseCustomer')}</p>;
  if (!invoices) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  return (
    <div id={id} role="group" aria-label={t('openInvoices')} className="rounded-md border border-slate-200">
      <DataTable
        label={t('openInvoices')}
        rows={invoices}
        empty={t('none')}
        selection={{ chosen: new Set(applications.map((a) => a.invoice_id)), onChange: choose, rowLabel: (invoice) => t('tick', { number: invoice.number }), allLabel: t('tickAll') }}
        columns={[
          { id: 'number', header: t('number'), cell: (invoice) => invoice.number },
          { id: 'due', header: t('dueDate'), cell: (invoice) => formats.date(invoice.due_date ?? invoice.date) },
          { id: 'total', header: t('total'), cell: (invoice) => formats.money(invoice.total_amount), numeric: true },
          { id: 'balance', header: t('balance'), cell: (invoice) => formats.money(fromCents(available(invoice))), numeric: true },
          {
            id: 'apply',
            header: t('apply'),
            numeric: true,
            cell: (invoice) => {
              const mine = appliedTo(invoice.id);
              const error = errors[`${applications.findIndex((a) => a.invoice_id === invoice.id)}.amount`];
              return (
                <AmountInput
                  aria-label={t('amountOf', { number: invoice.number })}
                  title={error}
                  value={texts[invoice.id]?.amount === (mine?.amount ?? null) ? texts[invoice.id].text : mine ? formats.amount(mine.amount) : ''}
                  onChange={(text: string) => type(invoice, text)}
                  className={`w-32 rounded border px-2 py-1 text-right ${error ? 'border-red-500' : 'border-slate-300'}`}
                />
              );
            },
          },
        ]}
      />
      <dl className="flex justify-end gap-6 border-t border-slate-200 bg-slate-50 px-3 py-1.5 text-xs">
        <div className="flex gap-2">
          <dt className="text-slate-600">{t('applied')}</dt>
          <dd data-testid="applied" className="tabular-nums">{formats.money(fromCents(applied))}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">{t('unapplied')}</dt>
          <dd data-testid="unapplied" className="tabular-nums">{paymentCents === null ? '' : formats.money(fromCents(paymentCents - applied))}</dd>
        </div>
      </dl>
    </div>
  );
}

const CUSTOM = {
  applications: { component: OpenInvoices, load: { expand: 'invoices', value: (rows: unknown) => ((rows as Application[] | undefined) ?? []).map((a) => ({ invoice_id: a.invoice_id, amount: a.amount })) } },
};

/** Funds received [180]: the generic form, with the customer's open invoices to apply the payment to. */
export default function PaymentWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
