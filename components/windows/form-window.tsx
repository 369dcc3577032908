'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChoiceInput } from '@/components/data/choice-input';
import { CUSTOM, customBody, customSections, drawOrder, expansionsOf, fieldAt, formName, toBody, toFormValues, withCustom, type CustomLoad } from '@/components/data/form-values';
import { useHeaderFills } from '@/components/data/header-fills';
import { LinesInput } from '@/components/data/lines-input';
import { useFieldLabel, useOptionLabel } from '@/components/data/field-label';
import { useResourceMeta } from '@/components/data/meta';
import { recordKey, useRecord, useSave, withQuery, type Versioned } from '@/components/data/queries';
import { RefInput } from '@/components/data/ref-input';
import { RecurrenceInput } from '@/components/data/recurrence-input';
import { RefsInput } from '@/components/data/refs-input';
import { ApiFailure } from '@/components/base/api';
import { useDesktop } from '@/components/base/desktop';
import { useToast } from '@/components/base/toast';
import { AmountInput } from '@/components/data/amount-input';
import { DateInput } from '@/components/data/date-input';
import { useInputFormats } from '@/components/data/input-formats';
import { useServerMessage } from '@/components/data/server-message';
import { datePlaceholder } from '@/lib/typed-dates';
import type { FieldDescription } from '@/lib/engine/describe';
import type { WindowState } from '@/lib/workspace/windows';
import { RecordActionButtons, useActionRunner } from '@/components/data/action-buttons';
import { HelpDialog } from './help-dialog';
import { UnsavedDialog } from './unsaved-dialog';
import { hasSaveMenu, SaveMenu } from './save-menu';
import { DeleteRecord, offersDelete } from './delete-record';
import { isPdfView } from './pdf-viewer';

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
type CustomFields = Record<string, CustomField>;

const NO_CUSTOM: CustomFields = {};

/** Fields drawn across the whole form, after the header's: sets of lines, long text, a window's own section. */
const isSection = (f: FieldDescription, custom: CustomFields) => f.kind === 'lines' || f.kind === 'recurrence' || !!custom[f.name];

/**
 * The generic form window: fields from the resource's definition (GET /meta), kept by
 * react-hook-form; required and length rules checked as you type, the server's 422 errors put
 * beneath their fields (and as their tooltip); valid fields marked; save / saving and close.
 */
export default function FormWindow({ window: w, custom = NO_CUSTOM }: { window: WindowState; custom?: CustomFields }) {
  const [collection, idArg, prefillArg] = w.args;
  const isNew = idArg === 'new';
  const t = useTranslations('form');
  const emptyWords = useTranslations('emptyValues');
  const label = useFieldLabel();
  const option = useOptionLabel(collection);
  const formats = useInputFormats();
  const serverMessage = useServerMessage();
  const labelAt = (path: string) => {
    const f = path.startsWith(CUSTOM) ? customFields.find((c) => c.name === formName(path)) : fieldAt(fields, path);
    return f ? label(f.name, f.label, f.label_keys) : undefined;
  };
  const meta = useResourceMeta(collection);
  const { close, replace, guardClose, setCaption, open } = useDesktop();
  const toast = useToast();
  const [help, setHelp] = useState(false);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const fields = meta?.fields ?? [];
  const sections = customSections(meta?.custom_fieldsets);
  const customFields = sections.flatMap((set) => set.fields);
  const singleton = !!meta?.features.singleton;
  // A record made never to change (a queued e-mail, a sent message) is shown, not edited: its actions (resend) stay.
  const viewOnly = !isNew && !!meta?.features.unchangeable;
  const form = useForm<Values>({ mode: 'onTouched' });
  const { errors, isSubmitting, touchedFields, isDirty } = form.formState;
  const watched = useWatch({ control: form.control });
  const fills = useHeaderFills(form, fields, formats);
  const [asking, setAsking] = useState(false);

  // Unsaved changes are not lost silently: closing the window asks, leaving the page too.
  useEffect(() => {
    if (!isDirty) return;
    const unguard = guardClose(w.id, () => (setAsking(true), false));
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => {
      unguard();
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [isDirty, guardClose, w.id]);

  // The record is read (and answered by a save) with its sets of lines, by the relations `/meta`
  // names for them; one object of settings is read and saved at the collection itself.
  const expand = meta ? expansionsOf(meta.fields, custom) : [];
  const pathOf = (id: number | string) => withQuery(singleton ? collection : `${collection}/${id}`, expand.length ? { expand: expand.join(',') } : undefined);
  const loaded = useRecord<Values>(collection, meta && !isNew ? pathOf(idArg) : null);
  const record = loaded.data?.body ?? null;
  const save = useSave<Values & { id: number }>(meta, pathOf);
  const client = useQueryClient();
  const attempt = useRef({ body: '', key: '' });
  // The record's version (ETag) the form's values were loaded from: a save sends it, and a 412
  // says someone else changed it meanwhile.
  const version = useRef<string | null>(null);
  const [stale, setStale] = useState(false);
  const staleAlert = useRef<HTMLDivElement>(null);
  // An action (void, finish...) changes the record: the data layer reads it again.
  const runner = useActionRunner(collection);

  // The refusal is shown above the save button, where the person looks (a long form scrolls).
  useEffect(() => {
    if (stale) staleAlert.current?.scrollIntoView({ block: 'nearest' });
  }, [stale]);
  // The footer's height, for what stays in view just above it (the lines' totals).
  useEffect(() => {
    const footer = staleAlert.current;
    const owner = footer?.parentElement;
    if (!footer || !owner) return;
    const observer = new ResizeObserver(() => owner.style.setProperty('--form-footer', `${footer.offsetHeight}px`));
    observer.observe(footer);
    return () => observer.disconnect();
  }, [meta, loaded.data]);

  // The form shows the record as the server last gave it (read, or answered by a save, with its
  // lines); read again while the person has changed nothing (another window's action), it is
  // shown anew. Edits are never written over: their save then meets the newer version (412).
  const shown = useRef<unknown>(undefined);
  const show = (data: Versioned<Values> | null) => {
    if (!meta) return;
    shown.current = data;
    version.current = data?.version ?? null;
    setStale(false);
    const shownRecord = data?.body ?? null;
    // A new record opened from another one (Enter bill from an AP file) starts with the fields it was given.
    const prefill = isNew && prefillArg ? Object.fromEntries([...new URLSearchParams(prefillArg)].filter(([, v]) => v !== '').map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v])) : null;
    // Given fields over a new record's own start (a new bill still starts with its empty line).
    form.reset({ ...toFormValues(meta.fields, shownRecord, formats, custom), ...toFormValues(customSections(meta.custom_fieldsets).flatMap((set) => set.fields), withCustom(shownRecord), formats), ...prefill });
    fills.loaded();
  };
  useEffect(() => {
    if (!meta || (!isNew && !loaded.data) || shown.current === (loaded.data ?? null)) return;
    if (shown.current !== undefined && form.formState.isDirty) return;
    show(loaded.data ?? null);
    // Read again on a new record, not on a change of language: the person's edits stay as typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [meta, loaded.data, isNew, form]);

  // The window's title names the record by its title field ("Customer: Acme Ltd").
  const caption = meta?.title_field && record ? record[meta.title_field] : null;
  useEffect(() => {
    if (typeof caption === 'string' || typeof caption === 'number') setCaption(w.id, String(caption));
  }, [caption, setCaption, w.id]);

  // handleSubmit is made per submission, so the attempt's ref is read in the event, not in render.
  // What the Save menu does once the record is saved (preview, print or e-mail queue), given its id.
  const submit = (after?: (id: number) => Promise<void>) => (event?: React.FormEvent) =>
    form.handleSubmit(async (values) => {
      const body = toBody(fields, values, isNew, formats, custom);
      if (customFields.length) body.custom = customBody(toBody(customFields, values, isNew, formats));
      try {
        // A new record is posted under one key per body: a save retried after a lost answer makes nothing twice.
        const sent = JSON.stringify(body);
        if (attempt.current.body !== sent) attempt.current = { body: sent, key: crypto.randomUUID() };
        const saved = await save.mutateAsync({
          path: isNew ? withQuery(collection, expand.length ? { expand: expand.join(',') } : undefined) : pathOf(idArg),
          method: isNew ? 'POST' : 'PUT',
          body,
          idempotencyKey: isNew ? attempt.current.key : undefined,
          ifMatch: isNew ? undefined : version.current,
        });
        toast({ kind: 'success', title: t('saved') });
        // The saved record (the server's answer, lines and totals as it computed them) is what the
        // form shows now, here or in the window of the new record, which the answer is cached for.
        if (isNew || (!singleton && saved.body.id !== Number(idArg))) replace(w.id, 'form', [collection, String(saved.body.id)]);
        else show(client.getQueryData(recordKey(collection, pathOf(idArg))) ?? saved);
        await after?.(saved.body.id);
      } catch (error) {
        // Someone else saved the record since it was loaded: the person's edits stay until they reload.
        if (error instanceof ApiFailure && error.status === 412) setStale(true);
        else if (error instanceof ApiFailure && error.status === 422) {
          const messages: Record<string, string> = {};
          for (const item of error.items) messages[item.field] ??= serverMessage(item, labelAt(item.field));
          setLineErrors(Object.fromEntries(Object.entries(messages).filter(([k]) => k.includes('.') && !k.startsWith(CUSTOM))));
          for (const [field, message] of Object.entries(messages)) form.setError(field.startsWith(CUSTOM) ? formName(field) : field.split('.')[0], { type: 'server', message });
        } else toast({ kind: 'error', title: (error as Error).message });
      }
    })(event);

  /** Reads the record again as the server has it now, the person's edits given up (after a 412). */
  const reload = async () => {
    const { data } = await loaded.refetch();
    if (data) show(data);
  };

  // Load template: the fields a saved invoice template sets (its lines always) take its values; the rest stay as they are.
  const fill = (template: Values) => {
    const values = toFormValues(fields, template, formats, custom);
    for (const f of fields) {
      const given = f.kind === 'lines' ? (template[f.name] ?? (f.expand ? template[f.expand] : undefined)) : template[f.name];
      if (given !== undefined && given !== null) form.setValue(f.name, values[f.name], { shouldDirty: true });
    }
  };

  if (loaded.error) return <p className="p-4 text-sm text-red-700">{loaded.error.message}</p>;
  if (!meta || (!isNew && !record)) return <p className="p-4 text-sm text-slate-500">{t('loading')}</p>;
  // A role without the right to add or change these records reads the form without a Save (the server refuses it anyway).
  const savable = !viewOnly && meta.can.includes(isNew && !singleton ? 'create' : 'edit');

  /** One field of the form: its label, its input of its kind, and its error beneath it. */
  const renderField = (f: FieldDescription) => {
    const id = `${w.id}-${f.name}`;
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
  };

  // The header's fields (two columns where the window is wide enough), the company's own fields,
  // then the sets of lines with their totals: the order Tab walks, ending at the footer.
  const { header, sections: wide } = drawOrder(fields, (f) => isSection(f, custom));
  return (
    <form onSubmit={submit()} noValidate className="@container flex min-h-full flex-col">
      <fieldset disabled={!savable} className="grid min-w-0 gap-3 p-4 @lg:grid-cols-2">
        {header.map(renderField)}
      </fieldset>
      {sections.map((set) => (
        <fieldset key={set.id} disabled={!savable} className="mx-4 mb-3 grid min-w-0 gap-3 rounded-md border border-slate-200 p-3 @lg:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-700">{set.display_name}</legend>
          {set.fields.map(renderField)}
        </fieldset>
      ))}
      {wide.length ? (
        <fieldset disabled={!savable} className="grid min-w-0 gap-3 px-4 pb-4">
          {wide.map(renderField)}
        </fieldset>
      ) : null}
      {/* The footer stays in view while a long form scrolls beneath it. */}
      <div ref={staleAlert} className="sticky bottom-0 z-10 mt-auto bg-white">
        {stale ? (
          <div role="alert" className="mx-4 mb-3 flex items-center gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700">
            <p className="flex-1">{t('staleRecord')}</p>
            <button type="button" onClick={reload} className="rounded-md border border-red-300 bg-white px-3 py-1 font-medium hover:bg-red-100">
              {t('reload')}
            </button>
          </div>
        ) : null}
        <footer className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-2">
          <button type="button" onClick={() => setHelp(true)} className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-200" aria-label={t('help')}>
            ?
          </button>
          {record
            ? meta.views.filter((view) => view !== 'pdf' && isPdfView(view)).map((view) => (
                <button key={view} type="button" onClick={() => open('pdf', [collection, String(record.id), view])} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-200">
                  {runner.titleOf(view)}
                </button>
              ))
            : null}
          {record ? <RecordActionButtons actions={meta.actions} row={record as Values & { id: number }} start={runner.start} titleOf={runner.titleOf} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-200" /> : null}
          {record && offersDelete(meta) ? <DeleteRecord meta={meta} id={Number(record.id)} readPath={pathOf(idArg)} version={() => version.current} onDeleted={() => close(w.id, { force: true })} className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50" /> : null}
          <button type="button" onClick={() => close(w.id)} className="ml-auto rounded-md px-3 py-1.5 text-sm hover:bg-slate-200">
            {t('close')}
          </button>
          {savable ? (
            <button type="submit" disabled={isSubmitting} className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-1.5 text-sm font-medium text-white disabled:opacity-70">
              {isSubmitting ? <span aria-hidden className="size-3.5 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
              {isSubmitting ? t('saving') : t('save')}
            </button>
          ) : null}
          {savable && hasSaveMenu(meta) ? <SaveMenu collection={collection} disabled={isSubmitting} save={(after) => submit(after)()} fill={fill} /> : null}
        </footer>
      </div>
      {runner.dialog}
      <UnsavedDialog open={asking} onStay={() => setAsking(false)} onDiscard={() => (setAsking(false), close(w.id, { force: true }))} />
      {help ? <HelpDialog title={t('helpTitle')} body={t('helpBody', { pattern: datePlaceholder(formats.locale), example: formats.amount('1500.50') })} onClose={() => setHelp(false)} /> : null}
    </form>
  );
}
