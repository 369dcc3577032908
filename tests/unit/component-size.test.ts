import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 150;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []));
}

/** Every component (a function named with a capital) of a file, with its length in lines. */
function components(file: string): { name: string; lines: number }[] {
  const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    const named = ts.isFunctionDeclaration(node) ? node.name?.text : (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : undefined;
    if (named && /^[A-Z]/.test(named)) found.push({ name: named, lines: src.getLineAndCharacterOfPosition(node.end).line - src.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

// Issue 36, item 9: a window is drawn by parts of its own (a table, a footer, a field by kind), each
// small enough to read at once, rather than by one function holding every state and every branch.
describe('the components', () => {
  it(`have no function over ${MAX_LINES} lines`, () => {
    const long = sources('components').flatMap((file) => components(file).filter((c) => c.lines > MAX_LINES).map((c) => `${file} ${c.name}: ${c.lines} lines`));
    expect(long).toEqual([]);
  });
});
