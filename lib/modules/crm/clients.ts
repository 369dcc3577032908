import { z } from 'zod';
import { clients } from '@/db/schema';
import { and, eq } from 'drizzle-orm';
import { newAuthKey } from '@/lib/auth/auth-key';
import { endSessionsOf } from '@/lib/auth/sessions';
import { action, defineResource } from '@/lib/engine/define';
import { choice, email, ref, text } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo } from '@/lib/engine/relations';
import { customersResource } from './customers';

/** Client status codes of spec section 4; any other value shows as Deleted. */
export const CLIENT_STATUSES: Record<number, string> = {
  8: 'Rejected',
  9: 'Inactive',
  10: 'Active',
  11: 'Waiting For Approval',
  12: 'Approved',
  13: 'Processing',
  15: 'Pending',
};

const CLIENT_INACTIVE = 9;
const CLIENT_REJECTED = 8;
const CLIENT_APPROVED = 12;

/** Clients waiting for approval (Pending Clients, gem 209): Waiting For Approval and Pending, a new client's status. */
export const CLIENTS_PENDING = [11, 15];

/**
 * A decision on a pending client, with spec section 8's confirmation: approved (12), who may then
 * sign in with their link; or rejected (8), who may not.
 */
const decide = (status: number, confirm: string) =>
  action<typeof clients.$inferSelect>({
    confirm,
    when: { status: CLIENTS_PENDING },
    refusal: say('clientNotWaiting'),
    async run(ctx, row) {
      const [decided] = await ctx.tx.update(clients).set({ status, updatedAt: new Date() }).where(and(eq(clients.companyId, ctx.company.id), eq(clients.id, row.id))).returning();
      return { record: decided };
    },
  });

export const clientStatusLabel = (status: number) => CLIENT_STATUSES[status] ?? 'Deleted';

const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'client';

/** Clients: outside people given a login link (`{company host}/login?auth={auth_key}`). */
export const clientsResource = defineResource({
  name: 'clients',
  table: clients,
  input: z.object({
    display_name: text('Display name', { required: true }),
    email: email('E-mail'),
    status: choice('Status', CLIENT_STATUSES),
    // The portal shows this customer's invoices to the client, and nothing of other customers.
    customer_id: ref('Customer'),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, { error: 'Slug may hold lowercase letters, digits and hyphens.' })
      .optional(),
  }),
  columns: ['display_name', 'status', 'updated_at'],
  search: ['display_name', 'email', 'slug'],
  sort: ['display_name', 'status', 'updated_at', 'created_at'],
  // `filter[status]=11,15`: the pending clients (gem 209).
  filter: ['status', 'customer_id'],
  unique: ['slug'],
  refs: { customer_id: 'customers' },
  expand: { customer: belongsTo(customersResource, 'customerId') },
  // The key is the client's password: staff may read it to send the link, the log never keeps it.
  unlogged: ['auth_key', 'login_url'],
  computed: (row, ctx) => ({
    status_label: clientStatusLabel(row.status),
    login_url: ctx.origin ? `${ctx.origin}/login?auth=${row.authKey}` : null,
  }),
  terminology: 'client',
  titleField: 'display_name',
  permission: 'customer',
  features: { bookmarks: true, inactive: { active: 10, inactive: CLIENT_INACTIVE }, announce: true },
  actions: {
    approve: decide(CLIENT_APPROVED, 'Are you sure you want to approve {n} item(s)?'),
    reject: decide(CLIENT_REJECTED, 'Are you sure you want to reject {n} item(s)?'),
  },
  prepare(_ctx, input, existing) {
    if (existing) return {};
    // A new client starts Pending, with its own key and a slug made from its name unless given.
    return { status: input.status ?? 15, authKey: newAuthKey(), slug: input.slug ?? `${slugify(input.display_name ?? '')}-${newAuthKey().slice(0, 6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}` };
  },
  // Made inactive (by a change or the inactivate action), a client is signed out and their link
  // stops working for good: made active again, they get a new one, never the link that was out
  // there while they were away.
  async afterWrite(ctx, row, op) {
    if (op !== 'update' || row.status !== CLIENT_INACTIVE) return;
    await ctx.tx.update(clients).set({ authKey: newAuthKey() }).where(and(eq(clients.companyId, ctx.company.id), eq(clients.id, row.id)));
    await endSessionsOf(ctx.tx, ctx.company.id, { clientId: row.id });
  },
});
