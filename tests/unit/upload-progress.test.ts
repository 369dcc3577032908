import { describe, expect, it } from 'vitest';
import { overallPercent, type Upload } from '@/components/windows/file-uploads';

const up = (size: number, percent: number, state: Upload['state']): Upload => ({ key: `${size}-${percent}-${state}`, name: 'f', size, percent, state });

describe('the overall bar of a drop (issue 37)', () => {
  it('weighs each file by its bytes, not by its count', () => {
    // 900 bytes half sent and 100 bytes not yet: 450 of 1,000.
    expect(overallPercent([up(900, 50, 'sending'), up(100, 0, 'checking')])).toBe(45);
    expect(overallPercent([up(100, 100, 'done'), up(900, 0, 'checking')])).toBe(10);
  });
  it('leaves a cancelled file out and counts a done one whole', () => {
    expect(overallPercent([up(500, 30, 'cancelled'), up(500, 0, 'done')])).toBe(100);
    expect(overallPercent([up(0, 0, 'done'), up(0, 0, 'done')])).toBe(100);
    expect(overallPercent([up(0, 0, 'checking')])).toBe(0);
  });
  it('is absent with nothing listed', () => {
    expect(overallPercent([])).toBeNull();
    expect(overallPercent([up(10, 0, 'cancelled')])).toBeNull();
  });
});
