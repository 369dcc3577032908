'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/base/data-table';
import { useServerMessage } from '@/components/data/server-message';
import type { FieldError } from '@/lib/engine/errors';

export type Column = { index: number; header: string; field: string | null };
/** A field the file's columns may fill, named by the server in the person's language. */
export type Field = { name: string; label: string; kind: string; required: boolean };
export type RowError = FieldError & { row: number; column: string | null };
export type Summary = { total: number; valid: number; invalid: number; errors: RowError[]; errors_truncated?: boolean; written?: number; skipped?: number };

/** Each column of the file with the field it fills (or skip), a field chosen for one column at most. */
export function ImportMapping({ columns, fields, mapping, onChange }: { columns: Column[]; fields: Field[]; mapping: (string | null)[]; onChange: (mapping: (string | null)[]) => void }) {
  const t = useTranslations('import');
  return (
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
              onChange={(e) => onChange(mapping.map((m, i) => (i === c.index ? e.target.value || null : m)))}
              className="w-44 rounded border border-slate-300 px-1 py-0.5"
            >
              <option value="">{t('skip')}</option>
              {fields.map((f) => (
                <option key={f.name} value={f.name} disabled={mapping.includes(f.name) && mapping[c.index] !== f.name}>
                  {f.label}
                  {f.required ? ' *' : ''}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a dry run found: the good and bad rows, each bad row's reason, and whether to import all or only the good ones. */
export function ImportSummary({ summary, fields, mode, onMode }: { summary: Summary; fields: Field[]; mode: 'all' | 'valid'; onMode: (mode: 'all' | 'valid') => void }) {
  const t = useTranslations('import');
  const serverMessage = useServerMessage();
  const errorText = (e: RowError) => serverMessage(e, fields.find((x) => x.name === e.field)?.label);
  return (
<div className="space-y-2 text-sm">
      <p role="status">{t('summary', { valid: summary.valid, invalid: summary.invalid, total: summary.total })}</p>
      {summary.errors.length ? (
        <div className="max-h-60 overflow-auto rounded border border-slate-200">
          <DataTable
            label={t('errors')}
            rows={summary.errors.map((e, id) => ({ ...e, id }))}
            columns={[
              { id: 'row', header: t('row'), cell: (e) => e.row, numeric: true },
              { id: 'field', header: t('field'), cell: (e) => e.column ?? e.field },
              { id: 'message', header: t('message'), cell: (e) => errorText(e) },
            ]}
          />
        </div>
      ) : null}
      {summary.errors_truncated ? <p className="text-xs text-slate-500">{t('truncated', { n: summary.errors.length })}</p> : null}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('modeLegend')}</legend>
        <label className="flex items-center gap-1">
          <input type="radio" name="import-mode" checked={mode === 'all'} onChange={() => onMode('all')} />
          {t('modeAll')}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name="import-mode" checked={mode === 'valid'} onChange={() => onMode('valid')} />
          {t('modeValid')}
        </label>
      </fieldset>
    </div>
  );
}
