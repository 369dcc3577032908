import { ApiError } from '@/lib/engine/errors';
import type { SessionUser } from '@/lib/users/session-user';

export type Operation = 'read' | 'write';

/**
 * Who may do what. The spec lists permission sections but no roles or per-role rights, so
 * the rule is: every active user of a company reads and writes its records, and only
 * administrators manage the company's users, terminology and settings, and approve bills to pay
 * (`payable_approval`: until roles exist, issue #23). A section added here is checked
 * by every resource that names it.
 */
const ADMIN_ONLY_WRITES = new Set(['user', 'terminology', 'settings', 'payable_approval']);
/** Sections only administrators even read: the job queue (its failures name addresses and servers). */
const ADMIN_ONLY = new Set(['queue']);

export function can(user: SessionUser, section: string, op: Operation): boolean {
  return user.isAdmin || (!ADMIN_ONLY.has(section) && (op === 'read' || !ADMIN_ONLY_WRITES.has(section)));
}

export function assertCan(user: SessionUser, section: string, op: Operation): void {
  if (!can(user, section, op)) throw new ApiError(403, 'You are not allowed to perform this action.');
}
