import { ApiError } from './errors';
import { say } from './messages';

/**
 * What a role may do in a permission section (spec section 6 lists the sections, not the rights):
 * see its records, add, change, delete, approve (invoices waiting for approval, bills to pay) and
 * print (checks). Every request is checked on the server against one of these, and every path to
 * a record against *view* (lib/engine/reach.ts).
 */
export const RIGHTS = ['view', 'create', 'edit', 'delete', 'approve', 'print'] as const;
export type Right = (typeof RIGHTS)[number];

/** A role's rights by permission section; `*` covers every section not named. */
export type Rights = Record<string, Right[]>;
const ALL: Right[] = [...RIGHTS];

/** Who acts, as far as rights go (a SessionUser: lib/users/session-user.ts). */
type Holder = { isAdmin: boolean; rights?: unknown };

/**
 * A person's own desk (gems, notifications, and the tools' records only their owner sees: quick
 * notes, my websites): everyone arranges their own, whatever their role.
 */
export const PERSONAL_SECTIONS: readonly string[] = ['gem', 'notification', 'tool'];
const PERSONAL = new Set(PERSONAL_SECTIONS);
/** Administrators' sections: users, roles, terminology and settings, which every user still reads (the workspace draws from them). */
const ADMIN_WRITES = new Set(['user', 'role', 'terminology', 'settings']);
/** Sections only administrators even read: the job queue (its failures name addresses and servers). */
const ADMIN_ONLY = new Set(['queue']);
/**
 * The rights of someone whose role is not known (every user is given one and a role in use cannot
 * be deleted, so only a row from before roles): an administrator's everything, else reading only.
 */
const withoutRole = (isAdmin: boolean): Rights => ({ '*': isAdmin ? ALL : ['view'] });

/** What `user` may do in `section`: their role's rights. */
export function rightsIn(user: Holder, section: string): Right[] {
  if (PERSONAL.has(section)) return ALL;
  if (ADMIN_ONLY.has(section)) return user.isAdmin ? ALL : [];
  if (ADMIN_WRITES.has(section)) return user.isAdmin ? ALL : ['view'];
  const rights = (user.rights as Rights | null | undefined) ?? withoutRole(user.isAdmin);
  return rights[section] ?? rights['*'] ?? [];
}

export function can(user: Holder, section: string, right: Right): boolean {
  return rightsIn(user, section).includes(right);
}

export function assertCan(user: Holder, section: string, right: Right): void {
  if (!can(user, section, right)) throw new ApiError(403, say('notAllowed'));
}
