import { describe, expect, it } from 'vitest';
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
