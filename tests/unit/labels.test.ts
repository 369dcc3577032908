import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/api/registry';
import { describeResource, type FieldDescription } from '@/lib/engine/describe';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** The text at a dotted message key, if it is one. */
const textAt = (messages: object, key: string): string | undefined => {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
  return typeof found === 'string' ? found : undefined;
};

/** Every field a window labels: list columns, filters, input fields and the fields of their lines. */
function labelled(name: string): { where: string; field: FieldDescription }[] {
  const meta = describeResource(resources.get(name)!, resources);
  const out: { where: string; field: FieldDescription }[] = [];
  const walk = (where: string, fields: FieldDescription[]) =>
    fields.forEach((field) => {
      out.push({ where: `${name} ${where} ${field.name}`, field });
      if (field.fields) walk(`${where} ${field.name} >`, field.fields);
    });
  walk('column', meta.column_fields);
  walk('filter', meta.filter_fields);
  walk('field', meta.fields);
  return out;
}

describe('field labels', () => {
  it.each([...resources.keys()])('has a label in English and Spanish for every field of %s', (name) => {
    const missing = labelled(name).flatMap(({ where, field }) =>
      Object.entries({ en, es }).flatMap(([language, messages]) => (field.label_keys.some((key) => textAt(messages, key)) ? [] : [`${where} (${language}: ${field.label_keys.join(' | ')})`])),
    );
    expect(missing).toEqual([]);
  });

  it('looks a label up in the resource first, then in the shared fields', () => {
    const number = describeResource(resources.get('checks')!, resources).fields.find((f) => f.name === 'number')!;
    expect(number.label_keys).toEqual(['resources.checks.fields.number', 'fields.number']);
    const first = (messages: object) => number.label_keys.map((key) => textAt(messages, key)).find(Boolean);
    expect(first(en)).toBe('Check number');
    expect(first(es)).toBe('Número de cheque');
    expect(textAt(en, 'fields.number')).toBe('Number');
  });

  it('gives the fields of a set of lines their own keys: a contact person’s name is not its owner’s', () => {
    const contacts = describeResource(resources.get('customers')!, resources).fields.find((f) => f.name === 'contacts')!;
    const name = contacts.fields!.find((f) => f.name === 'display_name')!;
    expect(name.label_keys).toEqual(['resources.customers.lines.contacts.display_name', 'lines.contacts.display_name', 'fields.display_name']);
    expect(textAt(en, 'lines.contacts.display_name')).toBe('Name');
  });
});
