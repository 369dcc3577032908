import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies point one way (DESIGN.md): app -> components -> lib/api -> lib/modules ->
 * lib/engine -> db. Each layer names the layers it must never import.
 */
const root = join(__dirname, '..', '..');

const RULES: { layer: string; never: string[]; except?: string[] }[] = [
  { layer: 'lib/engine/', never: ['lib/modules/', 'lib/api/', 'components/', 'app/'] },
  { layer: 'lib/modules/', never: ['lib/api/', 'components/', 'app/'] },
  { layer: 'lib/api/', never: ['components/', 'app/'] },
  { layer: 'components/', never: ['app/'] },
  // The demo seed composes a company through the API's registry, as the app does.
  { layer: 'db/', never: ['lib/modules/', 'lib/api/', 'lib/engine/', 'components/', 'app/'], except: ['db/seed.ts'] },
];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'migrations' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The repository paths a file imports (the `@/` alias and relative paths; packages left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)]
    .map((m) => m[1])
    .flatMap((spec) => (spec.startsWith('@/') ? [spec.slice(2)] : spec.startsWith('.') ? [relative(root, join(root, file, '..', spec))] : []));
}

describe('the layers of the code', () => {
  for (const rule of RULES) {
    it(`${rule.layer} imports none of ${rule.never.join(', ')}`, () => {
      const wrong = sources(rule.layer.replace(/\/$/, ''))
        .filter((file) => !rule.except?.includes(file))
        .flatMap((file) => importsOf(file).filter((target) => rule.never.some((layer) => target.startsWith(layer))).map((target) => `${file} -> ${target}`));
      expect(wrong).toEqual([]);
    });
  }

});
