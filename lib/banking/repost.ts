import { postJournal, reverseJournal, type Journal, type Posting } from '@/lib/ledger/post';
import type { ResourceContext } from '@/lib/resources/define';

/** A document changed after posting: its journal is reversed and the new version posted (both kept). */
export async function repost(ctx: ResourceContext, journalId: number | null, posting: Posting): Promise<Journal> {
  if (journalId) await reverseJournal(ctx, journalId, { memo: `Changed: reversal of the earlier posting` });
  return postJournal(ctx, posting);
}
