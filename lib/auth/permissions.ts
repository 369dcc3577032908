import { RIGHTS, type Right, type Rights } from '@/lib/engine/rights';
import { seedNames } from '@/lib/translator';

const ALL: Right[] = [...RIGHTS];

/**
 * The roles a company starts with (editable; decisions in docs/decisions.md): an owner and
 * administrators do everything and manage users and settings; an accountant does everything in
 * the books but manage users; staff work every area but approve only invoices (the spec's default
 * invoice-approval flag), never bills, and do not print checks (the print-check authorisation of
 * screens -71/-74: money leaves the company), and do not reach payroll at all (pay rates, salaries,
 * withholdings: an administrator's, the accountant's or a payroll role's; their own time worked,
 * time off and mileage they keep); read-only sees everything and changes nothing.
 */
const ROLES: { kind: keyof ReturnType<typeof seedNames<'roles'>>; isAdmin: boolean; rights: Rights }[] = [
  { kind: 'owner', isAdmin: true, rights: { '*': ALL } },
  { kind: 'administrator', isAdmin: true, rights: { '*': ALL } },
  { kind: 'accountant', isAdmin: false, rights: { '*': ALL } },
  { kind: 'staff', isAdmin: false, rights: { '*': ['view', 'create', 'edit', 'delete', 'print'], invoice: ALL, check: ['view', 'create', 'edit', 'delete'], payroll: [] } },
  { kind: 'read_only', isAdmin: false, rights: { '*': ['view'] } },
];

/** The roles, each named and described in messages `seeds.roles` (English here; a new company's own language when it is made). */
export const DEFAULT_ROLES: { kind: string; name: string; description: string; isAdmin: boolean; rights: Rights }[] = ROLES.map((role) => ({ ...role, ...seedNames('roles')[role.kind] }));
