import type { KindDeclaration } from '@/lib/engine/define';

/** Spec section 4's approval statuses on records: 1 Approved, 2 Partially Processed, 3 Rejected, otherwise Pending (0). */
export const APPROVAL_STATUSES = { 0: 'Pending', 1: 'Approved', 2: 'Partially Processed', 3: 'Rejected' } as const;
export type ApprovalStatus = keyof typeof APPROVAL_STATUSES;

/** The `approval_status` field's kind: a choice of the four, for lists, filters' labels and `/meta`. */
export const approvalStatusKind: KindDeclaration = { kind: 'choice', options: APPROVAL_STATUSES };

/**
 * The approval status of a record from its decisions (one record: one decision; a batch: one per
 * item): nothing decided is Pending; every decision an approval, Approved; every one a
 * rejection, Rejected; any other mix (some approved and some rejected, or some decided while
 * others still wait) is Partially Processed.
 */
export function approvalStatus({ pending, approved, rejected }: { pending: number; approved: number; rejected: number }): ApprovalStatus {
  if (approved + rejected === 0) return 0;
  if (pending === 0 && rejected === 0) return 1;
  if (pending === 0 && approved === 0) return 3;
  return 2;
}
