'use client';

import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';
import { formatDate, formatDecimal, formatInstant, formatMoney, type Locale, type MoneyStyle } from '@/lib/format';
import type { FieldKind } from '@/lib/engine/fields';
import type { RefWhere } from '@/lib/engine/fields';
import type { CellField } from '@/lib/engine/list-columns';
import { describeRule, type RecurrenceWords } from '@/lib/workspace/recurrence-parts';
import { AmountInput } from './amount-input';
import { ChoiceInput } from './choice-input';
import { DateInput } from './date-input';
import { RecurrenceInput } from './recurrence-input';
import { RefInput } from './ref-input';
import { RefsInput } from './refs-input';

/**
 * The words and formats of the person's language a cell is read in; `option` translates a
 * choice's label. `timeZone`: the company's (IANA), the day a moment (a datetime) is shown by; UTC without it.
 */
export type CellWords = { yes: string; no: string; locale?: Locale; money?: MoneyStyle; timeZone?: string; option?: (field: CellField, code: string, label: string) => string; recurrence?: RecurrenceWords; empty?: (code: string) => string };

/** What an input of a kind needs to know of its field (a form's, a line's, an action's). */
export type KindField = { kind: string; max?: number; places?: number; options?: Record<string | number, string>; where?: RefWhere; empty?: string; read_only?: boolean };

/**
 * The props every kind's input takes, wherever it is drawn: a form's field, a cell of a line, an
 * action's dialog. The value is kept as the API gives and takes it, amounts and dates as typed.
 */
export type KindInputProps = {
  f: KindField;
  id: string;
  /** The accessible name where no <label> points at the input (a cell of a line: "Account 2"). */
  label?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  invalid: boolean;
  /** The input's box: its border says invalid, valid or neither. */
  className: string;
  /** A choice's label in the person's language. */
  option?: (code: string, text: string) => string;
  /** A reference's collection, as the field or the form's chooser names it; null while the chooser is empty. */
  collection?: string | null;
  /** What to say in a reference whose chooser is still empty ("Choose a type first"). */
  waiting?: string;
  /** Drawn in a cell of a line: a text area one row high, a dropdown without its filter box. */
  compact?: boolean;
  /** The first field of a dialog takes the focus when it opens. */
  autoFocus?: boolean;
};

/** A message code of the form's own checks (`form.invalidDate`), before anything is sent. */
export type KindCheck = 'invalidDate' | 'invalidAmount';
type Parsers = { parseDate: (text: string) => string | null; parseDecimal: (text: string) => string | null };

type KindDef = {
  Input: (props: KindInputProps) => ReactElement;
  /** A value of the kind as a list cell or a view reads it (never raw JSON or a code). */
  text: (value: unknown, field: CellField, words: CellWords) => string;
  /** The list's filter control for a field of this kind. */
  filter: 'choice' | 'text';
  /** The most characters typed when the field declares none (spec section 5: text 256, text areas 1000). */
  max?: number;
  /** The narrowest a cell of a line is drawn (px); narrower sets of lines become cards. */
  minWidth: number;
  /** Spans a form's two columns. */
  wide?: boolean;
  /** What the form checks before sending (a date it cannot read). */
  check?: (text: string, parse: Parsers) => KindCheck | null;
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const plain: KindDef['text'] = (value) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

function TypedInput(type: string, fallbackMax?: number) {
  return function Typed({ f, id, label, value, onChange, onBlur, invalid, className, autoFocus }: KindInputProps) {
    return <input id={id} autoFocus={autoFocus} aria-label={label} aria-invalid={invalid || undefined} type={type} maxLength={f.max ?? fallbackMax} value={str(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} className={className} />;
  };
}

function AmountKind({ f, id, label, value, onChange, onBlur, invalid, className, autoFocus }: KindInputProps) {
  return <AmountInput id={id} autoFocus={autoFocus} aria-label={label} aria-invalid={invalid || undefined} places={f.places} value={str(value)} onChange={onChange} onBlur={onBlur} className={`${className} text-right`} />;
}

function DateKind({ id, label, value, onChange, onBlur, invalid, className, autoFocus }: KindInputProps) {
  return <DateInput id={id} autoFocus={autoFocus} aria-label={label} aria-invalid={invalid || undefined} value={str(value)} onChange={onChange} onBlur={onBlur} className={className} />;
}

/** A moment; what an empty one means (a schedule's "Send Now") is said beside it. */
const DatetimeLocal = TypedInput('datetime-local');
function DatetimeKind(props: KindInputProps) {
  const empty = useTranslations('emptyValues');
  const input = <DatetimeLocal {...props} />;
  return props.f.empty && !props.value ? (
    <span className="flex items-center gap-2">
      {input}
      <span className="whitespace-nowrap text-xs font-medium text-slate-600">{empty(props.f.empty)}</span>
    </span>
  ) : (
    input
  );
}

function TextareaKind({ f, id, label, value, onChange, onBlur, invalid, className, compact, autoFocus }: KindInputProps) {
  return <textarea id={id} autoFocus={autoFocus} aria-label={label} aria-invalid={invalid || undefined} rows={compact ? 1 : 3} maxLength={f.max ?? 1000} value={str(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} className={className} />;
}

function FlagKind({ id, label, value, onChange, onBlur }: KindInputProps) {
  return <input id={id} aria-label={label} type="checkbox" checked={value === 1 || value === true} onChange={(e) => onChange(e.target.checked ? 1 : 0)} onBlur={onBlur} className="size-4" />;
}

function ChoiceKind({ f, id, label, value, onChange, onBlur, invalid, option, compact, className }: KindInputProps) {
  const options = Object.entries(f.options ?? {}).map(([code, text]) => ({ value: code, label: option ? option(code, text) : text }));
  return <ChoiceInput id={id} label={label} value={str(value)} invalid={invalid} options={options} filterable={!compact} className={className} onChange={(v) => (onChange(v), onBlur?.())} />;
}

/** A record of another collection; disabled, saying why, while the field that chooses its collection is empty. */
function RefKind({ f, id, label, value, onChange, onBlur, invalid, className, collection, waiting }: KindInputProps) {
  if (!collection) return <input id={id} aria-label={label} disabled placeholder={waiting} className={`${className} bg-slate-100`} />;
  const pick = (v: number | null) => (onChange(v), onBlur?.());
  return <RefInput key={collection} id={id} label={label} collection={collection} where={f.where} value={typeof value === 'number' ? value : null} invalid={invalid} onChange={pick} />;
}

function RefsKind({ f, id, value, onChange, onBlur, collection }: KindInputProps) {
  if (!collection) return <></>;
  return <RefsInput id={id} collection={collection} where={f.where} value={Array.isArray(value) ? value : []} onChange={(v) => (onChange(v), onBlur?.())} />;
}

function RecurrenceKind({ id, value, onChange, onBlur, invalid }: KindInputProps) {
  return <RecurrenceInput id={id} value={str(value)} invalid={invalid} onChange={(v) => (onChange(v), onBlur?.())} />;
}

const textKind = (type: string, max?: number): KindDef => ({ Input: TypedInput(type, max), text: plain, filter: 'text', max, minWidth: 144 });
const amount = (format: (v: string, w: CellWords) => string): KindDef => ({
  Input: AmountKind,
  text: (v, _f, w) => format(String(v), w),
  filter: 'text',
  minWidth: 88,
  check: (t, p) => (p.parseDecimal(t) === null ? 'invalidAmount' : null),
});

/**
 * Every kind of field `/meta` publishes, and for each: its input (forms, lines and action dialogs
 * draw from here), how a value reads in a list cell, its list filter, its default length and the
 * check the form makes before sending. A kind with no entry (lines, rights, file) is drawn by a
 * window of its own.
 */
export const KINDS: Partial<Record<FieldKind, KindDef>> = {
  text: textKind('text', 256),
  email: textKind('email', 256),
  phone: textKind('tel', 256),
  password: textKind('password', 256),
  integer: { ...textKind('number'), minWidth: 72 },
  time: { ...textKind('time'), minWidth: 96 },
  textarea: { Input: TextareaKind, text: plain, filter: 'text', max: 1000, minWidth: 144, wide: true },
  money: amount((v, w) => formatMoney(v, w.locale, w.money)),
  decimal: amount((v, w) => formatDecimal(v, w.locale)),
  date: {
    Input: DateKind,
    text: (v, _f, w) => (typeof v === 'number' ? formatDate(v, w.locale) : String(v)),
    filter: 'text',
    minWidth: 128,
    check: (t, p) => (p.parseDate(t) === null ? 'invalidDate' : null),
  },
  datetime: { Input: DatetimeKind, text: (v, _f, w) => (typeof v === 'number' ? formatInstant(v, w.locale ?? 'en', w.timeZone ?? 'UTC') : String(v)), filter: 'text', minWidth: 176 },
  flag: { Input: FlagKind, text: (v, _f, w) => (v === true || v === 1 || v === '1' ? w.yes : w.no), filter: 'choice', minWidth: 48 },
  choice: {
    Input: ChoiceKind,
    text: (v, f, w) => {
      const label = (f.options as Record<string, string> | undefined)?.[String(v)];
      if (label === undefined) return String(v);
      return w.option ? w.option(f, String(v), label) : label;
    },
    filter: 'choice',
    minWidth: 112,
  },
  ref: { Input: RefKind, text: plain, filter: 'text', minWidth: 144 },
  refs: { Input: RefsKind, text: plain, filter: 'text', minWidth: 144, wide: true },
  recurrence: { Input: RecurrenceKind, text: (v, _f, w) => (w.recurrence ? describeRule(String(v), w.recurrence) : String(v)), filter: 'text', minWidth: 144, wide: true },
};

/** A kind's entry; a kind the workspace does not know is drawn and read as text. */
export const kindOf = (kind: string): KindDef => KINDS[kind as FieldKind] ?? KINDS.text!;

/**
 * A field shown, never edited (`read_only` in /meta: who authorised a check's printing), of any
 * kind: its value as the person reads it, given as text (a reference by its record's title, as a
 * list cell reads it: cell.ts's `cellText`), in a box that takes no typing.
 */
function ReadOnlyInput({ id, label, value, className }: KindInputProps) {
  return <input id={id} aria-label={label} readOnly aria-readonly value={str(value)} className={`${className} bg-slate-50 text-slate-700`} />;
}

/** The input of a field's kind; a read-only field's value, shown. */
export function KindInput(props: KindInputProps) {
  const Input = props.f.read_only ? ReadOnlyInput : kindOf(props.f.kind).Input;
  return <Input {...props} />;
}
