import { z } from 'zod';
import { goals } from '@/db/schema';
import { toCents } from '@/lib/money';
import { defineResource } from '@/lib/engine/define';
import { decimal, integer, text, textArea } from '@/lib/engine/fields';

/** How far a goal is: current / target as a whole percent, rounded down (99.9% is not done), never below 0. */
export function goalPercent(current: string, target: string): number {
  const t = toCents(target);
  const c = toCents(current);
  if (t <= 0n || c <= 0n) return 0;
  return Number((c * 100n) / t);
}

/** Yearly Goal Tracker [33]: the company's goals of each year, with target, where it stands and the percent done. */
export const goalsResource = defineResource({
  name: 'goals',
  domainId: 33,
  table: goals,
  input: z.object({
    year: integer('Year', { required: true, min: 2000, max: 2100 }),
    display_name: text('Goal', { required: true }),
    target: decimal('Target', { required: true, places: 2, min: 1, max: 9_999_999_999 }),
    current: decimal('Current value', { places: 2, min: 0, max: 9_999_999_999 }),
    notes: textArea('Notes'),
  }),
  columns: ['year', 'display_name', 'target', 'current', 'percent'],
  titleField: 'display_name',
  search: ['display_name'],
  sort: ['year', 'display_name', 'created_at'],
  filter: ['year'],
  computed: (row) => ({ percent: goalPercent(String(row.current), String(row.target)) }),
  kinds: { percent: 'integer', target: 'decimal', current: 'decimal' },
  terminology: 'goal',
  permission: 'goal',
  features: {},
});
