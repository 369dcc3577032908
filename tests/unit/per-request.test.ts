import { describe, expect, it } from 'vitest';
import type { ResourceContext } from '@/lib/engine/define';
import { perRequest } from '@/lib/engine/per-request';

const request = () => ({}) as ResourceContext;

describe('a read kept for the request (perRequest)', () => {
  it('is read once per request and key, and again for another request', async () => {
    const reads: string[] = [];
    const read = perRequest(async (_ctx, key: number) => (reads.push(String(key)), key * 2));
    const one = request();
    expect(await Promise.all([read(one, 1), read(one, 1), read(one, 2)])).toEqual([2, 2, 4]);
    expect(await read(request(), 1)).toBe(2);
    expect(reads).toEqual(['1', '2', '1']);
  });

  it('keeps no failed read, and forgets what it is told to', async () => {
    let calls = 0;
    const read = perRequest(async () => {
      calls++;
      if (calls === 1) throw new Error('rolled back');
      return calls;
    });
    const ctx = request();
    await expect(read(ctx, 'k')).rejects.toThrow('rolled back');
    expect(await read(ctx, 'k')).toBe(2);
    expect(await read(ctx, 'k')).toBe(2);
    read.forget(ctx);
    expect(await read(ctx, 'k')).toBe(3);
    // One key forgotten, the others kept.
    expect(await read(ctx, 'j')).toBe(4);
    read.forget(ctx, 'k');
    expect(await read(ctx, 'j')).toBe(4);
    expect(await read(ctx, 'k')).toBe(5);
  });
});
