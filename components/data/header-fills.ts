'use client';

import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldDescription } from '@/lib/engine/describe';
import { apiValue, filledFrom, type Formats } from './form-values';
import { useReader } from './queries';

type Values = Record<string, unknown>;

/**
 * The values a form's references fill as the person types (`fills` in `/meta`): choosing a
 * customer fills the document's addresses and terms, the terms its due date, from the views the
 * server computes them with (`fills_via`); a fill runs again when the fields its view takes
 * change (the document's date). A fill never writes over what the person typed: only a field
 * left empty or filled before.
 */
export function useHeaderFills(form: UseFormReturn<Values>, fields: FieldDescription[], formats: Formats) {
  const read = useReader();
  // The fields a fill wrote and the person has not changed since.
  const filled = useRef(new Set<string>());
  // Each fill's last request: an older answer arriving late is dropped.
  const asked = useRef(new Map<string, number>());
  const byName = new Map(fields.map((f) => [f.name, f]));
  const fillers = fields.filter((f) => f.kind === 'ref' && f.fills && f.collection);

  /** The query a fill's view is read with: its parameters as the API takes them, those left empty or unreadable left out. */
  const paramsOf = (f: FieldDescription) =>
    new URLSearchParams(
      (f.fills_via?.params ?? []).flatMap((p) => {
        const field = byName.get(p);
        const v = field ? apiValue(field, form.getValues(p), formats) : form.getValues(p);
        const readable = !(field?.kind === 'date' && typeof v === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(v));
        return readable && (typeof v === 'string' || typeof v === 'number') && v !== '' ? [[p, String(v)]] : [];
      }),
    ).toString();

  const run = async (f: FieldDescription, id: number) => {
    const n = (asked.current.get(f.name) ?? 0) + 1;
    asked.current.set(f.name, n);
    const via = f.fills_via;
    const query = via ? paramsOf(f) : '';
    const answer = await read<Values>(f.collection!, via ? `${f.collection}/${id}/${via.view}${query ? `?${query}` : ''}` : `${f.collection}/${id}`).catch(() => null);
    if (!answer || asked.current.get(f.name) !== n || form.getValues(f.name) !== id) return;
    for (const [name, value] of Object.entries(filledFrom(answer, f.fills!, fields, formats, { empties: true }))) {
      const now = form.getValues(name);
      if (!(now === '' || now === null || now === undefined || filled.current.has(name)) || now === value) continue;
      form.setValue(name, value, { shouldDirty: true });
      filled.current.add(name);
      // A filled reference fills in its turn (the terms, the due date).
      const next = byName.get(name);
      if (next?.fills && typeof value === 'number') void run(next, value);
    }
  };

  // A fill runs again when what its view is given changes (the date, for a due date).
  const watched = form.watch(fillers.flatMap((f) => f.fills_via?.params ?? []));
  const key = JSON.stringify(watched);
  const last = useRef(new Map<string, string>());
  useEffect(() => {
    for (const f of fillers) {
      if (!f.fills_via?.params.length) continue;
      const query = paramsOf(f);
      const was = last.current.get(f.name);
      last.current.set(f.name, query);
      const id = form.getValues(f.name);
      if (was !== undefined && was !== query && typeof id === 'number') void run(f, id);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the watched values change
  }, [key]);

  return {
    /** The person chose a record in `f`: what it fills follows. */
    picked: (f: FieldDescription, id: number | null) => {
      filled.current.delete(f.name);
      if (id && f.fills) void run(f, id);
    },
    /** The person wrote in a field: no fill writes over it. */
    typed: (name: string) => filled.current.delete(name),
    /** A record was loaded: what it holds is the person's, nothing was filled. */
    loaded: () => {
      filled.current.clear();
      for (const f of fillers) last.current.set(f.name, paramsOf(f));
    },
  };
}
