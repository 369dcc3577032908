'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileInput } from '@/components/data/file-input';
import { useServerMessage } from '@/components/data/server-message';
import { useInvalidateAfter } from '@/components/data/queries';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useTerms } from '@/components/base/terms';
import { useToast } from '@/components/base/toast';
import type { FieldError } from '@/lib/engine/errors';
import { ImportMapping, ImportSummary, type Column, type Field, type RowError, type Summary } from './import-parts';

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

  return (
    <ModalDialog title={t('title', { collection: terms.plural(terminology, collection) })} onClose={onClose} width="w-[720px]">
      <label className="block text-sm">
        <span className="mb-1 block text-slate-600">{t('file')}</span>
        <FileInput accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" label={t('file')} onChange={(file) => void choose(file)} />
      </label>
      {columns.length ? <ImportMapping columns={columns} fields={fields} mapping={mapping} onChange={(next) => (setMapping(next), setSummary(null))} /> : null}
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
      {summary ? <ImportSummary summary={summary} fields={fields} mode={mode} onMode={setMode} /> : null}
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
