'use client';

import { useTranslations } from 'next-intl';
import type { FieldDescription } from '@/lib/engine/describe';
import { AmountInput } from './amount-input';
import { DateInput } from './date-input';
import { useFieldLabel } from './field-label';
import { RefInput } from './ref-input';

type Line = Record<string, unknown>;

/** An empty line of a set: what a new row starts as. */
export const emptyLine = (fields: FieldDescription[]): Line => Object.fromEntries(fields.map((f) => [f.name, f.kind === 'flag' ? 0 : f.kind === 'ref' ? null : '']));

/**
 * The rows of a nested set (journal lines, check lines, rates, addresses...): a small grid,
 * one input per field (amounts and dates as the person writes them), rows added and removed.
 * Errors of a row's fields come from the server.
 */
export function LinesInput({ id, fields, value, onChange, errors }: { id: string; fields: FieldDescription[]; value: Line[]; onChange: (v: Line[]) => void; errors: Record<string, string> }) {
  const t = useTranslations('form');
  const label = useFieldLabel();
  const set = (i: number, name: string, v: unknown) => onChange(value.map((line, j) => (j === i ? { ...line, [name]: v } : line)));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs" id={id}>
        <thead>
          <tr className="text-left text-slate-600">
            {fields.map((f) => (
              <th key={f.name} className="px-1 py-1 font-medium">
                {label(f.name, f.label, f.label_keys)}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {value.map((line, i) => (
            <tr key={i} className="align-top">
              {fields.map((f) => {
                const error = errors[`${i}.${f.name}`];
                const name = `${label(f.name, f.label, f.label_keys)} ${i + 1}`;
                const cls = `w-full min-w-20 rounded border px-1.5 py-1 ${error ? 'border-red-500' : 'border-slate-300'}`;
                return (
                  <td key={f.name} className="px-1 py-0.5" title={error}>
                    {f.kind === 'ref' && f.collection ? (
                      <RefInput id={`${id}-${i}-${f.name}`} collection={f.collection} value={(line[f.name] as number) ?? null} invalid={!!error} onChange={(v) => set(i, f.name, v)} />
                    ) : f.kind === 'flag' ? (
                      <input aria-label={name} type="checkbox" checked={line[f.name] === 1 || line[f.name] === true} onChange={(e) => set(i, f.name, e.target.checked ? 1 : 0)} />
                    ) : f.kind === 'choice' ? (
                      <select aria-label={name} value={String(line[f.name] ?? '')} onChange={(e) => set(i, f.name, e.target.value)} className={cls}>
                        <option value="">—</option>
                        {Object.entries(f.options ?? {}).map(([v, text]) => (
                          <option key={v} value={v}>
                            {text}
                          </option>
                        ))}
                      </select>
                    ) : f.kind === 'money' ? (
                      <AmountInput aria-label={name} value={String(line[f.name] ?? '')} onChange={(v) => set(i, f.name, v)} className={`${cls} text-right`} />
                    ) : f.kind === 'date' ? (
                      <DateInput aria-label={name} value={String(line[f.name] ?? '')} onChange={(v) => set(i, f.name, v)} className={cls} />
                    ) : (
                      <input aria-label={name} value={String(line[f.name] ?? '')} maxLength={f.max} onChange={(e) => set(i, f.name, e.target.value)} className={cls} />
                    )}
                    {error ? <p className="text-[10px] text-red-600">{error}</p> : null}
                  </td>
                );
              })}
              <td className="px-1 py-0.5">
                <button type="button" aria-label={t('removeLine', { n: i + 1 })} onClick={() => onChange(value.filter((_, j) => j !== i))} className="rounded px-1.5 text-slate-500 hover:bg-slate-100">
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => onChange([...value, emptyLine(fields)])} className="mt-1 rounded px-2 py-0.5 text-xs text-brand hover:bg-slate-100">
        + {t('addLine')}
      </button>
    </div>
  );
}
