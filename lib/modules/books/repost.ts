import { eq } from 'drizzle-orm';
import { ValidationError } from '@/lib/engine/errors';
import { postJournal, reverseJournal, type Journal, type Posting } from '@/lib/modules/books/post';
import type { ResourceContext, ResourceTable, Row } from '@/lib/engine/define';

/** A document changed after posting: its journal is reversed and the new version posted (both kept). */
export async function repost(ctx: ResourceContext, journalId: number | null, posting: Posting): Promise<Journal> {
  if (journalId) await reverseJournal(ctx, journalId, { memo: `Changed: reversal of the earlier posting` });
  return postJournal(ctx, posting);
}

/** Voids a posted document (a transfer, a deposit): its journal reversed, the record kept with status 0. */
export async function voidPosted(ctx: ResourceContext, table: ResourceTable, row: Row, what: string): Promise<Row> {
  if (row.status !== 1) throw ValidationError.field('id', `This ${what} is already void.`);
  await reverseJournal(ctx, row.journalId as number, { memo: `Void of ${what}` });
  const [voided] = (await ctx.tx.update(table).set({ status: 0, updatedAt: new Date() } as never).where(eq(table.id, row.id)).returning()) as Row[];
  return voided;
}
