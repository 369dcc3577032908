import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { addresses, contactPeople } from '@/db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NestedWrite, Relation, ResourceContext, ResourceTable, Shape } from './define';
import { email, flag, phone, text } from './fields';
import { toCamel } from './naming';
import { ownedBy } from './relations';

/**
 * Addresses and contact people: one table each, shared by every kind of record that has them.
 * A resource gets both the `expand` relation and the nested write from here.
 */
const ADDRESS_KINDS = ['billing', 'shipping', 'home', 'work', 'other'] as const;

export const addressInput = z.object({
  kind: z.enum(ADDRESS_KINDS, { error: `Address kind must be one of ${ADDRESS_KINDS.join(', ')}.` }).default('billing'),
  line1: text('Address line 1'),
  line2: text('Address line 2'),
  city: text('City'),
  state: text('State', { max: 64 }),
  zip: text('ZIP code', { max: 20 }),
  country: text('Country', { max: 64 }),
  is_primary: flag('Primary'),
});

export const contactPersonInput = z.object({
  display_name: text('Name', { required: true }),
  title: text('Title'),
  email: email('E-mail'),
  phone: phone('Phone'),
  is_primary: flag('Primary'),
});

const addressShape: Shape = { table: addresses, hidden: ['owner_type', 'owner_id'] };
const contactShape: Shape = { table: contactPeople, hidden: ['owner_type', 'owner_id'] };

type ChildTable = ResourceTable;

/**
 * Replaces the child rows of one owner with `items` (validated API bodies): `ownerKeys` says
 * which columns tie a child to its owner (`{ customerId: id }`, or owner type and id).
 */
export function replaceChildren(table: ChildTable, ownerKeys: (ownerId: number) => Record<string, string | number>): NestedWrite {
  const columns = table as unknown as Record<string, AnyPgColumn>;
  return {
    async replace(ctx: ResourceContext, ownerId: number, items: unknown[]) {
      const keys = ownerKeys(ownerId);
      const owned = Object.entries(keys).map(([key, value]) => eq(columns[key], value));
      await ctx.tx.delete(table).where(and(eq(table.companyId, ctx.company.id), ...owned));
      if (items.length === 0) return;
      const rows = (items as Record<string, unknown>[]).map((item) => ({
        ...Object.fromEntries(Object.entries(item).map(([k, v]) => [toCamel(k), k.startsWith('is_') ? v === 1 : (v ?? null)])),
        ...keys,
        companyId: ctx.company.id,
      }));
      await ctx.tx.insert(table).values(rows as never);
    },
  };
}

const replaceOwned = (table: ChildTable, ownerType: string) => replaceChildren(table, (ownerId) => ({ ownerType, ownerId }));

/** The body fields, relations and nested writes of a record with addresses and contacts. */
export function addressesAndContacts(ownerType: string) {
  return {
    input: {
      addresses: z.array(addressInput).max(20, { error: 'At most 20 addresses.' }).optional(),
      contacts: z.array(contactPersonInput).max(50, { error: 'At most 50 contacts.' }).optional(),
    },
    expand: {
      addresses: ownedBy(addressShape as Shape & { table: typeof addresses }, ownerType),
      contacts: ownedBy(contactShape as Shape & { table: typeof contactPeople }, ownerType),
    } satisfies Record<string, Relation>,
    nested: {
      addresses: replaceOwned(addresses, ownerType),
      contacts: replaceOwned(contactPeople, ownerType),
    },
  };
}

/** Moves a record's addresses and contacts to another owner (a prospect becoming a customer). */
export async function moveOwned(ctx: ResourceContext, from: { type: string; id: number }, to: { type: string; id: number }) {
  for (const table of [addresses, contactPeople]) {
    await ctx.tx
      .update(table)
      .set({ ownerType: to.type, ownerId: to.id })
      .where(and(eq(table.companyId, ctx.company.id), eq(table.ownerType, from.type), eq(table.ownerId, from.id)));
  }
}
