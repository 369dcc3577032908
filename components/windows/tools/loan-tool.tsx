'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/base/data-table';
import { useMemo, useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { fromCents, toCents } from '@/lib/money';
import { amortize, MAX_LOAN_MONTHS } from '@/lib/tools/loan';
import { parseRate } from '@/lib/tools/rounding';
import { dayNumber } from '@/lib/tools/dates';
import { Field, Figure, INPUT, Section } from './parts';

const LoanChart = dynamic(() => import('./loan-chart'), { ssr: false, loading: () => <div className="h-56" /> });

/** The chart's points: the balance after each payment and the interest paid up to it. */
function chartRows(rows: { n: number; balance: bigint; interest: bigint }[]) {
  let interest = 0n;
  return rows.map((r) => {
    interest += r.interest;
    return { n: r.n, balance: Number(fromCents(r.balance)), interest: Number(fromCents(interest)) };
  });
}

/** Loan Amortization [6]: the level payment, every payment's split and balance, totals and a chart (lib/tools/loan.ts). */
export default function LoanTool() {
  const t = useTranslations('tools.loan');
  const tc = useTranslations('tools');
  const f = useFormats();
  const [principal, setPrincipal] = useState('25000');
  const [rate, setRate] = useState('6.5');
  const [term, setTerm] = useState('5');
  const [unit, setUnit] = useState<'years' | 'months'>('years');
  const [start, setStart] = useState(f.today);

  const result = useMemo(() => {
    const amount = f.parseDecimal(principal);
    const cents = amount && /^\d+(\.\d{1,2})?$/.test(amount) ? toCents(amount) : null;
    const rateMicro = parseRate(rate.replace(',', '.'));
    const months = /^\d{1,4}$/.test(term) ? Number(term) * (unit === 'years' ? 12 : 1) : NaN;
    const errors = {
      principal: cents === null || cents <= 0n || cents > 99_999_999_999_99n ? t('badPrincipal') : null,
      rate: rateMicro === null ? t('badRate') : null,
      term: !(months >= 1 && months <= MAX_LOAN_MONTHS) ? t('badTerm', { max: MAX_LOAN_MONTHS / 12 }) : null,
      start: dayNumber(start) === null ? tc('badDate') : null,
    };
    if (Object.values(errors).some(Boolean)) return { errors, schedule: null };
    return { errors, schedule: amortize({ principal: cents!, rateMicro: rateMicro!, months, start }) };
  }, [principal, rate, term, unit, start, f, t, tc]);
  const { errors, schedule } = result;
  const money = (c: bigint) => f.money(fromCents(c));

  return (
    <div className="text-sm">
      <Section title={t('inputs')}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label={t('principal')} error={errors.principal}>
            <input className={INPUT} inputMode="decimal" value={principal} onChange={(e) => setPrincipal(e.target.value)} aria-invalid={!!errors.principal} />
          </Field>
          <Field label={t('rate')} error={errors.rate}>
            <input className={INPUT} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} aria-invalid={!!errors.rate} />
          </Field>
          <Field label={t('term')} error={errors.term}>
            <span className="flex gap-1">
              <input className={`${INPUT} w-20`} inputMode="numeric" value={term} onChange={(e) => setTerm(e.target.value)} aria-invalid={!!errors.term} />
              <select aria-label={t('termUnit')} className={INPUT} value={unit} onChange={(e) => setUnit(e.target.value as 'years' | 'months')}>
                <option value="years">{t('years')}</option>
                <option value="months">{t('months')}</option>
              </select>
            </span>
          </Field>
          <Field label={t('start')} error={errors.start}>
            <input type="date" className={INPUT} value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
        </div>
      </Section>
      {schedule ? (
        <>
          <Section title={t('summary')}>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure label={t('payment')} value={money(schedule.payment)} testId="loan-payment" />
              <Figure label={t('payments')} value={f.number(schedule.rows.length)} />
              <Figure label={t('totalInterest')} value={money(schedule.totalInterest)} testId="loan-interest" />
              <Figure label={t('totalPaid')} value={money(schedule.totalPaid)} />
            </div>
            <p className="text-xs text-slate-600">{t('rounding')}</p>
            <LoanChart rows={chartRows(schedule.rows)} />
          </Section>
          <Section title={t('schedule')}>
            <div className="max-h-80 overflow-auto rounded ring-1 ring-slate-200">
              {/* 360 months of a 30-year loan: drawn near the view only (the one table's virtual rows). */}
              <DataTable
                testId="loan-schedule"
                rows={schedule.rows.map((r) => ({ ...r, id: r.n }))}
                columns={[
                  { id: 'n', header: '#', numeric: true, cell: (r) => <span className="text-slate-600">{r.n}</span> },
                  { id: 'date', header: t('date'), cell: (r) => f.isoDate(r.date) },
                  { id: 'payment', header: t('paymentColumn'), numeric: true, cell: (r) => money(r.payment) },
                  { id: 'interest', header: t('interest'), numeric: true, cell: (r) => money(r.interest) },
                  { id: 'principal', header: t('principalColumn'), numeric: true, cell: (r) => money(r.principal) },
                  { id: 'balance', header: t('balance'), numeric: true, cell: (r) => money(r.balance) },
                ]}
                foot={{ n: t('totals'), payment: money(schedule.totalPaid), interest: money(schedule.totalInterest), principal: money(schedule.totalPaid - schedule.totalInterest) }}
              />
            </div>
          </Section>
        </>
      ) : null}
    </div>
  );
}
