import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('translations', () => {
  it('Spanish has every English key and no other', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('no text is left empty', () => {
    for (const [name, tree] of Object.entries({ en, es })) {
      const flat = keys(tree).map((k) => k.split('.').reduce<any>((node, part) => node[part], tree));
      expect(flat.filter((text) => typeof text !== 'string' || !text.trim()), name).toEqual([]);
    }
  });
});

describe('terminology in titles', () => {
  it('replaces a bracketed term with the company’s word, in either language', async () => {
    const { applyTerms } = await import('@/lib/terminology/apply');
    const { app } = await import('@/lib/api/modules');
    const terms = { ...app.terms.en, customer: { singular: 'Patient', plural: 'Patients', article: 'a' } };
    expect(applyTerms('[Customers]', terms, app.terms)).toBe('Patients');
    expect(applyTerms('Top [Customers] report', terms, app.terms)).toBe('Top Patients report');
    expect(applyTerms('[Clientes]', terms, app.terms)).toBe('Patients');
    expect(applyTerms('[Vendors]', terms, app.terms)).toBe('Vendors');
    expect(applyTerms('Plain title', terms, app.terms)).toBe('Plain title');
  });
});

describe('gem text', () => {
  it('every gem has its title in messages (the one place it is written), and each that opens a window its description', async () => {
    // The shipped app's gems: a test area's text is not the app's.
    const GEMS = (await vi.importActual<typeof import('@/lib/api/modules')>('@/lib/api/modules')).app.desk.gems;
    const titles: Record<string, string> = en.gems;
    const descriptions: Record<string, string> = en.gemDescriptions;
    expect(GEMS.filter((g) => !titles[g.id]).map((g) => g.id)).toEqual([]);
    expect(Object.keys(titles).filter((id) => !GEMS.some((g) => String(g.id) === id))).toEqual([]);
    expect(Object.keys(descriptions).filter((id) => !GEMS.some((g) => String(g.id) === id && g.window))).toEqual([]);
  });
});
