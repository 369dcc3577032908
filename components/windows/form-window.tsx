'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CUSTOM, customBody, customSections, expansionsOf, fieldAt, formName, toBody, toFormValues, withCustom, templateValues, prefillOf, fieldErrors, shownFor } from '@/components/data/form-values';
import { useHeaderFills } from '@/components/data/header-fills';
import { useFieldLabel } from '@/components/data/field-label';
import { useResourceMeta } from '@/components/data/meta';
import { recordKey, useRecord, useSave, withQuery, type Versioned } from '@/components/data/queries';
import { ApiFailure } from '@/components/base/api';
import { useDesktop } from '@/components/base/desktop';
import { useToast } from '@/components/base/toast';
import { useInputFormats } from '@/components/data/input-formats';
import { useServerMessage } from '@/components/data/server-message';
import type { FieldDescription } from '@/lib/engine/describe';
import type { WindowState } from '@/lib/workspace/windows';
import { useActionRunner } from '@/components/data/action-buttons';
import { UnsavedDialog } from './unsaved-dialog';
import { hasSaveMenu, SaveMenu } from './save-menu';
import { FormHelp, RecordButtons, SaveButton, StaleAlert } from './form-footer';
import { useCaption, useFooterInView, useUnsavedGuard } from './form-effects';
import { FieldSets, FormField, type CustomFields } from './form-field';

type Values = Record<string, unknown>;

const NO_CUSTOM: CustomFields = {};

/** Whether a field is drawn for the values as they stand: its own `shown_when`, then the window's `fieldShown`. */
const isDrawn = (f: FieldDescription, values: Values, fieldShown?: (name: string, values: Values) => boolean) => shownFor(f, values) && (!fieldShown || fieldShown(f.name, values));

/**
 * The generic form window: fields from the resource's definition (GET /meta), kept by
 * react-hook-form; required and length rules checked as you type, the server's 422 errors put
 * beneath their fields (and as their tooltip); valid fields marked; save / saving and close.
 */
/** `fieldShown`: whether a field is drawn for the values as they stand (a bank statement's CSV mapping, only for a CSV file). */
export default function FormWindow({ window: w, custom = NO_CUSTOM, fieldShown }: { window: WindowState; custom?: CustomFields; fieldShown?: (name: string, values: Values) => boolean }) {
  const [collection, idArg, prefillArg] = w.args;
  const isNew = idArg === 'new';
  const t = useTranslations('form');
  const label = useFieldLabel();
  const formats = useInputFormats();
  const serverMessage = useServerMessage();
  const labelAt = (path: string) => {
    const f = path.startsWith(CUSTOM) ? customFields.find((c) => c.name === formName(path)) : fieldAt(fields, path);
    return f ? label(f.name, f.label, f.label_keys) : undefined;
  };
  const meta = useResourceMeta(collection);
  const { close, replace } = useDesktop();
  const toast = useToast();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const fields = meta?.fields ?? [];
  const sections = customSections(meta?.custom_fieldsets);
  const customFields = sections.flatMap((set) => set.fields);
  const singleton = !!meta?.features.singleton;
  // A record made never to change (a queued e-mail, a sent message) is shown, not edited: its actions (resend) stay.
  const viewOnly = !isNew && !!meta?.features.unchangeable;
  const form = useForm<Values>({ mode: 'onTouched' });
  const { isSubmitting, isDirty } = form.formState;
  const watched = useWatch({ control: form.control });
  const fills = useHeaderFills(form, fields, formats);
  const [asking, setAsking] = useState(false);

  // Unsaved changes are not lost silently: closing the window asks, leaving the page too.
  useUnsavedGuard(w.id, isDirty, () => setAsking(true));

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

  useFooterInView(staleAlert, stale, [meta, loaded.data]);

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
    const prefill = isNew && prefillArg ? prefillOf(prefillArg) : null;
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
  useCaption(w.id, meta?.title_field && record ? record[meta.title_field] : null);

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
          const { lines, fields: messages } = fieldErrors(error.items, (item) => serverMessage(item, labelAt(item.field)));
          setLineErrors(lines);
          for (const [field, message] of Object.entries(messages)) form.setError(field, { type: 'server', message });
          form.setError('root.server', { type: 'server', message: notDrawn(messages, (name) => [...fields, ...customFields].some((f) => f.name === name && isDrawn(f, form.getValues(), fieldShown))).join(' ') });
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
    for (const [name, value] of Object.entries(templateValues(fields, template, formats, custom))) form.setValue(name, value, { shouldDirty: true });
  };

  if (loaded.error) return <p className="p-4 text-sm text-red-700">{loaded.error.message}</p>;
  if (!meta || (!isNew && !record)) return <p className="p-4 text-sm text-slate-500">{t('loading')}</p>;
  // A role without the right to add or change these records reads the form without a Save (the server refuses it anyway).
  const savable = !viewOnly && meta.can.includes(isNew && !singleton ? 'create' : 'edit');

  const field = (f: FieldDescription) => !isDrawn(f, watched as Values, fieldShown) ? null : <FormField key={f.name} f={f} id={`${w.id}-${f.name}`} collection={collection} form={form} fields={fields} custom={custom} record={record} watched={watched as Values} lineErrors={lineErrors} fills={fills} />;
  return (
    <form onSubmit={submit()} noValidate className="@container flex min-h-full flex-col">
      <FieldSets fields={fields} custom={custom} sections={sections} disabled={!savable} field={field} />
      {/* The footer stays in view while a long form scrolls beneath it. */}
      <div ref={staleAlert} className="sticky bottom-0 z-10 mt-auto bg-white">
        {stale ? <StaleAlert onReload={reload} /> : null}
        <Refusal message={form.formState.errors.root?.server?.message} />
        <footer className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-2">
          <FormHelp />
          {record ? <RecordButtons collection={collection} meta={meta} record={record as Values & { id: number }} runner={runner} saveFirst={isDirty && savable ? (then) => submit(then)() : undefined} readPath={pathOf(idArg)} version={() => version.current} onDeleted={() => close(w.id, { force: true })} /> : null}
          <button type="button" onClick={() => close(w.id)} className="ml-auto rounded-md px-3 py-1.5 text-sm hover:bg-slate-200">
            {t('close')}
          </button>
          {savable ? <SaveButton submitting={isSubmitting} /> : null}
          {savable && hasSaveMenu(meta) ? <SaveMenu collection={collection} disabled={isSubmitting} save={(after) => submit(after)()} fill={fill} /> : null}
        </footer>
      </div>
      {runner.dialog}
      <UnsavedDialog open={asking} onStay={() => setAsking(false)} onDiscard={() => (setAsking(false), close(w.id, { force: true }))} />
    </form>
  );
}

/** The messages of a refusal about no field the form draws (`id`: "void the check first"). */
const notDrawn = (messages: Record<string, string>, drawn: (name: string) => boolean) => Object.entries(messages).filter(([name]) => !drawn(name)).map(([, message]) => message);

/** A refusal about no field the form draws, said above its footer until the next save (react-hook-form clears root errors then). */
function Refusal({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="border-t border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
