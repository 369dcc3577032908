import { RIGHTS, type Right, type Rights } from '@/lib/engine/rights';

const ALL: Right[] = [...RIGHTS];

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
