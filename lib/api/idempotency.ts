import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';

import type { FileAnswer } from '@/lib/engine/define';

/** An answer of the collection API: JSON, or a file (a PDF) sent as its bytes. */
export type Reply = { status: number; body: unknown; headers?: Record<string, string>; file?: FileAnswer['file'] };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs a POST once per Idempotency-Key (same company, same user, 24 hours): a retry gets the
 * first answer and writes nothing. The key is claimed and the answer stored in the request's
 * own transaction, so a failed attempt leaves no claim behind, and a concurrent retry waits on
 * the claim's unique index until the first commits, then replays it.
 */
export async function idempotent(ctx: ResourceContext, key: string, request: string, run: () => Promise<Reply>): Promise<Reply> {
  if (key.length > 255) throw ValidationError.field('Idempotency-Key', say('tooLong', { field: 'Idempotency-Key', max: 255 }));
  const requestHash = createHash('sha256').update(request).digest('hex');
  const mine = and(eq(idempotencyKeys.companyId, ctx.company.id), eq(idempotencyKeys.userId, ctx.user.id), eq(idempotencyKeys.key, key));
  await ctx.tx.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, new Date(Date.now() - DAY_MS))));
  const [claimed] = await ctx.tx
    .insert(idempotencyKeys)
    .values({ companyId: ctx.company.id, userId: ctx.user.id, key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (!claimed) {
    const [first] = await ctx.tx.select().from(idempotencyKeys).where(mine);
    if (first.requestHash !== requestHash) {
      throw ValidationError.field('Idempotency-Key', say('idempotencyKeyReused'));
    }
    return { status: first.responseStatus ?? 200, body: first.responseBody, headers: { 'Idempotent-Replayed': 'true' } };
  }
  const reply = await run();
  await ctx.tx
    .update(idempotencyKeys)
    .set({ responseStatus: reply.status, responseBody: reply.body ?? null })
    .where(eq(idempotencyKeys.id, claimed.id));
  return reply;
}
