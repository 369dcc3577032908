'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { FieldDescription } from '@/lib/engine/describe';
import { fromCents, sumCents, toCents } from '@/lib/money';
import { AmountInput } from './amount-input';
import { DateInput } from './date-input';
import { useFormats } from './formats';
import { useFieldLabel } from './field-label';
import { RefInput } from './ref-input';
import { isSalesLines, SalesTotals } from './sales-totals';
import { apiFetch } from '@/components/workspace/api';

type Line = Record<string, unknown>;

/** An empty line of a set: what a new row starts as. */
export const emptyLine = (fields: FieldDescription[]): Line => Object.fromEntries(fields.map((f) => [f.name, f.kind === 'flag' ? 0 : f.kind === 'ref' ? null : '']));

/**
 * Sets of many descriptive fields and no amounts (addresses) are drawn as a small card per
 * row: as table rows their street lines were too narrow to read.
 */
const isCardSet = (fields: FieldDescription[]) => fields.length > 6 && !fields.some((f) => f.kind === 'money' || f.kind === 'ref');

/** Lines with a debit and a credit column (journal lines): they show running totals. */
export const isBalanced = (fields: FieldDescription[]) => ['debit', 'credit'].every((name) => fields.some((f) => f.name === name && f.kind === 'money'));

/** Debits, credits and their difference as the lines stand, live, in the person's format. */
function BalanceTotals({ lines }: { lines: Line[] }) {
  const t = useTranslations('form');
  const formats = useFormats();
  // An amount as typed, in cents; what is not (yet) an amount counts as nothing.
  const centsOf = (v: unknown) => {
    try {
      return toCents(typeof v === 'string' ? formats.parseDecimal(v) : typeof v === 'number' ? v : null);
    } catch {
      return 0n;
    }
  };
  const debits = sumCents(lines.map((l) => centsOf(l.debit)));
  const credits = sumCents(lines.map((l) => centsOf(l.credit)));
  const difference = debits - credits;
  const item = (name: string, cents: bigint, warn = false) => (
    <div className="flex gap-1.5">
      <dt className="text-slate-600">{name}</dt>
      <dd data-total={name} className={`font-mono tabular-nums ${warn ? 'font-semibold text-red-700' : ''}`}>
        {formats.amount(fromCents(cents))}
      </dd>
    </div>
  );
  return (
    <dl aria-live="polite" className="flex flex-wrap justify-end gap-x-5 gap-y-1 border-t border-slate-200 px-1 pt-1.5 text-xs">
      {item(t('debits'), debits)}
      {item(t('credits'), credits)}
      {item(t('difference'), difference < 0n ? -difference : difference, difference !== 0n)}
    </dl>
  );
}

/**
 * The rows of a nested set (journal lines, check lines, rates...): a small grid, one input per
 * field (amounts and dates as the person writes them), rows added and removed; Tab from the last cell of the last row adds a row and goes
 * to its first cell. Errors of a row's fields come from the server.
 */
export function LinesInput({ id, fields, value, onChange, errors, context = {}, optionLabel }: { id: string; fields: FieldDescription[]; value: Line[]; onChange: (v: Line[]) => void; errors: Record<string, string>; /** The owner's fields as typed (a document's tax, for its totals). */ context?: Line; optionLabel?: (field: FieldDescription, code: string, fallback: string) => string }) {
  const t = useTranslations('form');
  const label = useFieldLabel();
  const formats = useFormats();
  const set = (i: number, name: string, v: unknown) => onChange(value.map((line, j) => (j === i ? { ...line, [name]: v } : line)));
  // The lines as last drawn: a pick's record arrives later, after the person may have typed on
  // (a quantity), and fills those lines rather than the ones of the moment it was picked.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  /** A picked record fills the fields its reference names (an item's description, rate, taxable flag, account). */
  const pick = (i: number, f: FieldDescription, collection: string, picked: number | null) => {
    set(i, f.name, picked);
    if (!picked || !f.fills) return;
    // Read through the field's view when it has one, given the owner's fields (the customer's price).
    const via = f.fills_via;
    const query = via ? new URLSearchParams(via.params.flatMap((p) => (context[p] === null || context[p] === undefined || context[p] === '' ? [] : [[p, String(context[p])]]))) : null;
    apiFetch<Line>(via ? `${collection}/${picked}/${via.view}?${query}` : `${collection}/${picked}`).then((record) => {
      const filled: Line = { [f.name]: picked };
      for (const [name, sources] of Object.entries(f.fills!)) {
        const source = sources.map((s) => record[s]).find((v) => v !== null && v !== undefined && v !== '');
        if (source === undefined) continue;
        const kind = fields.find((x) => x.name === name)?.kind;
        filled[name] = kind === 'decimal' ? formats.decimal(String(source)) : kind === 'money' ? formats.amount(String(source)) : kind === 'flag' ? (source === true || source === 1 ? 1 : 0) : source;
      }
      onChange(latest.current.map((line, j) => (j === i ? { ...line, ...filled } : line)));
    }, () => undefined);
  };
  const cellId = (i: number, name: string) => `${id}-${i}-${name}`;
  const tabOnward = (event: React.KeyboardEvent, i: number) => {
    if (event.key !== 'Tab' || event.shiftKey || i !== value.length - 1) return;
    event.preventDefault();
    onChange([...value, emptyLine(fields)]);
    // A keyboard event's update is drawn before the next task: the new row's first cell is there.
    setTimeout(() => document.getElementById(cellId(value.length, fields[0].name))?.focus());
  };
  /** One field of one row; `name` is its accessible name ("Account 2"). */
  const input = (f: FieldDescription, i: number, line: Line, name: string, error: string | undefined) => {
    const cls = `w-full min-w-20 rounded border px-1.5 py-1 ${error ? 'border-red-500' : 'border-slate-300'}`;
    // A reference whose collection the row's own field chooses (an item of the line's type).
    const target = f.collection_by ? f.collection_by.collections[String(line[f.collection_by.field] ?? '')] : f.collection;
    if (f.kind === 'ref' && target) return <RefInput key={target} id={cellId(i, f.name)} label={name} collection={target} where={f.where} value={(line[f.name] as number) ?? null} invalid={!!error} onChange={(v) => pick(i, f, target, v)} />;
    if (f.kind === 'ref' && f.collection_by) return <input id={cellId(i, f.name)} aria-label={name} disabled className={`${cls} bg-slate-100`} />;
    if (f.kind === 'flag') return <input id={cellId(i, f.name)} aria-label={name} type="checkbox" checked={line[f.name] === 1 || line[f.name] === true} onChange={(e) => set(i, f.name, e.target.checked ? 1 : 0)} />;
    if (f.kind === 'choice')
      return (
        <select id={cellId(i, f.name)} aria-label={name} value={String(line[f.name] ?? '')} onChange={(e) => set(i, f.name, e.target.value)} className={cls}>
          <option value="">—</option>
          {Object.entries(f.options ?? {}).map(([v, text]) => (
            <option key={v} value={v}>
              {optionLabel ? optionLabel(f, v, text) : text}
            </option>
          ))}
        </select>
      );
    if (f.kind === 'money' || f.kind === 'decimal') return <AmountInput id={cellId(i, f.name)} aria-label={name} places={f.places} value={String(line[f.name] ?? '')} onChange={(v) => set(i, f.name, v)} className={`${cls} text-right`} />;
    if (f.kind === 'date') return <DateInput id={cellId(i, f.name)} aria-label={name} value={String(line[f.name] ?? '')} onChange={(v) => set(i, f.name, v)} className={cls} />;
    return <input id={cellId(i, f.name)} aria-label={name} value={String(line[f.name] ?? '')} maxLength={f.max} onChange={(e) => set(i, f.name, e.target.value)} className={cls} />;
  };
  const remove = (i: number) => (
    <button type="button" aria-label={t('removeLine', { n: i + 1 })} onClick={() => onChange(value.filter((_, j) => j !== i))} className="rounded px-1.5 text-slate-500 hover:bg-slate-100">
      ×
    </button>
  );
  const addButton = (
    <button type="button" onClick={() => onChange([...value, emptyLine(fields)])} className="mt-1 rounded px-2 py-0.5 text-xs text-brand hover:bg-slate-100">
      + {t('addLine')}
    </button>
  );

  if (isCardSet(fields))
    return (
      <div id={id} className="space-y-2">
        <div className="grid gap-2 lg:grid-cols-2">
          {value.map((line, i) => (
            <fieldset key={i} className="rounded-md border border-slate-200 bg-slate-50/60 p-2">
              <legend className="flex w-full items-center px-1 text-xs font-medium text-slate-600">{i + 1}</legend>
              <div className="-mt-5 mb-1 flex justify-end">{remove(i)}</div>
              <div className="grid grid-cols-2 gap-x-2 gap-y-1.5 text-xs sm:grid-cols-3">
                {fields.map((f) => {
                  const error = errors[`${i}.${f.name}`];
                  const text = label(f.name, f.label, f.label_keys);
                  // Street lines take the card's width; short fields (state, ZIP) share a row.
                  const wide = f.kind === 'text' && (f.max ?? 256) > 64;
                  return (
                    <label key={f.name} htmlFor={cellId(i, f.name)} className={`block ${wide ? 'col-span-2 sm:col-span-3' : ''} ${f.kind === 'flag' ? 'flex items-center gap-1.5 self-end' : ''}`} title={error}>
                      <span className={`text-slate-600 ${f.kind === 'flag' ? 'order-2' : 'mb-0.5 block'}`}>{text}</span>
                      {input(f, i, line, `${text} ${i + 1}`, error)}
                      {error ? <span className="block text-[10px] text-red-600">{error}</span> : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        {addButton}
      </div>
    );

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs" id={id}>
        <thead>
          <tr className="text-left text-slate-600">
            {fields.map((f) => (
              <th key={f.name} className="px-1 py-1 font-medium">
                {label(f.name, f.label, f.label_keys)}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {value.map((line, i) => (
            <tr key={i} className="align-top">
              {fields.map((f) => {
                const error = errors[`${i}.${f.name}`];
                const last = f === fields[fields.length - 1];
                return (
                  <td key={f.name} className="px-1 py-0.5" title={error} onKeyDown={last ? (e) => tabOnward(e, i) : undefined}>
                    {input(f, i, line, `${label(f.name, f.label, f.label_keys)} ${i + 1}`, error)}
                    {error ? <p className="text-[10px] text-red-600">{error}</p> : null}
                  </td>
                );
              })}
              <td className="px-1 py-0.5">{remove(i)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {isBalanced(fields) ? <BalanceTotals lines={value} /> : null}
      {isSalesLines(fields.map((f) => f.name)) ? <SalesTotals lines={value} taxId={(context.tax_id as number | null) ?? null} paid={typeof context.total_paid === 'string' ? context.total_paid : '0.00'} /> : null}
      {addButton}
    </div>
  );
}
