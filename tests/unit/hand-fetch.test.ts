import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []));
}

/** The effects of a file that call the API themselves (`apiFetch`, `apiCall`), but those a comment above calls "One-off" (with why). */
function handFetches(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const callsApi = (node: ts.Node): boolean => (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['apiFetch', 'apiCall'].includes(node.expression.text)) || ts.forEachChild(node, callsApi) === true;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useEffect' && node.arguments[0] && callsApi(node.arguments[0])) {
      const statement = ts.isExpressionStatement(node.parent) ? node.parent : node;
      const comments = (ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? []).map((c) => text.slice(c.pos, c.end)).join('\n');
      if (!/One-off/.test(comments)) found.push(`${file}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

// Issue 36, item 2: a window reads through the shared data layer (components/data/queries.ts), so
// its reads are cached and made stale by what a write declares it changes; an effect that fetches
// by hand keeps what it read however the data changes (the settings window kept the Print Queue's
// signer rule stale). A fetch that is truly one-off (a preview POST) says so, and why, above it.
describe('the windows', () => {
  it('fetch nothing by hand in an effect', () => {
    expect(sources('components/windows').flatMap(handFetches)).toEqual([]);
  });
});
