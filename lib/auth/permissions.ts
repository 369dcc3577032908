import { ApiError } from '@/lib/engine/errors';
import { RIGHTS, type Right } from '@/lib/engine/rights';
import type { SessionUser } from '@/lib/users/session-user';

export type Rights = Record<string, Right[]>;
const ALL: Right[] = [...RIGHTS];

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
 * The roles a company starts with (editable; decisions in docs/decisions.md): an owner and
 * administrators do everything and manage users and settings; an accountant does everything in
 * the books but manage users; staff work every area but approve only invoices (the spec's default
 * invoice-approval flag), never bills, and do not print checks (the print-check authorisation of
 * screens -71/-74: money leaves the company); read-only sees everything and changes nothing.
 */
export const DEFAULT_ROLES: { kind: string; name: string; description: string; isAdmin: boolean; rights: Rights }[] = [
  { kind: 'owner', name: 'Owner', description: 'Everything, including users, roles and settings.', isAdmin: true, rights: { '*': ALL } },
  { kind: 'administrator', name: 'Administrator', description: 'Everything, including users, roles and settings.', isAdmin: true, rights: { '*': ALL } },
  { kind: 'accountant', name: 'Accountant', description: 'Every area, approving and printing included; not users or settings.', isAdmin: false, rights: { '*': ALL } },
  {
    kind: 'staff',
    name: 'Staff',
    description: 'Every area; approves invoices but not bills; writes checks but does not print them.',
    isAdmin: false,
    rights: { '*': ['view', 'create', 'edit', 'delete', 'print'], invoice: ALL, check: ['view', 'create', 'edit', 'delete'] },
  },
  { kind: 'read_only', name: 'Read-only', description: 'Sees every area; changes nothing.', isAdmin: false, rights: { '*': ['view'] } },
];
const defaultRights = (isAdmin: boolean) => DEFAULT_ROLES.find((r) => r.kind === (isAdmin ? 'administrator' : 'staff'))!.rights;

/** What `user` may do in `section`: their role's rights (a user without one has the default for an administrator or staff). */
export function rightsIn(user: Pick<SessionUser, 'isAdmin' | 'rights'>, section: string): Right[] {
  if (PERSONAL.has(section)) return ALL;
  if (ADMIN_ONLY.has(section)) return user.isAdmin ? ALL : [];
  if (ADMIN_WRITES.has(section)) return user.isAdmin ? ALL : ['view'];
  const rights = (user.rights as Rights | null) ?? defaultRights(user.isAdmin);
  return rights[section] ?? rights['*'] ?? [];
}

export function can(user: Pick<SessionUser, 'isAdmin' | 'rights'>, section: string, right: Right): boolean {
  return rightsIn(user, section).includes(right);
}

export function assertCan(user: SessionUser, section: string, right: Right): void {
  if (!can(user, section, right)) throw new ApiError(403, 'You are not allowed to perform this action.');
}
