'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AmountInput } from '@/components/data/amount-input';
import { ChoiceInput } from '@/components/data/choice-input';
import { DateInput } from '@/components/data/date-input';
import { useFieldLabel, useOptionLabel } from '@/components/data/field-label';
import { drawOrder, type CustomLoad } from '@/components/data/form-values';
import type { useHeaderFills } from '@/components/data/header-fills';
import { useInputFormats } from '@/components/data/input-formats';
import { LinesInput } from '@/components/data/lines-input';
import { RecurrenceInput } from '@/components/data/recurrence-input';
import { RefInput } from '@/components/data/ref-input';
import { RefsInput } from '@/components/data/refs-input';
import { datePlaceholder } from '@/lib/typed-dates';
import type { FieldDescription } from '@/lib/engine/describe';

type Values = Record<string, unknown>;

export type CustomFieldProps = {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  values: Values;
  record: Values | null;
  invalid: boolean;
  errors: Record<string, string>;
  /** Sets another field of the form, as a value derived from this one (a payment's amount from the invoices ticked). */
  setValue: (name: string, value: unknown) => void;
};
/**
 * A field a resource's own window draws itself (a payment's invoices, a deposit's payments): its
 * value is kept as the API gives and takes it, loaded from `load.expand` of the record.
 */
export type CustomField = { component: React.ComponentType<CustomFieldProps>; load?: CustomLoad };
export type CustomFields = Record<string, CustomField>;

/** Fields drawn across the whole form, after the header's: sets of lines, long text, a window's own section. */
export const isSection = (f: FieldDescription, custom: CustomFields) => f.kind === 'lines' || f.kind === 'recurrence' || !!custom[f.name];

type Props = {
  f: FieldDescription;
  /** The input's id, unique on the desktop (the window's id and the field's name). */
  id: string;
  collection: string;
  form: UseFormReturn<Values>;
  /** Every field of the form: a reference whose collection another field chooses reads it. */
  fields: FieldDescription[];
  custom: CustomFields;
  record: Values | null;
  watched: Values;
  /** The server's errors of the lines, by path (`lines.2.amount`). */
  lineErrors: Record<string, string>;
  fills: ReturnType<typeof useHeaderFills>;
};

/** One field of a form: its label, its input of its kind, and its error beneath it. */
export function FormField({ f, id, collection, form, fields, custom, record, watched, lineErrors, fills }: Props) {
  const t = useTranslations('form');
  const emptyWords = useTranslations('emptyValues');
  const label = useFieldLabel();
  const option = useOptionLabel(collection);
  const formats = useInputFormats();
  const { errors, touchedFields } = form.formState;
  const error = errors[f.name]?.message as string | undefined;
  const valid = !error && touchedFields[f.name];
  const border = error ? 'border-red-500' : valid ? 'border-emerald-500' : 'border-slate-300';
  const name = label(f.name, f.label, f.label_keys);
  const rules = {
    required: f.required ? t('required', { field: name }) : false,
    maxLength: f.max ? { value: f.max, message: t('tooLong', { field: name, max: f.max }) } : undefined,
    validate: (v: unknown) => {
      if (typeof v !== 'string' || !v.trim()) return true;
      if (f.kind === 'date' && formats.parseDate(v) === null) return t('invalidDate', { field: name, pattern: datePlaceholder(formats.locale) });
      if ((f.kind === 'money' || f.kind === 'decimal') && formats.parseDecimal(v) === null) return t('invalidAmount', { field: name, example: formats.amount('1500.50') });
      return true;
    },
  };
  return (
    <div key={f.name} className={`min-w-0 ${f.kind === 'textarea' || isSection(f, custom) ? '@lg:col-span-2' : ''}`} title={error}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {name}
        {f.required ? (
          <span aria-hidden className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <Controller
        name={f.name}
        control={form.control}
        rules={rules}
        render={({ field }) => {
          // What the person writes is theirs: no fill writes over it.
          const change = (v: unknown) => (fills.typed(f.name), field.onChange(v));
          const common = { id, 'aria-invalid': error ? true : undefined, className: `w-full min-w-0 rounded-md border px-2 py-1.5 ${border}` };
          const Own = custom[f.name]?.component;
          if (Own) {
            const prefix = `${f.name}.`;
            const rowErrors = Object.fromEntries(Object.entries(lineErrors).filter(([k]) => k.startsWith(prefix)).map(([k, m]) => [k.slice(prefix.length), m]));
            return <Own id={id} value={field.value} onChange={field.onChange} values={watched as Values} record={record} invalid={!!error} errors={rowErrors} setValue={(name, v) => form.setValue(name, v, { shouldDirty: true })} />;
          }
          switch (f.kind) {
            case 'lines': {
              const prefix = `${f.name}.`;
              const rowErrors = Object.fromEntries(Object.entries(lineErrors).filter(([k]) => k.startsWith(prefix)).map(([k, m]) => [k.slice(prefix.length), m]));
              return <LinesInput id={id} fields={f.fields ?? []} value={(field.value as Values[]) ?? []} onChange={field.onChange} errors={rowErrors} context={{ ...watched, total_paid: record?.total_paid }} optionLabel={option} />;
            }
            case 'textarea':
              return <textarea {...common} rows={3} maxLength={f.max} value={String(field.value ?? '')} onChange={(e) => change(e.target.value)} onBlur={field.onBlur} />;
            case 'flag':
              return <input id={id} type="checkbox" checked={field.value === 1} onChange={(e) => change(e.target.checked ? 1 : 0)} onBlur={field.onBlur} className="size-4" />;
            case 'choice': {
              // A reference whose collection this choice names starts again when it changes.
              const dependents = fields.filter((d) => d.collection_by?.field === f.name);
              const onChoice = (v: string) => {
                change(v);
                field.onBlur();
                for (const d of dependents) form.setValue(d.name, null, { shouldDirty: true });
              };
              return <ChoiceInput id={id} value={String(field.value ?? '')} invalid={!!error} onChange={onChoice} options={Object.entries(f.options ?? {}).map(([value, text]) => ({ value, label: option(f, value, text) }))} />;
            }
            case 'money':
            case 'decimal':
              return <AmountInput {...common} places={f.places} value={String(field.value ?? '')} onChange={change} onBlur={field.onBlur} />;
            case 'refs':
              return f.collection ? <RefsInput id={id} collection={f.collection} where={f.where} value={(field.value as number[]) ?? []} onChange={(v) => (change(v), field.onBlur())} /> : <></>;
            case 'recurrence':
              return <RecurrenceInput id={id} value={String(field.value ?? '')} invalid={!!error} onChange={(v) => (change(v), field.onBlur())} />;
            case 'datetime': {
              const input = <input {...common} type="datetime-local" value={String(field.value ?? '')} onChange={(e) => change(e.target.value)} onBlur={field.onBlur} />;
              // What an empty time means (a schedule's "Send Now") is said beside it.
              return f.empty && !field.value ? (
                <span className="flex items-center gap-2">
                  {input}
                  <span className="whitespace-nowrap text-xs font-medium text-slate-600">{emptyWords(f.empty)}</span>
                </span>
              ) : (
                input
              );
            }
            case 'date':
              return <DateInput {...common} value={String(field.value ?? '')} onChange={change} onBlur={field.onBlur} />;
            case 'ref': {
              const by = f.collection_by;
              const target = by ? by.collections[String(watched[by.field] ?? '')] : f.collection;
              const pick = (v: number | null) => {
                field.onChange(v);
                field.onBlur();
                fills.picked(f, v);
              };
              if (by && !target) {
                const chooser = fields.find((c) => c.name === by.field);
                return <input {...common} disabled placeholder={t('chooseFirst', { field: chooser ? label(chooser.name, chooser.label, chooser.label_keys) : by.field })} className={`${common.className} bg-slate-100`} />;
              }
              return target ? <RefInput key={target} id={id} collection={target} where={f.where} value={(field.value as number) ?? null} invalid={!!error} onChange={pick} /> : <input {...common} type="number" value={String(field.value ?? '')} onChange={(e) => change(e.target.value)} />;
            }
            default: {
              const type = { email: 'email', password: 'password', integer: 'number', phone: 'tel' }[f.kind as string] ?? 'text';
              return <input {...common} type={type} maxLength={f.max} value={String(field.value ?? '')} onChange={(e) => change(e.target.value)} onBlur={field.onBlur} />;
            }
          }
        }}
      />
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldSetsProps = {
  fields: FieldDescription[];
  custom: CustomFields;
  /** The company's own fields, in their sets (GET /meta `custom_fieldsets`). */
  sections: { id: number; display_name: string; fields: FieldDescription[] }[];
  disabled: boolean;
  field: (f: FieldDescription) => ReactNode;
};

/**
 * A form's fields in the order Tab walks, ending at the footer: the header's fields (two columns
 * where the window is wide enough), the company's own fields in their sets, then the sets of lines
 * with their totals and the other fields drawn across the form.
 */
export function FieldSets({ fields, custom, sections, disabled, field }: FieldSetsProps) {
  const { header, sections: wide } = drawOrder(fields, (f) => isSection(f, custom));
  return (
    <>
      <fieldset disabled={disabled} className="grid min-w-0 gap-3 p-4 @lg:grid-cols-2">
        {header.map(field)}
      </fieldset>
      {sections.map((set) => (
        <fieldset key={set.id} disabled={disabled} className="mx-4 mb-3 grid min-w-0 gap-3 rounded-md border border-slate-200 p-3 @lg:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-700">{set.display_name}</legend>
          {set.fields.map(field)}
        </fieldset>
      ))}
      {wide.length ? (
        <fieldset disabled={disabled} className="grid min-w-0 gap-3 px-4 pb-4">
          {wide.map(field)}
        </fieldset>
      ) : null}
    </>
  );
}
