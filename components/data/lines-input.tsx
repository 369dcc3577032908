'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useWidth } from '@/components/base/use-width';
import type { FieldDescription } from '@/lib/engine/describe';
import { fromCents, sumCents, toCents } from '@/lib/money';
import { amountIsComputed } from '@/lib/modules/sales/lines';
import { filledFrom, shownFor } from './form-values';
import { useFormats } from './formats';
import { useFieldLabel } from './field-label';
import { useInputFormats } from './input-formats';
import { KindInput, kindOf } from './kinds';
import { addLine, focusAfterRemove, isBalanced, onEnter, removeLine, type FocusTarget, type Line } from './lines';
import { useReader } from './queries';
import { isSalesLines, SalesTotals, TOTALS, typedSalesLines, useSalesTotals } from './sales-totals';

/** The narrowest a field is drawn in a row (px, by its kind); narrower sets of lines become cards. */
const widthOf = (f: FieldDescription) => kindOf(f.kind).minWidth;
/** The remove button's column, and the gap between columns. */
const REMOVE = 32;
const GAP = 4;
/** Fields of many words take more of a row's width (and a card's whole width). */
const isWide = (f: FieldDescription) => (f.kind === 'text' || f.kind === 'textarea') && (f.max ?? 256) > 64;

/** An amount as typed, in cents; what is not (yet) an amount counts as nothing. */
function useCents() {
  const formats = useFormats();
  return (v: unknown) => {
    try {
      return toCents(typeof v === 'string' ? formats.parseDecimal(v) : typeof v === 'number' ? v : null);
    } catch {
      return 0n;
    }
  };
}

/** Debits, credits and their difference as the lines stand (journal lines), or the lines' total (a bill's, a check's), live. */
function LineTotals({ lines, balanced }: { lines: Line[]; balanced: boolean }) {
  const t = useTranslations('form');
  const formats = useFormats();
  const centsOf = useCents();
  const item = (name: string, key: string, cents: bigint, warn = false) => (
    <div className="flex gap-1.5">
      <dt className="text-slate-600">{name}</dt>
      <dd data-total={key} className={`font-mono tabular-nums ${warn ? 'font-semibold text-red-700' : ''}`}>
        {formats.amount(fromCents(cents))}
      </dd>
    </div>
  );
  const debits = sumCents(lines.map((l) => centsOf(l.debit)));
  const credits = sumCents(lines.map((l) => centsOf(l.credit)));
  const difference = debits - credits;
  return (
    <dl aria-live="polite" className={TOTALS}>
      {balanced ? (
        <>
          {item(t('debits'), 'debits', debits)}
          {item(t('credits'), 'credits', credits)}
          {item(t('difference'), 'difference', difference < 0n ? -difference : difference, difference !== 0n)}
        </>
      ) : (
        item(t('total'), 'total', sumCents(lines.map((l) => centsOf(l.amount))))
      )}
    </dl>
  );
}

type Props = {
  id: string;
  fields: FieldDescription[];
  value: Line[];
  onChange: (v: Line[]) => void;
  errors: Record<string, string>;
  /** The owner's fields as typed (a document's customer for an item's price, its tax for the totals). */
  context?: Line;
  optionLabel?: (field: FieldDescription, code: string, fallback: string) => string;
};

/**
 * The rows of a nested set (journal lines, invoice lines, rates...): a row per line where the
 * window is wide enough for its fields, a card per line where it is not (a phone, a narrow
 * window), never wider than the window. Amounts and dates as the person writes them; a picked
 * record fills what its reference names (an item's rate); a sales document's amounts and totals
 * are computed as typed. Enter adds a line after a line that is not blank; Tab walks on to the
 * totals and Save. Errors of a row's fields come from the server.
 */
export function LinesInput({ id, fields: all, value, onChange, errors, context = {}, optionLabel }: Props) {
  const t = useTranslations('form');
  const label = useFieldLabel();
  const formats = useInputFormats();
  const read = useReader();
  const [box, width] = useWidth<HTMLDivElement>();
  // A column only some lines have (an Inventory Item line's location) is drawn while a line has it.
  const fields = all.filter((f) => !f.shown_when || value.some((line) => shownFor(f, line)));
  const names = all.map((f) => f.name);
  const sales = isSalesLines(names);
  const balanced = isBalanced(fields);
  const totals = useSalesTotals(value, (context.tax_id as number | null) ?? null, sales);
  const typed = sales ? typedSalesLines(value, formats.parseDecimal) : [];
  const needed = fields.reduce((sum, f) => sum + widthOf(f) + GAP, REMOVE);
  const rows = width !== null && width >= needed;
  const columns = [...fields.map((f) => `minmax(${widthOf(f)}px, ${isWide(f) ? 2 : 1}fr)`), `${REMOVE}px`].join(' ');

  // The lines as last drawn: a pick's record arrives later, after the person may have typed on
  // (a quantity), and fills those lines rather than the ones of the moment it was picked.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const set = (i: number, name: string, v: unknown) => onChange(value.map((line, j) => (j === i ? { ...line, [name]: v } : line)));

  // Where the focus goes once the lines are drawn again (a row added or removed).
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const cellId = (i: number, name: string) => `${id}-${i}-${name}`;
  const addId = `${id}-add`;
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus === 'add' ? addId : cellId(focus.row, fields[0].name))?.focus();
    setFocus(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per move
  }, [focus]);

  /** A picked record fills the fields its reference names (an item's description, rate, taxable flag, account). */
  const pick = (i: number, f: FieldDescription, collection: string, picked: number | null) => {
    set(i, f.name, picked);
    if (!picked || !f.fills) return;
    // Read through the field's view when it has one, given the owner's fields (the customer's price).
    const via = f.fills_via;
    const query = via ? new URLSearchParams(via.params.flatMap((p) => (context[p] === null || context[p] === undefined || context[p] === '' ? [] : [[p, String(context[p])]]))) : null;
    read<Line>(collection, via ? `${collection}/${picked}/${via.view}?${query}` : `${collection}/${picked}`).then((record) => {
      const filled = filledFrom(record, f.fills!, all, formats, { empties: false });
      onChange(latest.current.map((line, j) => (j === i ? { ...line, ...filled, [f.name]: picked } : line)));
    }, () => undefined);
  };

  const add = () => {
    onChange(addLine(value, all));
    setFocus({ row: value.length });
  };
  const remove = (i: number) => {
    onChange(removeLine(value, i));
    setFocus(focusAfterRemove(i, value.length));
  };
  const enter = (event: React.KeyboardEvent, i: number) => {
    // A picker's open list takes Enter first; a button's Enter is its click.
    if (event.key !== 'Enter' || event.defaultPrevented || (event.target as HTMLElement).tagName === 'BUTTON') return;
    const next = onEnter(value, i);
    if (next === 'save') return;
    event.preventDefault();
    if (next.add) onChange(addLine(value, all));
    setFocus(next.focus);
  };

  /** One field of one row; `name` is its accessible name ("Account 2"). */
  const input = (f: FieldDescription, i: number, line: Line, name: string, error: string | undefined) => {
    const cls = `w-full min-w-0 rounded border px-1.5 py-1 ${error ? 'border-red-500' : 'border-slate-300'}`;
    // A sales line's amount that its quantity and rate (or percent) make is shown as they are typed, not written over.
    if (sales && f.name === 'amount' && totals && amountIsComputed(typed[i]))
      return <input id={cellId(i, f.name)} aria-label={name} readOnly aria-readonly value={formats.amount(totals.lines[i]?.amount ?? '0.00')} className={`${cls} bg-slate-50 text-right tabular-nums text-slate-700`} />;
    // A reference whose collection the row's own field chooses (an item of the line's type).
    const target = f.collection_by ? (f.collection_by.collections[String(line[f.collection_by.field] ?? '')] ?? null) : (f.collection ?? null);
    const change = (v: unknown) => (f.kind === 'ref' && target ? pick(i, f, target, typeof v === 'number' ? v : null) : set(i, f.name, v));
    return <KindInput f={f} id={cellId(i, f.name)} label={name} value={line[f.name]} onChange={change} invalid={!!error} className={cls} option={(code, text) => (optionLabel ? optionLabel(f, code, text) : text)} collection={target} compact />;
  };

  return (
    <div ref={box} id={id} className="min-w-0 space-y-1 text-xs">
      {rows ? (
        <div aria-hidden className="grid gap-1 px-1 font-medium text-slate-600" style={{ gridTemplateColumns: columns }}>
          {fields.map((f) => (
            <span key={f.name} className="truncate">
              {label(f.name, f.label, f.label_keys)}
            </span>
          ))}
        </div>
      ) : null}
      {value.map((line, i) => (
        <fieldset
          key={i}
          onKeyDown={(e) => enter(e, i)}
          className={rows ? 'grid items-start gap-1 px-1' : 'relative grid grid-cols-2 gap-x-2 gap-y-1.5 rounded-md border border-slate-200 bg-slate-50/60 p-2 pt-6'}
          style={rows ? { gridTemplateColumns: columns } : undefined}
        >
          <legend className={rows ? 'sr-only' : 'absolute top-1 left-2 font-medium text-slate-600'}>{t('line', { n: i + 1 })}</legend>
          {fields.map((f) => {
            if (!shownFor(f, line)) return <span key={f.name} aria-hidden className={rows ? '' : 'hidden'} />;
            const error = errors[`${i}.${f.name}`];
            const text = label(f.name, f.label, f.label_keys);
            return (
              <label key={f.name} className={`block min-w-0 ${!rows && isWide(f) ? 'col-span-2' : ''}`} title={error}>
                <span className={rows ? 'sr-only' : 'mb-0.5 block text-slate-600'}>{text}</span>
                {input(f, i, line, `${text} ${i + 1}`, error)}
                {error ? <span className="block text-[10px] text-red-600">{error}</span> : null}
              </label>
            );
          })}
          <button type="button" aria-label={t('removeLine', { n: i + 1 })} onClick={() => remove(i)} className={`rounded px-1.5 py-0.5 text-slate-500 hover:bg-slate-100 ${rows ? '' : 'absolute top-1 right-1'}`}>
            ×
          </button>
        </fieldset>
      ))}
      <button id={addId} type="button" onClick={add} className="rounded px-2 py-0.5 text-brand hover:bg-slate-100">
        + {t('addLine')}
      </button>
      {totals ? <SalesTotals totals={totals} paid={typeof context.total_paid === 'string' ? context.total_paid : '0.00'} /> : null}
      {!sales && (balanced || fields.some((f) => f.name === 'amount' && f.kind === 'money')) ? <LineTotals lines={value} balanced={balanced} /> : null}
    </div>
  );
}
