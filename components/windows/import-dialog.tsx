'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useServerMessage } from '@/components/data/server-message';
import { useInvalidateAfter } from '@/components/data/queries';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useTerms } from '@/components/base/terms';
import { useToast } from '@/components/base/toast';
import type { FieldError } from '@/lib/engine/errors';

type Column = { index: number; header: string; field: string | null };
type Field = { name: string; label: string; kind: string; required: boolean };
type RowError = FieldError & { row: number; column: string | null };
type Summary = { total: number; valid: number; invalid: number; errors: RowError[]; errors_truncated?: boolean; written?: number; skipped?: number };
type Progress = { phase: 'check' | 'write'; done: number; total: number };

/**
 * Sends the file with the mapping and mode to `POST /{c}/import`, reading the answer as a
 * stream of progress lines (lib/api/import.ts) and answering its last line: status and body.
 */
async function runImport(collection: string, file: File, mode: string, mapping: (string | null)[] | null, onProgress: (p: Progress) => void): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.set('file', file, file.name);
  form.set('mode', mode);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  const res = await fetch(`/api/v1/${collection}/import`, { method: 'POST', body: form, headers: { accept: 'application/x-ndjson' } });
  if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').includes('ndjson')) {
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let last: { status: number; body: unknown } | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split('\n');
    buffer = done ? '' : lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      const item = JSON.parse(line);
      if ('phase' in item) onProgress(item);
      else last = item;
    }
    if (done) break;
  }
  return last ?? { status: 500, body: null };
}

/**
 * Import into a collection: a CSV or XLSX file is chosen; the server proposes a field for each of
 * its columns (a select per column, or "skip"); Dry run lists every bad row with its reason and
 * counts the good ones, writing nothing; Import writes them all only if every row is good, or
 * skips the bad ones; progress shows while it runs, and the list refreshes after.
 */
export function ImportDialog({ collection, terminology, onClose }: { collection: string; terminology: string; onClose: () => void }) {
  const t = useTranslations('import');
  const format = useFormatter();
  const terms = useTerms();
  const toast = useToast();
  const serverMessage = useServerMessage();
  const invalidateAfter = useInvalidateAfter();
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<Column[]>([]);
  const [fields, setFields] = useState<Field[]>([]);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [mode, setMode] = useState<'all' | 'valid'>('all');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const failed = (body: unknown) => {
    const items = Array.isArray(body) ? (body as FieldError[]) : [];
    setProblem(items.length ? items.map((i) => serverMessage(i)).join(' ') : ((body as { message?: string } | null)?.message ?? t('failed')));
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setSummary(null);
    setProblem(null);
    setColumns([]);
    if (!chosen) return;
    setBusy(true);
    const answer = await runImport(collection, chosen, 'propose', null, () => {}).catch(() => ({ status: 0, body: null }));
    setBusy(false);
    if (answer.status !== 200) return failed(answer.body);
    const proposal = answer.body as { columns: Column[]; fields: Field[] };
    setColumns(proposal.columns);
    setFields(proposal.fields);
    setMapping(proposal.columns.map((c) => c.field));
  };

  const run = async (step: 'dry-run' | 'all' | 'valid') => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setProgress(null);
    const answer = await runImport(collection, file, step, mapping, setProgress).catch(() => ({ status: 0, body: null }));
    setBusy(false);
    setProgress(null);
    if (step === 'all' && answer.status === 422 && Array.isArray(answer.body) && (answer.body as RowError[]).every((e) => typeof e.row === 'number')) {
      setSummary((s) => (s ? { ...s, errors: answer.body as RowError[] } : s));
      toast({ kind: 'warning', title: t('nothingWritten') });
      return;
    }
    if (answer.status !== 200) return failed(answer.body);
    const body = answer.body as Summary;
    setSummary(body);
    if (step === 'dry-run') return;
    // Imported records change what saving them one by one would.
    void invalidateAfter(collection);
    toast({ kind: 'success', title: t('done', { written: body.written ?? 0, skipped: body.skipped ?? 0 }) });
    onClose();
  };

  // The server names the fields in the person's language.
  const fieldLabel = (f: Field) => f.label;
  const errorText = (e: RowError) => {
    const f = fields.find((x) => x.name === e.field);
    return serverMessage(e, f ? fieldLabel(f) : undefined);
  };

  return (
    <ModalDialog title={t('title', { collection: terms.plural(terminology, collection) })} onClose={onClose} width="w-[720px]">
      <label className="block text-sm">
        <span className="mb-1 block text-slate-600">{t('file')}</span>
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={t('file')}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="block w-full text-sm file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1"
        />
      </label>
      {columns.length ? (
        <fieldset className="text-sm">
          <legend className="mb-1 font-medium">{t('mapping')}</legend>
          <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
            {columns.map((c) => (
              <label key={c.index} className="flex items-center justify-between gap-2">
                <span className="truncate" title={c.header}>
                  {c.header || t('column', { n: c.index + 1 })}
                </span>
                <select
                  aria-label={c.header || t('column', { n: c.index + 1 })}
                  value={mapping[c.index] ?? ''}
                  onChange={(e) => (setMapping(mapping.map((m, i) => (i === c.index ? e.target.value || null : m))), setSummary(null))}
                  className="w-44 rounded border border-slate-300 px-1 py-0.5"
                >
                  <option value="">{t('skip')}</option>
                  {fields.map((f) => (
                    <option key={f.name} value={f.name} disabled={mapping.includes(f.name) && mapping[c.index] !== f.name}>
                      {fieldLabel(f)}
                      {f.required ? ' *' : ''}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {progress ? (
        <div role="status" className="text-sm">
          <span>{t(progress.phase === 'check' ? 'checking' : 'writing', { done: format.number(progress.done), total: format.number(progress.total) })}</span>
          <progress className="ml-2 w-48 align-middle" max={progress.total || 1} value={progress.done} />
        </div>
      ) : busy ? (
        <p role="status" className="text-sm text-slate-500">
          {t('working')}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {summary ? (
        <div className="space-y-2 text-sm">
          <p role="status">{t('summary', { valid: summary.valid, invalid: summary.invalid, total: summary.total })}</p>
          {summary.errors.length ? (
            <div className="max-h-60 overflow-auto rounded border border-slate-200">
              <table className="w-full text-left text-xs" aria-label={t('errors')}>
                <thead className="sticky top-0 bg-slate-100">
                  <tr>
                    <th className="px-2 py-1">{t('row')}</th>
                    <th className="px-2 py-1">{t('field')}</th>
                    <th className="px-2 py-1">{t('message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.errors.map((e, i) => (
                    <tr key={i} className="border-t border-slate-100">
                      <td className="px-2 py-1 tabular-nums">{e.row}</td>
                      <td className="px-2 py-1">{e.column ?? e.field}</td>
                      <td className="px-2 py-1">{errorText(e)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {summary.errors_truncated ? <p className="text-xs text-slate-500">{t('truncated', { n: summary.errors.length })}</p> : null}
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">{t('modeLegend')}</legend>
            <label className="flex items-center gap-1">
              <input type="radio" name="import-mode" checked={mode === 'all'} onChange={() => setMode('all')} />
              {t('modeAll')}
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" name="import-mode" checked={mode === 'valid'} onChange={() => setMode('valid')} />
              {t('modeValid')}
            </label>
          </fieldset>
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-100">
          {t('cancel')}
        </button>
        <button type="button" disabled={!columns.length || busy} onClick={() => run('dry-run')} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-50">
          {t('dryRun')}
        </button>
        <button
          type="button"
          disabled={!summary || busy || (mode === 'valid' && summary.valid === 0)}
          onClick={() => run(mode)}
          className="rounded-md bg-brand px-4 py-1.5 text-sm text-white disabled:opacity-50"
        >
          {t('import')}
        </button>
      </div>
    </ModalDialog>
  );
}
