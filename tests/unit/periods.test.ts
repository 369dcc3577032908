import { describe, expect, it } from 'vitest';
import { comparePeriod, presetPeriod } from '@/lib/workspace/periods';

describe('report periods', () => {
  it('gives the presets from today', () => {
    expect(presetPeriod('this_month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('this_quarter', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('year_to_date', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
    expect(presetPeriod('last_year', '2026-11-24')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('compares with the period before or the year before', () => {
    expect(comparePeriod({ from: '2026-03-01', to: '2026-03-31' }, 'previous_period')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(comparePeriod({ from: '2026-10-01', to: '2026-12-31' }, 'previous_period')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(comparePeriod({ from: '2026-06-10', to: '2026-06-19' }, 'previous_period')).toEqual({ from: '2026-05-31', to: '2026-06-09' });
    expect(comparePeriod({ from: '2024-02-01', to: '2024-02-29' }, 'previous_year')).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    expect(comparePeriod({ from: '2026-01-01', to: '2026-11-24' }, 'previous_year')).toEqual({ from: '2025-01-01', to: '2025-11-24' });
  });
});
