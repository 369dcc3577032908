import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { read, sources } from '../support/imports';

/**
 * The engine's reads are typed by the table (lib/engine/query.ts) and the hooks get the validated
 * input (lib/modules/books/documents.ts), so the areas need few type assertions. These keep it so:
 * `as X` (not `as const`) and `<X>value` are counted from the syntax tree, so neither SQL text
 * (`select count(*) as total`) nor comments count.
 */
const LIMIT = 40;

type Cast = { file: string; line: number; text: string };

function castsIn(file: string, text: string): { casts: Cast[]; doubled: Cast[]; asserted: Cast[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const at = (node: ts.Node): Cast => ({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText() });
  const result = { casts: [] as Cast[], doubled: [] as Cast[], asserted: [] as Cast[] };
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !(ts.isTypeReferenceNode(node.type) && node.type.getText() === 'const')) {
      result.casts.push(at(node));
      const inner = ts.isParenthesizedExpression(node.expression) ? node.expression.expression : node.expression;
      if (ts.isAsExpression(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword) result.doubled.push(at(node));
    }
    // `input.x!`: a hook's input is the validated input, whose required fields are there.
    if (ts.isNonNullExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'input') {
      result.asserted.push(at(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

const found = sources('lib/modules').map((file) => castsIn(file, read(file)));
const all = (key: 'casts' | 'doubled' | 'asserted') => found.flatMap((f) => f[key]);
const listed = (casts: Cast[]) => casts.map((c) => `${c.file}:${c.line} ${c.text.slice(0, 80)}`);

describe('type assertions in lib/modules', () => {
  it(`counts at most ${LIMIT} casts`, () => {
    const casts = all('casts');
    expect(casts.length, listed(casts).join('\n')).toBeLessThanOrEqual(LIMIT);
  });

  it('has no `as unknown as`', () => {
    expect(listed(all('doubled'))).toEqual([]);
  });

  it('asserts no `input.x!`', () => {
    expect(listed(all('asserted'))).toEqual([]);
  });

  it('counts casts from the syntax, not from SQL text or comments', () => {
    const text = "const a = b as Row; const c = [1] as const; const q = sql`select 1 as total`; // x as Y\nconst d = e as unknown as F; f(input.name!, other.name!);";
    const { casts, doubled, asserted } = castsIn('x.ts', text);
    expect(casts.map((c) => c.text)).toEqual(['b as Row', 'e as unknown as F', 'e as unknown']);
    expect(doubled.map((c) => c.text)).toEqual(['e as unknown as F']);
    expect(asserted.map((c) => c.text)).toEqual(['input.name!']);
  });
});
