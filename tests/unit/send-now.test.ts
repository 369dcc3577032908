import { describe, expect, it } from 'vitest';
import { cellText } from '@/components/data/cell';
import { resources } from '@/lib/api/registry';
import { describeResource } from '@/lib/engine/describe';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** The spec's display rule: a schedule whose schedule_time is 0 or empty shows "Send Now" (en and es), in its list and its form. */
describe('a schedule sent at once shows Send Now', () => {
  const meta = describeResource(resources.get('schedulars')!, resources);
  const column = meta.column_fields.find((f) => f.name === 'schedule_time')!;
  const input = meta.fields.find((f) => f.name === 'schedule_time')!;

  it('is published by the definition for the list column and the form field', () => {
    expect(column).toMatchObject({ kind: 'datetime', empty: 'sendNow' });
    expect(input).toMatchObject({ kind: 'datetime', empty: 'sendNow' });
    expect(describeResource(resources.get('emails')!, resources).column_fields.find((f) => f.name === 'schedule_time')?.empty).toBe('sendNow');
  });

  it('reads Send Now in English and Enviar ahora in Spanish where the time is none or 0, the time otherwise', () => {
    for (const [messages, text] of [[en, 'Send Now'], [es, 'Enviar ahora']] as const) {
      const words = { yes: 'y', no: 'n', empty: (code: string) => (messages.emptyValues as Record<string, string>)[code] };
      expect(cellText(column, { schedule_time: null }, words)).toBe(text);
      expect(cellText(column, { schedule_time: 0 }, words)).toBe(text);
      expect(cellText(column, { schedule_time: Date.UTC(2026, 2, 2) / 1000 }, words)).toMatch(/2026/);
    }
    // A date without the rule stays empty.
    expect(cellText({ name: 'created_at', kind: 'datetime' }, { created_at: null }, { yes: 'y', no: 'n', empty: () => 'x' })).toBe('');
  });
});
