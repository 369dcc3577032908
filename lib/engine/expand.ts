import type { Json, Row, Shape, WriteContext } from '@/lib/engine/define';
import type { ExpandTree } from '@/lib/engine/params';
import { together } from '@/db/client';
import { presentCustom } from '@/lib/engine/custom-fields';
import { serializeRow } from '@/lib/engine/serialize';

/**
 * Serializes `rows` of `shape` with the relations named in `tree`: each relation is one query
 * for all the rows together, nested relations one more each (never a query per row).
 */
export async function serializeWith(ctx: WriteContext, shape: Shape, rows: Row[], tree: ExpandTree): Promise<Json[]> {
  const out = rows.map((row) => serializeRow(shape, row, ctx));
  await presentCustom(shape, ctx, out);
  if (shape.stored) {
    const stored = await shape.stored(ctx, rows);
    rows.forEach((row, i) => Object.assign(out[i], stored.get(row.id)));
  }
  // The relations are independent reads: sent at once. Their keys are placed first, in the asked
  // order, so that the answer's shape does not depend on which read came back first.
  for (const item of out) for (const name of tree.keys()) item[name] = null;
  await together(
    [...tree].map(async ([name, subtree]) => {
      const relation = shape.expand![name];
      if (relation.kind === 'value') {
        const values = await relation.load(ctx, rows);
        rows.forEach((row, i) => (out[i][name] = values.get(row.id) ?? null));
        return;
      }
      const related = await relation.load(ctx, rows);
      // Each related record once, however many of the rows name it.
      const children: Row[] = [];
      const seen = new Set<number>();
      for (const list of related.values())
        for (const child of list) {
          if (seen.has(child.id)) continue;
          seen.add(child.id);
          children.push(child);
        }
      const serialized = await serializeWith(ctx, relation.target, children, subtree);
      const byId = new Map<number, Json>();
      children.forEach((child, i) => byId.set(child.id, serialized[i]));
      rows.forEach((row, i) => {
        const mine = (related.get(row.id) ?? []).map((child) => byId.get(child.id));
        out[i][name] = relation.kind === 'one' ? (mine[0] ?? null) : mine;
      });
    }),
  );
  return out;
}
