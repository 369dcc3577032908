'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { cellText } from '@/components/data/cell';
import { useCellWords } from '@/components/data/cell-words';
import { useFieldLabel, useOptionLabel } from '@/components/data/field-label';
import { drawOrder, type CustomLoad } from '@/components/data/form-values';
import type { useHeaderFills } from '@/components/data/header-fills';
import { useInputFormats } from '@/components/data/input-formats';
import { KindInput, kindOf } from '@/components/data/kinds';
import { LinesInput } from '@/components/data/lines-input';
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

/** One field of a form: its label, its input of its kind, and its error beneath it; a read-only one shown as its value. */
export function FormField(props: Props) {
  return props.f.read_only ? <ShownField f={props.f} id={props.id} collection={props.collection} record={props.record} /> : <EditableField {...props} />;
}

/**
 * A field the form shows and never sends (`read_only`: who authorised a check's printing), read
 * from the record as a list cell reads it (a reference by its relation's title, never an id);
 * not drawn at all while the record holds no value for it.
 */
function ShownField({ f, id, collection, record }: Pick<Props, 'f' | 'id' | 'collection' | 'record'>) {
  const label = useFieldLabel();
  const words = useCellWords(collection);
  const text = record ? cellText(f, record, words) : '';
  if (!text) return null;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label(f.name, f.label, f.label_keys)}
      </label>
      <KindInput f={f} id={id} value={text} onChange={() => undefined} invalid={false} className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1.5" />
    </div>
  );
}

function EditableField({ f, id, collection, form, fields, custom, record, watched, lineErrors, fills }: Props) {
  const t = useTranslations('form');
  const label = useFieldLabel();
  const option = useOptionLabel(collection);
  const formats = useInputFormats();
  const { errors, touchedFields } = form.formState;
  const error = errors[f.name]?.message as string | undefined;
  const valid = !error && touchedFields[f.name];
  const border = error ? 'border-red-500' : valid ? 'border-emerald-500' : 'border-slate-300';
  const name = label(f.name, f.label, f.label_keys);
  const kind = kindOf(f.kind);
  const max = f.max ?? kind.max;
  const rules = {
    required: f.required ? t('required', { field: name }) : false,
    maxLength: max ? { value: max, message: t('tooLong', { field: name, max }) } : undefined,
    validate: (v: unknown) => {
      const failed = typeof v === 'string' && v.trim() ? kind.check?.(v, formats) : null;
      if (failed === 'invalidDate') return t('invalidDate', { field: name, pattern: datePlaceholder(formats.locale) });
      if (failed === 'invalidAmount') return t('invalidAmount', { field: name, example: formats.amount('1500.50') });
      return true;
    },
  };
  return (
    <div key={f.name} className={`min-w-0 ${kind.wide || isSection(f, custom) ? '@lg:col-span-2' : ''}`} title={error}>
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
          const Own = custom[f.name]?.component;
          const prefix = `${f.name}.`;
          const rowErrors = Object.fromEntries(Object.entries(lineErrors).filter(([k]) => k.startsWith(prefix)).map(([k, m]) => [k.slice(prefix.length), m]));
          if (Own) {
            return <Own id={id} value={field.value} onChange={field.onChange} values={watched as Values} record={record} invalid={!!error} errors={rowErrors} setValue={(name, v) => form.setValue(name, v, { shouldDirty: true })} />;
          }
          if (f.kind === 'lines') {
            return <LinesInput id={id} fields={f.fields ?? []} value={(field.value as Values[]) ?? []} onChange={field.onChange} errors={rowErrors} context={{ ...watched, total_paid: record?.total_paid }} optionLabel={option} />;
          }
          // A choice a reference's collection depends on starts that reference again when it changes.
          const dependents = f.kind === 'choice' ? fields.filter((d) => d.collection_by?.field === f.name) : [];
          const onChange = (v: unknown) => {
            change(v);
            for (const d of dependents) form.setValue(d.name, null, { shouldDirty: true });
            if (f.kind === 'ref') fills.picked(f, typeof v === 'number' ? v : null);
          };
          const by = f.collection_by;
          const chooser = by && fields.find((c) => c.name === by.field);
          return (
            <KindInput
              f={f}
              id={id}
              value={field.value}
              onChange={onChange}
              onBlur={field.onBlur}
              invalid={!!error}
              className={`w-full min-w-0 rounded-md border px-2 py-1.5 ${border}`}
              option={(code, text) => option(f, code, text)}
              collection={by ? (by.collections[String(watched[by.field] ?? '')] ?? null) : (f.collection ?? null)}
              waiting={t('chooseFirst', { field: chooser ? label(chooser.name, chooser.label, chooser.label_keys) : (by?.field ?? '') })}
            />
          );
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
