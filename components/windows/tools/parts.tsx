'use client';

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
export function RowsTable({ headings, children, className = '' }: { headings: { label: string; right?: boolean }[]; children: React.ReactNode; className?: string }) {
  return (
    <div className="overflow-x-auto">
      <table className={`text-left ${className}`}>
        <thead className="text-xs text-slate-600">
          <tr>
            {headings.map((h) => (
              <th key={h.label} className={`pr-2 font-medium ${h.right ? 'text-right' : ''}`}>
                {h.label}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
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
