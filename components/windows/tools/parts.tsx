'use client';

import { DataTable } from '@/components/base/data-table';
import { Plus, X } from 'lucide-react';

/** The tools' shared pieces: a labelled field, the input look, a figure of a result. */
export const INPUT = 'w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-brand focus:outline-none';
export const BUTTON = 'rounded border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-2 focus:outline-brand';
export const PRIMARY = 'rounded bg-brand px-3 py-1 text-sm font-medium text-white hover:opacity-90 focus:outline-2 focus:outline-offset-2 focus:outline-brand';

export function Field({ label, error, children, className = '' }: { label: string; error?: string | null; children: React.ReactNode; className?: string }) {
  return (
    <label className={`flex flex-col gap-1 text-xs font-medium text-slate-600 ${className}`}>
      {label}
      {children}
      {error ? (
        <span role="alert" className="text-xs font-normal text-red-700">
          {error}
        </span>
      ) : null}
    </label>
  );
}

export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <div className="text-xs text-slate-600">{label}</div>
      <div data-testid={testId} className="text-lg font-semibold text-slate-900 tabular-nums">
        {value}
      </div>
    </div>
  );
}

/** A section of a tool's window with its heading. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 border-b border-slate-200 p-4 last:border-b-0">
      <h2 className="text-sm font-semibold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}

/** A table of rows typed in (debts, shifts): its headings, an empty one over each row's remove button. */
/**
 * The rows a tool's person types (debts, shifts) on the one table: a column per field, each cell
 * its input (`cell(row, index)`), and the row's remove button as its action; stacked on a narrow window.
 */
export function RowsTable<R extends { key: number }>({ label, rows, columns, remove }: { label: string; rows: R[]; columns: { id: string; header: string; numeric?: boolean; cell: (row: R, index: number) => React.ReactNode }[]; remove: { label: string; onClick: (row: R) => void } }) {
  const indexed = rows.map((row, index) => ({ id: row.key, row, index }));
  return (
    <DataTable
      label={label}
      rows={indexed}
      columns={columns.map((c) => ({ id: c.id, header: c.header, numeric: c.numeric, cell: ({ row, index }: (typeof indexed)[number]) => c.cell(row, index) }))}
      actions={{ header: remove.label, cell: ({ row }) => <RemoveButton label={remove.label} onClick={() => remove.onClick(row)} /> }}
    />
  );
}

/** The row `key` of `rows` with `patch` applied, the others as they were. */
export const patchRow = <R extends { key: number }>(rows: R[], key: number, patch: Partial<R>) => rows.map((x) => (x.key === key ? { ...x, ...patch } : x));

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} className={BUTTON} onClick={onClick}>
      <X aria-hidden className="size-3.5" />
    </button>
  );
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={`${BUTTON} flex items-center gap-1`} onClick={onClick}>
      <Plus aria-hidden className="size-4" /> {label}
    </button>
  );
}
