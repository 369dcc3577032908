import { describe, expect, it } from 'vitest';
import { assignGroups, CONFIRM_AT } from '@/lib/modules/statements/matching';

const line = (id: number, date: string, amount: string, checkNumber: string | null = null) => ({ id, date, amount, description: `line ${id}`, checkNumber });
const posting = (id: number, date: string, cents: number, checkNumber: string | null = null) => ({ id, date, net: BigInt(cents), words: `posting ${id}`, checkNumber });

describe('group matching', () => {
  it('finds the postings a deposit line holds, and the lines one posting was split into', () => {
    const groups = assignGroups(
      [line(1, '2026-03-04', '1750.00'), line(2, '2026-03-11', '-300.00'), line(3, '2026-03-12', '-200.00')],
      [posting(10, '2026-03-02', 100000), posting(11, '2026-03-03', 75000), posting(12, '2026-03-10', -50000), posting(13, '2026-02-01', 75000)],
    );
    expect(groups.map((g) => [g.lineIds, [...g.postingIds].sort((a, b) => a - b)])).toEqual([
      [[1], [10, 11]],
      [[2, 3], [12]],
    ]);
    expect(groups.every((g) => g.confidence < CONFIRM_AT)).toBe(true);
  });

  it('proposes no group of a check, of the wrong sign, out of the window, or where a single part is the whole', () => {
    expect(assignGroups([line(1, '2026-03-04', '100.00', '1001')], [posting(10, '2026-03-03', 6000), posting(11, '2026-03-03', 4000)])).toEqual([]);
    expect(assignGroups([line(1, '2026-03-04', '100.00')], [posting(10, '2026-03-03', -6000), posting(11, '2026-03-03', -4000)])).toEqual([]);
    expect(assignGroups([line(1, '2026-03-30', '100.00')], [posting(10, '2026-03-03', 6000), posting(11, '2026-03-03', 4000)])).toEqual([]);
  });

  it('holds a group lower where another set fits as well', () => {
    const [only] = assignGroups([line(1, '2026-03-04', '100.00')], [posting(10, '2026-03-04', 6000), posting(11, '2026-03-04', 4000)]);
    const [either] = assignGroups([line(1, '2026-03-04', '100.00')], [posting(10, '2026-03-04', 6000), posting(11, '2026-03-04', 4000), posting(12, '2026-03-03', 4000)]);
    expect(only.confidence).toBe(CONFIRM_AT - 10);
    expect(either.confidence).toBe(50);
  });
});
