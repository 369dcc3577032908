'use client';

import { useTranslations } from 'next-intl';
import { useQueries } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFieldLabel } from '@/components/data/field-label';
import { useInputFormats } from '@/components/data/input-formats';
import { KindInput } from '@/components/data/kinds';
import { FileInput } from '@/components/data/file-input';
import { useServerMessage } from '@/components/data/server-message';
import { apiKey } from '@/components/data/changes';
import { FollowPanel } from '@/components/data/follow-panel';
import { followOf, useAction } from '@/components/data/queries';
import { ApiFailure, apiFetch } from '@/components/base/api';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useDesktop } from '@/components/base/desktop';
import { useServiceOn } from '@/components/base/services';
import { useToast } from '@/components/base/toast';
import type { ActionDescription, FieldDescription } from '@/lib/engine/describe';

type Row = Record<string, unknown> & { id: number };

/** The declared actions of a record that apply to it in its present state (their `when`). */
export const actionsFor = (actions: ActionDescription[], row: Row) =>
  actions.filter((a) => a.scope === 'record' && Object.entries(a.when ?? {}).every(([field, values]) => values.includes(row[field] ?? null)));

/** Actions on the whole collection a person can start from a button: their inputs are plain fields, or they are started in a window of their own. */
export const collectionActionsOf = (actions: ActionDescription[]) =>
  actions.filter((a) => a.scope === 'collection' && (a.window || a.fields.every((f) => ['date', 'text', 'textarea', 'money', 'integer'].includes(f.kind))));

/**
 * Runs declared actions: asks for the action's input and confirmation where it declares them
 * (the spec's text, translated where we have it), posts it, and tells the person; what it
 * changed (its declaration in `/meta`) is read again by every window showing it.
 */
export function useActionRunner(collection: string, onDone?: (answer: unknown) => void) {
  const t = useTranslations('actions');
  const toast = useToast();
  const run = useAction(collection);
  const { open } = useDesktop();
  const [pending, setPending] = useState<{ action: ActionDescription; row?: Row; n: number } | null>(null);
  // Work an action handed to the queue (a large recurring run), followed until it ends.
  const [followed, setFollowed] = useState<{ path: string; action: string } | null>(null);
  // Actions sent and not yet answered: a second click on one is not a second request.
  const running = useRef(new Set<string>());

  // A collection's own name for an action first (an estimate's convert is not a prospect's).
  const titleOf = (name: string) => [`names.${collection}.${name}`, `names.${name}`].map((k) => (t.has(k) ? t(k) : null)).find(Boolean) ?? name;
  // `{n}`: how many items the action takes (spec section 8's "approve {n} item(s)").
  const confirmOf = (action: ActionDescription, n: number) =>
    t.has(`confirm.${collection}.${action.name}`) ? t(`confirm.${collection}.${action.name}`, { n }) : (action.confirm?.replace('{n}', String(n)) ?? null);

  const send = async (action: ActionDescription, row: Row | undefined, body: Record<string, unknown>) => {
    const key = `${action.name}:${row?.id ?? ''}`;
    if (running.current.has(key)) return;
    running.current.add(key);
    let answer: unknown;
    try {
      answer = await run.mutateAsync({ action: action.name, id: row?.id, body });
    } finally {
      running.current.delete(key);
    }
    const follow = followOf(answer);
    if (follow) setFollowed({ path: follow, action: action.name });
    else toast({ kind: 'success', title: t.has(`done.${action.name}`) ? t(`done.${action.name}`) : t('done_generic', { action: titleOf(action.name) }) });
    // What it made (a receiving's bill) opens in its own window.
    const made = (answer as { id?: unknown } | null)?.id;
    if (action.opens && typeof made === 'number') open('form', [action.opens, String(made)]);
    onDone?.(answer);
  };

  /** How many records a collection action takes: those its `applies_to` filters select. */
  const countOf = async (action: ActionDescription) => {
    const filters = new URLSearchParams(Object.entries(action.applies_to ?? {}).map(([field, value]) => [`filter[${field}]`, value]));
    return (await apiFetch<{ count: number }>(`${collection}/count?${filters}`)).count;
  };

  const start = (action: ActionDescription, row?: Row) => {
    if (action.fields.length || action.confirm) {
      if (row || !action.applies_to) setPending({ action, row, n: row && action.counts ? Number(row[action.counts] ?? 1) : 1 });
      else countOf(action).then((n) => setPending({ action, n }), (e: Error) => toast({ kind: 'warning', title: e.message }));
    } else send(action, row, {}).catch((e: Error) => toast({ kind: 'warning', title: e.message }));
  };

  const following = followed ? <FollowPanel {...followed} collection={collection} title={titleOf(followed.action)} onClose={() => setFollowed(null)} /> : null;
  const dialog = pending ? (
    <ActionDialog
      title={titleOf(pending.action.name)}
      message={confirmOf(pending.action, pending.n)}
      action={pending.action}
      row={pending.row}
      onCancel={() => setPending(null)}
      onSubmit={async (body) => {
        await send(pending.action, pending.row, body);
        setPending(null);
      }}
    />
  ) : (
    following
  );

  return { start, dialog, titleOf };
}

/** The buttons of a record's declared actions. */
export function RecordActionButtons({ actions, row, start, titleOf, className }: { actions: ActionDescription[]; row: Row; start: (a: ActionDescription, row: Row) => void; titleOf: (name: string) => string; className?: string }) {
  return useRecordActions(actions, row).map((action) => (
    <button key={action.name} type="button" className={className ?? 'rounded px-1.5 py-0.5 hover:bg-slate-200'} onClick={() => start(action, row)}>
      {titleOf(action.name)}
    </button>
  ));
}

/** The declared actions a record offers in its state, among the company's services turned on. */
export function useRecordActions(actions: ActionDescription[], row: Row) {
  const serviceOn = useServiceOn();
  return actionsFor(actions, row).filter((action) => serviceOn(action.service));
}

/** What the fields of an action on `row` start with where they say so (`starts_from`): the invoice's customer's e-mail. */
function useOffered(fields: FieldDescription[], row: Row | undefined): Record<string, string> {
  const offered = fields.flatMap((f) => {
    const id = f.starts_from && row?.[f.starts_from.field];
    return f.starts_from && typeof id === 'number' ? [{ name: f.name, take: f.starts_from.take, path: `${f.starts_from.collection}/${id}`, collection: f.starts_from.collection }] : [];
  });
  const answers = useQueries({ queries: offered.map((o) => ({ queryKey: apiKey(o.collection, o.path), queryFn: () => apiFetch<Record<string, unknown>>(o.path) })) });
  return Object.fromEntries(offered.flatMap((o, i) => {
    const value = answers[i].data?.[o.take];
    return typeof value === 'string' && value ? [[o.name, value]] : [];
  }));
}

/** Asks for an action's input (a void date, a memo) and its confirmation; shows the server's refusals. */
function ActionDialog({ title, message, action, row, onCancel, onSubmit }: { title: string; message: string | null; action: ActionDescription; row?: Row; onCancel: () => void; onSubmit: (body: Record<string, unknown>) => Promise<void> }) {
  const t = useTranslations('list');
  const label = useFieldLabel();
  // Lines (what ships of each line of an order) are given through the API: the dialog asks for the plain fields.
  const fields = action.fields.filter((f) => f.kind !== 'lines');
  // A plain confirmation is headed "Confirmation" (spec section 8); one with input, by the action.
  const heading = fields.length ? title : t('confirmation');
  const formats = useInputFormats();
  const serverMessage = useServerMessage();
  // What the person wrote, over what is offered.
  const [typed, setValues] = useState<Record<string, string>>({});
  const values = { ...useOffered(fields, row), ...typed };
  // A file field's choice (an .ics to import) is kept as the File: the body then goes as multipart.
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Dates, amounts and chosen records go as the API takes them; what cannot be read goes as typed, for the server to refuse.
  const read = (kind: string, v: string) => (kind === 'date' ? formats.parseDate(v) : kind === 'money' ? formats.parseDecimal(v) : kind === 'ref' ? Number(v) : v) ?? v;
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit({ ...Object.fromEntries(fields.flatMap((f) => (values[f.name] ? [[f.name, read(f.kind, values[f.name])]] : []))), ...files });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 422) {
        const messages: Record<string, string> = {};
        for (const item of error.items) {
          const f = fields.find((x) => x.name === item.field);
          messages[item.field] ??= serverMessage(item, f ? label(f.name, f.label, f.label_keys) : undefined);
        }
        setErrors(messages);
      } else setErrors({ _: (error as Error).message });
      setBusy(false);
    }
  };
  // On the page's body (a portal): a form window must not hold this form inside its own.
  return (
    <ModalDialog title={heading} role="alertdialog" onClose={onCancel}>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void submit();
        }}
      >
        {message ? <p className="text-sm text-slate-700">{message}</p> : null}
        {fields.map((f, i) => {
          const id = `action-${action.name}-${f.name}`;
          // A reference's pick is kept as its id's digits, as every value of an action's dialog.
          const change = (v: unknown) => setValues({ ...values, [f.name]: v === null || v === undefined ? '' : String(v) });
          const value = f.kind === 'ref' ? (values[f.name] ? Number(values[f.name]) : null) : (values[f.name] ?? '');
          return (
            <div key={f.name} className="text-sm">
              <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
                {label(f.name, f.label, f.label_keys)}
              </label>
              {f.kind === 'file' ? (
                <FileInput id={id} accept="" invalid={!!errors[f.name]} onChange={(picked) => setFiles(({ [f.name]: _gone, ...rest }) => (picked ? { ...rest, [f.name]: picked } : rest))} />
              ) : (
                <KindInput f={f} id={id} autoFocus={i === 0} value={value} onChange={change} invalid={!!errors[f.name]} className={`w-full rounded-md border px-2 py-1.5 ${errors[f.name] ? 'border-red-500' : 'border-slate-300'}`} collection={f.collection ?? null} />
              )}
              {errors[f.name] ? <span role="alert" className="mt-1 block text-xs text-red-600">{errors[f.name]}</span> : null}
            </div>
          );
        })}
        {Object.entries(errors)
          .filter(([field]) => !fields.some((f) => f.name === field))
          .map(([field, text]) => (
            <p key={field} role="alert" className="text-sm text-red-600">
              {text}
            </p>
          ))}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onCancel} className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-100">
            {t('cancel')}
          </button>
          <button type="submit" autoFocus={!fields.length} disabled={busy} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white disabled:opacity-60">
            {t('confirm')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
