import { z } from 'zod';
import { documentSequences } from '@/db/schema';
import { defineResource, type Resource } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { integer, text, textChoice } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import type { Terms } from '@/lib/engine/module';
import { isIntegerSeries } from '@/lib/engine/numbering';

/**
 * Numbering series (numbering-series, Settings > Numbering): one row per company and document
 * type the definitions number (their `numbering`, lib/engine/numbering.ts), with its prefix,
 * zero-fill width and next number. A series appears once a document took a number or once it is
 * added here (to set a prefix before the first invoice). Series kept per record of another
 * collection (checks, per bank account) are edited on that record and left out (`scope` 0 only).
 *
 * The next number may be set lower than numbers already used: a number held by a record is
 * skipped when its turn comes, so none repeats (docs/decisions.md).
 */
export function numberingSeriesResource(numbered: Resource[], terms: Terms): Resource {
  const series = new Map<string, { label: string; integer: boolean }>();
  for (const def of numbered) {
    if (!def.numbering || def.numbering.per || series.has(def.numbering.series)) continue;
    series.set(def.numbering.series, { label: terms.en[def.terminology]?.plural ?? def.name, integer: isIntegerSeries(def) });
  }
  const labels = Object.fromEntries([...series].map(([name, { label }]) => [name, label]));

  return defineResource({
    name: 'numbering-series',
    table: documentSequences,
    fixed: { scope: 0 },
    input: z.object({
      kind: textChoice('Document type', labels, { required: true }),
      prefix: text('Prefix', { max: 16 }),
      padding: integer('Padding (digits)', { min: 0, max: 12 }),
      next_value: integer('Next number', { min: 1 }),
    }),
    columns: ['kind', 'prefix', 'padding', 'next_value'],
    search: ['kind', 'prefix'],
    sort: ['kind', 'next_value'],
    filter: ['kind'],
    unique: ['kind'],
    titleField: 'kind',
    terminology: 'numbering_series',
    permission: 'settings',
    features: {},
    prepare(_ctx, input, existing) {
      const errors: FieldError[] = [];
      if (existing && input.kind !== undefined && input.kind !== existing.kind) errors.push({ field: 'kind', ...say('seriesKindFixed') });
      // Checks' and layouts' numbers are integers: they take no prefix or padding.
      if (series.get(input.kind ?? existing?.kind ?? '')?.integer) {
        if (input.prefix) errors.push({ field: 'prefix', ...say('seriesNumbersOnly') });
        if (input.padding) errors.push({ field: 'padding', ...say('seriesNumbersOnly') });
      }
      if (errors.length) throw new ValidationError(errors);
      // Emptied, they mean none: no prefix, no zero-fill.
      return { ...(input.prefix === null ? { prefix: '' } : {}), ...(input.padding === null ? { padding: 0 } : {}) };
    },
  });
}
