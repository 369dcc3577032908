'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/components/workspace/api';
import { useResourceMeta } from './meta';

/** Autocomplete waits for 3 characters and 500 ms of quiet (spec section 5). */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_WAIT_MS = 500;

type Item = Record<string, unknown> & { id: number };

/** A record by its collection's title field (`/meta`'s `title_field`), else its id. */
const labelOf = (item: Item, titleField: string | null | undefined) => {
  const title = titleField ? item[titleField] : undefined;
  return title === null || title === undefined || title === '' ? `#${item.id}` : String(title);
};

/** Picks a record of another collection by typing part of its title. */
export function RefInput({ id, collection, value, onChange, invalid }: { id: string; collection: string; value: number | null; onChange: (v: number | null) => void; invalid?: boolean }) {
  const t = useTranslations('form');
  const titleField = useResourceMeta(collection)?.title_field;
  const [text, setText] = useState('');
  // Answers are kept with the text or id they answer, so a stale one is never shown.
  const [found, setFound] = useState<{ text: string; items: Item[] }>({ text: '', items: [] });
  const [named, setNamed] = useState<Item | null>(null);
  const options = found.text === text ? found.items : [];
  const chosen = value ? (named?.id === value ? labelOf(named, titleField) : `#${value}`) : '';

  useEffect(() => {
    if (!value) return;
    apiFetch<Item>(`${collection}/${value}`).then(setNamed, () => {});
  }, [collection, value]);

  useEffect(() => {
    if (text.length < AUTOCOMPLETE_MIN_CHARS) return;
    const timer = setTimeout(() => {
      apiFetch<{ items: Item[] }>(`${collection}?q=${encodeURIComponent(text)}&per-page=10`).then((r) => setFound({ text, items: r.items }), () => setFound({ text, items: [] }));
    }, AUTOCOMPLETE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [collection, text]);

  return (
    <div className="space-y-1">
      {value ? (
        <p className="flex items-center gap-2 text-sm">
          <span className="rounded bg-slate-100 px-2 py-0.5">{chosen}</span>
          <button type="button" className="text-xs text-slate-500 hover:underline" onClick={() => onChange(null)}>
            {t('clear')}
          </button>
        </p>
      ) : null}
      <input id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('typeToSearch')} aria-invalid={invalid || undefined} className="w-full rounded-md border border-slate-300 px-2 py-1.5" autoComplete="off" />
      {text.length >= AUTOCOMPLETE_MIN_CHARS ? (
        options.length ? (
          <ul role="listbox" className="max-h-40 overflow-auto rounded border border-slate-200 bg-white text-sm shadow">
            {options.map((o) => (
              <li key={o.id}>
                <button type="button" role="option" aria-selected={o.id === value} className="w-full px-2 py-1 text-left hover:bg-slate-100" onClick={() => (onChange(o.id), setText(''))}>
                  {labelOf(o, titleField)}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-slate-500">{t('noOptions')}</p>
        )
      ) : null}
    </div>
  );
}
