import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromZod } from '@/lib/engine/errors';
import { email, money, ref, text } from '@/lib/engine/fields';
import { MESSAGES, say } from '@/lib/engine/messages';
import { MAX_AMOUNT_TEXT } from '@/lib/money';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { read, sources } from '../support/imports';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return fieldErrorsFromZod(parsed.error);
};

describe('coded validation messages', () => {
  it('every code has words in both languages, the English the same as the API’s', () => {
    expect(en.errors).toEqual(MESSAGES);
    expect(Object.keys(es.errors).sort()).toEqual(Object.keys(MESSAGES).sort());
    expect(MESSAGES.journalTooLarge).toContain(MAX_AMOUNT_TEXT);
  });

  it('the field builders answer the English text with its code and params', () => {
    const schema = z.object({ display_name: text('Display Name', { required: true }), email: email('E-mail'), amount: money('Amount', { min: 0 }), vendor_id: ref('Vendor') });
    expect(errorsOf(schema, { email: 'nope', amount: '-1', vendor_id: 'x' })).toEqual([
      { field: 'display_name', message: 'Display Name cannot be blank.', code: 'blank', params: { field: 'Display Name' } },
      { field: 'email', message: 'E-mail is not a valid email address.', code: 'email', params: { field: 'E-mail' } },
      { field: 'amount', message: 'Amount must be no less than 0.', code: 'tooSmall', params: { field: 'Amount', min: 0 } },
      { field: 'vendor_id', message: 'Vendor is invalid.', code: 'invalid', params: { field: 'Vendor' } },
    ]);
    expect(errorsOf(schema, { display_name: '', amount: '1.234' })[0]).toMatchObject({ code: 'blank' });
    expect(errorsOf(schema, { display_name: 'x', amount: '1.234' })).toEqual([{ field: 'amount', message: 'Amount must be a number with at most 2 decimal places.', code: 'money', params: { field: 'Amount' } }]);
  });

  it('say() fills the English template', () => {
    expect(say('unbalanced', { debits: '10.00', credits: '9.00' })).toEqual({ message: 'Debits and credits must be equal (debits 10.00, credits 9.00).', code: 'unbalanced', params: { debits: '10.00', credits: '9.00' } });
    expect(say('taken', { field: 'Number', value: 'J-1' }).message).toBe('Number "J-1" has already been taken.');
  });

  it('every refusal of lib/ says a code: none is sent as English text alone', () => {
    const files = sources('lib');
    expect(files.length).toBeGreaterThan(300);
    // A refusal thrown, a field error written out (its field may be a template: `lines.${i}.x`), a line helper's `at(field, text)`, an action's refusal.
    const plain = /ValidationError\.field\([^,]+,\s*[`'"][^\n]*|\{ field: [^\n]*?message: [`'"][^\n]*|\bat\('\w+', [`'"][^\n]*|\brefusal: [`'"][^\n]*/g;
    const uncoded = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(plain)].map((m) => `${file}: ${m[0]}`));
    expect(uncoded).toEqual([]);
  });

  it('writes each English message once, in messages/en.json: no code quotes one (comments aside)', () => {
    const quoted = (text: string) => ["'" + text.replace(/'/g, "\\'") + "'", `"${text}"`, `\`${text}\``];
    const code = (file: string) => read(file).split('\n').filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line)).join('\n');
    const twice = ['lib', 'components', 'app'].flatMap(sources).flatMap((file) => {
      const text = code(file);
      return Object.entries(en.errors).filter(([, english]) => quoted(english).some((literal) => text.includes(literal))).map(([key]) => `${file}: ${key}`);
    });
    expect(twice).toEqual([]);
  });
});
