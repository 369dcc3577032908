import type { FieldDescription } from '@/lib/engine/describe';

/**
 * The rows of a set of lines (an invoice's, a journal entry's) as the form keeps them, and the
 * keyboard's rules over them, pure: what Enter does, where the focus goes after a row is added
 * or removed. Tab never adds a row: it walks on to what follows the lines (their totals, Save).
 */

export type Line = Record<string, unknown>;

/** An empty line of a set: what a new row starts as. */
export const emptyLine = (fields: Pick<FieldDescription, 'name' | 'kind'>[]): Line => Object.fromEntries(fields.map((f) => [f.name, f.kind === 'flag' ? 0 : f.kind === 'ref' ? null : '']));

/** A line nothing was written in (an unticked box counts as nothing): it is not sent, and Enter on it adds none. */
export const isBlankLine = (line: Line) => Object.values(line).every((v) => v === '' || v === null || v === undefined || v === 0);

/** Lines with a debit and a credit column (journal lines): they show running totals. */
export const isBalanced = (fields: Pick<FieldDescription, 'name' | 'kind'>[]) => ['debit', 'credit'].every((name) => fields.some((f) => f.name === name && f.kind === 'money'));

/** Where the focus goes: a row's first field, or the Add line button. */
export type FocusTarget = { row: number } | 'add';

/**
 * Enter in a field of row `i` (a picker's open list takes Enter first): on a row above the last
 * it goes to the next row; on the last it adds a row, only when that one is not blank. On a
 * blank last row it is the form's Enter: save (the blank row is not sent).
 */
export function onEnter(lines: Line[], i: number): { add: boolean; focus: FocusTarget } | 'save' {
  if (i < lines.length - 1) return { add: false, focus: { row: i + 1 } };
  if (isBlankLine(lines[i] ?? {})) return 'save';
  return { add: true, focus: { row: lines.length } };
}

/** After row `i` of `count` rows is removed: the next row (now at `i`), or the Add line button where it was the last. */
export const focusAfterRemove = (i: number, count: number): FocusTarget => (i < count - 1 ? { row: i } : 'add');

/** The lines with an empty one added at the end; with row `i` removed. */
export const addLine = (lines: Line[], fields: Pick<FieldDescription, 'name' | 'kind'>[]) => [...lines, emptyLine(fields)];
export const removeLine = (lines: Line[], i: number) => lines.filter((_, j) => j !== i);
