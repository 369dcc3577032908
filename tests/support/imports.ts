import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's own source files, read as text for the tests of its structure (layers, writes). */
export const root = join(__dirname, '..', '..');

export const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The .ts and .tsx files under `dir` (a repository path), migrations left out. */
export function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'migrations' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/**
 * Every way a file names another: `import … from`, `export … from`, a bare `import 'x'`, a lazy
 * `import('x')` and `require('x')`.
 */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The repository paths a file imports, as written (the `@/` alias and relative paths; packages left out). */
export function importsOf(file: string): string[] {
  return [...read(file).matchAll(SPECIFIER)]
    .map((m) => m[1])
    .flatMap((spec) => (spec.startsWith('@/') ? [spec.slice(2)] : spec.startsWith('.') ? [relative(root, join(root, file, '..', spec))] : []));
}

/** The file an import names (`lib/x` is `lib/x.ts`, `lib/x.tsx` or `lib/x/index.ts`), if it is one. */
function resolved(path: string): string | undefined {
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find((p) => /\.(ts|tsx)$/.test(p) && existsSync(join(root, p)));
}

/** lib/'s files and, for each, the lib/ files it imports. */
export function importGraph(): Map<string, string[]> {
  return new Map(
    sources('lib').map((file) => [
      file,
      importsOf(file)
        .filter((target) => target.startsWith('lib/'))
        .flatMap((target) => resolved(target) ?? []),
    ]),
  );
}

/** The folder of lib/ a file belongs to: `lib/modules/<area>`, `lib/<folder>`, or `lib/<file>` for a file directly under lib/. */
export function folderOf(file: string): string {
  const [, top, area] = file.split('/');
  return top === 'modules' ? `lib/modules/${area}` : `lib/${top.replace(/\.tsx?$/, '')}`;
}

/** Every folder of lib/ in the sense of `folderOf`. */
export function libFolders(): string[] {
  return [...new Set(sources('lib').map(folderOf))].sort();
}
