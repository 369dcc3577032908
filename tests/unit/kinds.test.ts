import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { KindInput, KINDS, kindOf, type KindField, type KindInputProps } from '@/components/data/kinds';
import { FIELD_KINDS } from '@/lib/engine/fields';
import { parseDecimal } from '@/lib/format';
import { parseDate } from '@/lib/typed-dates';
import en from '@/messages/en.json';

/** Kinds a window of its own draws: a form's lines, a role's rights grid, an upload. */
const DRAWN_ELSEWHERE = new Set(['lines', 'rights', 'file']);

/** A kind's input as the browser first receives it, in English. */
function render(f: KindField, more: Partial<KindInputProps> = {}) {
  const input = createElement(KindInput, { f, id: 'x', value: '', onChange: () => undefined, invalid: false, className: 'box', ...more });
  const Intl = NextIntlClientProvider as (props: { locale: string; timeZone: string; messages: typeof en; children?: ReactNode }) => ReactNode;
  return renderToStaticMarkup(createElement(Intl, { locale: 'en', timeZone: 'UTC', messages: en }, input));
}

describe('the field-kind registry', () => {
  it('has an input, a cell and a filter for every kind /meta publishes that a form draws', () => {
    for (const kind of FIELD_KINDS) {
      if (DRAWN_ELSEWHERE.has(kind)) continue;
      const entry = KINDS[kind];
      expect(entry, kind).toBeDefined();
      expect(typeof entry!.Input, kind).toBe('function');
      expect(['choice', 'text']).toContain(entry!.filter);
      expect(entry!.minWidth).toBeGreaterThan(0);
    }
    // A kind the workspace does not know reads and draws as text.
    expect(kindOf('unheard-of')).toBe(KINDS.text);
  });

  it('limits text to 256 characters and text areas to 1000 where the field says nothing (spec section 5)', () => {
    expect(render({ kind: 'text' })).toContain('maxLength="256"');
    expect(render({ kind: 'textarea' })).toContain('maxLength="1000"');
    expect(render({ kind: 'text', max: 40 })).toContain('maxLength="40"');
    expect(render({ kind: 'textarea' })).toContain('rows="3"');
    expect(render({ kind: 'textarea' }, { compact: true })).toContain('rows="1"');
  });

  it('offers a filter box above a dropdown of more than 9 options, and labels the options in the person’s words', () => {
    const nine = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [String(i), `Option ${i}`]));
    const ten = { ...nine, 9: 'Option 9' };
    expect(render({ kind: 'choice', options: nine })).not.toContain('placeholder="Filter"');
    expect(render({ kind: 'choice', options: ten })).toContain('placeholder="Filter"');
    // In a cell of a line the dropdown's own type-ahead narrows it: no box above every line.
    expect(render({ kind: 'choice', options: ten }, { compact: true })).not.toContain('placeholder="Filter"');
    expect(render({ kind: 'choice', options: { 1: 'Open' } }, { option: (code, text) => `${text} (${code})` })).toContain('Open (1)');
  });

  it('checks what a form cannot send before it is sent', () => {
    const parse = { parseDate: (t: string) => parseDate(t, 'en'), parseDecimal: (t: string) => parseDecimal(t, 'en') };
    expect(kindOf('date').check!('02/30/2026', parse)).toBe('invalidDate');
    expect(kindOf('date').check!('02/28/2026', parse)).toBeNull();
    expect(kindOf('money').check!('12,5x', parse)).toBe('invalidAmount');
    expect(kindOf('decimal').check!('1,500.25', parse)).toBeNull();
    expect(kindOf('text').check).toBeUndefined();
  });

  it('draws each kind as the person expects to type it', () => {
    expect(render({ kind: 'flag' }, { value: 1 })).toMatch(/type="checkbox"[^>]*checked/);
    expect(render({ kind: 'money' }, { value: '12.50' })).toContain('inputMode="decimal"');
    expect(render({ kind: 'email' })).toContain('type="email"');
    expect(render({ kind: 'integer' })).toContain('type="number"');
    expect(render({ kind: 'text' }, { invalid: true, label: 'Memo 2' })).toMatch(/aria-label="Memo 2"[^>]*aria-invalid="true"/);
    // A reference whose chooser is still empty says what to choose first, and takes nothing.
    expect(render({ kind: 'ref' }, { collection: null, waiting: 'Choose Type first' })).toMatch(/disabled[^>]*placeholder="Choose Type first"/);
  });
});
