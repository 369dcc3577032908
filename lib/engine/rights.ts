/**
 * What a role may do in a permission section (spec section 6 lists the sections, not the rights):
 * see its records, add, change, delete, approve (invoices waiting for approval, bills to pay) and
 * print (checks). Every request is checked on the server against one of these.
 */
export const RIGHTS = ['view', 'create', 'edit', 'delete', 'approve', 'print'] as const;
export type Right = (typeof RIGHTS)[number];
