import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addresses, contactPeople } from '@/db/schema';
import { selectAll } from '@/db/select-all';
import type { Relation, ResourceContext, ResourceTable, Shape } from '@/lib/engine/define';
import { email, flag, phone, text } from '@/lib/engine/fields';
import { replaceChildren } from '@/lib/engine/children';
import { ownedBy } from '@/lib/engine/relations';

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

const addressShape = { table: addresses, hidden: ['owner_type', 'owner_id'] } satisfies Shape;
const contactShape = { table: contactPeople, hidden: ['owner_type', 'owner_id'] } satisfies Shape;

const replaceOwned = (table: ResourceTable, ownerType: string) => replaceChildren(table, (ownerId) => ({ ownerType, ownerId }));

/** The body fields, relations and nested writes of a record with addresses and contacts. */
export function addressesAndContacts(ownerType: string) {
  return {
    input: {
      addresses: z.array(addressInput).max(20, { error: 'At most 20 addresses.' }).optional(),
      contacts: z.array(contactPersonInput).max(50, { error: 'At most 50 contacts.' }).optional(),
    },
    expand: {
      addresses: ownedBy(addressShape, ownerType),
      contacts: ownedBy(contactShape, ownerType),
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

/** A stored address as printed lines (street, city state ZIP, country), or null when it holds nothing. */
const printed = (a: typeof addresses.$inferSelect) => {
  const place = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.line1, a.line2, place, a.country].filter(Boolean).join('\n') || null;
};

/**
 * A record's billing and shipping addresses as printed lines, in one query: of each kind its
 * primary one first, else the oldest; null for a kind it has none of. What a sales document starts with.
 */
export async function addressTexts(ctx: ResourceContext, owner: { type: string; id: number }): Promise<{ billing: string | null; shipping: string | null }> {
  const rows = await selectAll<typeof addresses.$inferSelect>(
    ctx.tx,
    addresses,
    sql`where ${and(eq(addresses.companyId, ctx.company.id), eq(addresses.ownerType, owner.type), eq(addresses.ownerId, owner.id), inArray(addresses.kind, ['billing', 'shipping']))} order by ${addresses.isPrimary} desc, ${addresses.id}`,
  );
  const first = (kind: string) => rows.find((a) => a.kind === kind);
  const billing = first('billing');
  const shipping = first('shipping');
  return { billing: billing ? printed(billing) : null, shipping: shipping ? printed(shipping) : null };
}
