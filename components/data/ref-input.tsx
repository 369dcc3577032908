'use client';

import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RefWhere } from '@/lib/engine/fields';
import { apiKey } from './changes';
import { useResourceMeta } from './meta';
import { useApi, type Page } from './queries';

/** How many records the list offers, and how long typing rests before it is searched. */
const OFFERED = 10;
const SEARCH_WAIT_MS = 200;

type Item = Record<string, unknown> & { id: number };

/** A record by its collection's title field (`/meta`'s `title_field`), else its id. */
const labelOf = (item: Item, titleField: string | null | undefined) => {
  const title = titleField ? item[titleField] : undefined;
  return title === null || title === undefined || title === '' ? `#${item.id}` : String(title);
};

type Props = {
  id: string;
  collection: string;
  value: number | null;
  onChange: (v: number | null) => void;
  invalid?: boolean;
  /** Only records with these values (the field's `where` in `/meta`) are offered. */
  where?: RefWhere;
  /** The accessible name where no <label> points at the input (a cell of a lines table). */
  label?: string;
  disabled?: boolean;
};

/**
 * Picks a record of another collection: a WAI-ARIA combobox. A click, Down, typing, or focus on
 * an empty picker opens the first records in title order (focus on a chosen one does not: opening
 * a saved record must not cover its form with a list); typing searches them (`q`); Up/Down move, Enter picks, Esc closes
 * (a second Esc is the window's), Tab and a click elsewhere close. The input shows the chosen
 * record's title; emptying it and leaving clears the choice.
 */
export function RefInput({ id, collection, value, onChange, invalid, where, label, disabled }: Props) {
  const t = useTranslations('form');
  const meta = useResourceMeta(collection);
  const titleField = meta?.title_field;
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  // What the person typed since focusing; null shows the chosen record's title.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  // The search waits until typing rests.
  const [searched, setSearched] = useState<string | null>(null);
  const client = useQueryClient();
  // A value that arrives from outside while nothing is typed (a saved record's values reaching
  // the window that had focused this picker while it was still empty) closes the list focus
  // opened: the person did not ask for it. Set during render, as React advises for derived state.
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    if (value != null && typed === null) setOpen(false);
  }

  const filters = Object.entries(where ?? {})
    .map(([name, values]) => `&filter[${encodeURIComponent(name)}]=${values.map((v) => encodeURIComponent(String(v))).join(',')}`)
    .join('');
  const sort = titleField && meta?.sort.includes(titleField) ? `&sort=${titleField}` : '';
  const query = `${collection}?per-page=${OFFERED}${sort}${filters}${searched ? `&q=${encodeURIComponent(searched)}` : ''}`;
  useEffect(() => {
    const timer = setTimeout(() => setSearched(typed), typed ? SEARCH_WAIT_MS : 0);
    return () => clearTimeout(timer);
  }, [typed]);
  // Answers are kept with the query they answer (the cache's key), so a stale one is never shown.
  const found = useApi<Page<Item>>(collection, open && meta && searched === typed ? query : null);
  const items = found.isError ? [] : (found.data?.items ?? null);
  const named = useApi<Item>(collection, value ? `${collection}/${value}` : null).data ?? null;

  const chosen = value ? (named?.id === value ? labelOf(named, titleField) : '') : '';
  const shown = items ?? [];
  const current = open && shown.length ? Math.min(active, shown.length - 1) : -1;
  const optionId = (item: Item) => `${id}-option-${item.id}`;

  const pick = (item: Item) => {
    // The picked record is the one the input names now: no second read for its title.
    client.setQueryData(apiKey(collection, `${collection}/${item.id}`), item);
    onChange(item.id);
    setTyped(null);
    setOpen(false);
  };
  /** Leaving the field: what was typed and not picked goes; an emptied field clears the choice. */
  const leave = () => {
    if (typed === '' && value) onChange(null);
    setTyped(null);
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) return setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (shown.length) setActive((Math.max(current, 0) + step + shown.length) % shown.length);
        return;
      }
      case 'Enter':
        // An open list takes Enter; a closed one leaves it to the form (save).
        if (!open) return;
        event.preventDefault();
        if (current >= 0) pick(shown[current]);
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        setTyped(null);
        setOpen(false);
        return;
      case 'Tab':
        leave();
        return;
    }
  };

  return (
    <Popover.Root open={open && !disabled}>
      <Popover.Anchor asChild>
        <input
          ref={input}
          id={id}
          role="combobox"
          aria-label={label}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(shown[current]) : undefined}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={typed ?? chosen}
          placeholder={t('typeToSearch')}
          autoComplete="off"
          onFocus={() => value == null && setOpen(true)}
          onClick={() => setOpen(true)}
          onChange={(e) => (setTyped(e.target.value), setActive(0), setOpen(true))}
          onKeyDown={onKeyDown}
          className={`w-full min-w-0 rounded-md border px-2 py-1.5 disabled:bg-slate-100 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
        />
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={2}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          // The input itself is outside the list: a click on it keeps the list open.
          onInteractOutside={(e) => (e.target === input.current ? e.preventDefault() : leave())}
          onEscapeKeyDown={(e) => e.preventDefault()}
          className="z-[950] max-h-64 w-[var(--radix-popover-trigger-width)] min-w-48 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          <ul id={listId} role="listbox" aria-label={label ?? t('options')}>
            {shown.map((item, i) => (
              <li
                key={item.id}
                id={optionId(item)}
                role="option"
                aria-selected={i === current}
                // Picked on mouse down, before the input loses its focus.
                onMouseDown={(e) => (e.preventDefault(), pick(item))}
                onMouseMove={() => i !== current && setActive(i)}
                className={`cursor-pointer px-2 py-1 ${i === current ? 'bg-brand text-white' : ''} ${item.id === value && i !== current ? 'font-semibold' : ''}`}
              >
                {labelOf(item, titleField)}
              </li>
            ))}
          </ul>
          {items && !items.length ? <p className="px-2 py-1 text-xs text-slate-500">{t('noOptions')}</p> : null}
          {!items ? <p className="px-2 py-1 text-xs text-slate-500">{t('loading')}</p> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
