import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts as Record<string, string>;
/** The Node options a script sets before the operator's own NODE_OPTIONS. */
const optionsOf = (script: string) => /^NODE_OPTIONS="(.*) \$\{NODE_OPTIONS:-\}" /.exec(script)?.[1];

describe('the servers are started with bounded heaps (bench/RESULTS.md, Import)', () => {
  it('npm start and npm run worker set the same heap options, before the operator\'s own', () => {
    expect(optionsOf(scripts.start)).toBeTruthy();
    expect(optionsOf(scripts.worker)).toBe(optionsOf(scripts.start));
    expect(scripts.start.endsWith('next start')).toBe(true);
  });

  it('keeps the old generation under 2 GB, where V8 would let garbage grow fourfold, and well above what the app holds live', () => {
    const limit = Number(/--max-old-space-size=(\d+)/.exec(optionsOf(scripts.start) ?? '')?.[1]);
    expect(limit).toBeGreaterThanOrEqual(512);
    expect(limit).toBeLessThan(2048);
  });
});
