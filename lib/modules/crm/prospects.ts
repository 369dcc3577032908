import { eq } from 'drizzle-orm';
import { customers, prospects } from '@/db/schema';
import { today } from '@/lib/engine/date-params';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { ACTIVE_INACTIVE, defineResource, type ResourceContext } from '@/lib/engine/define';
import { administrators, diff, logChange, loggedTitle, notify } from '@/lib/engine/events';
import { loggedRow } from '@/lib/engine/serialize';
import { moveOwned } from '@/lib/modules/crm/sub-records';
import { contactCard } from '@/lib/modules/crm/contact-card';
import { customersResource } from '@/lib/modules/crm/customers';

/**
 * Converts a prospect into a customer, for good: the customer takes the prospect's name,
 * contact, phone, e-mail and notes, and its addresses and contact people move over (they are
 * shared sub-records, not copied); the prospect stays, inactive, pointing at its customer.
 * One transaction: the caller's.
 */
export async function convertProspect(ctx: ResourceContext, prospect: typeof prospects.$inferSelect) {
  if (prospect.convertedCustomerId) {
    throw ValidationError.field('id', say('prospectConverted'));
  }
  const [customer] = (await ctx.tx
    .insert(customers)
    .values({
      companyId: ctx.company.id,
      displayName: prospect.displayName,
      contact: prospect.contact,
      primaryNumber: prospect.phone,
      email: prospect.email,
      notes: prospect.notes,
      since: today(ctx.company),
      createdBy: ctx.user.id,
    })
    .returning());
  await moveOwned(ctx, { type: 'prospects', id: prospect.id }, { type: 'customers', id: customer.id });
  const [after] = (await ctx.tx
    .update(prospects)
    .set({ status: ACTIVE_INACTIVE.inactive, convertedCustomerId: customer.id, convertedAt: new Date(), updatedAt: new Date() })
    .where(eq(prospects.id, prospect.id))
    .returning());
  await logChange(ctx, 'create', 'customers', customer.id, diff(null, loggedTitle(customersResource, customer, ctx)));
  await logChange(ctx, 'convert', 'prospects', prospect.id, diff(loggedRow(prospectsResource, prospect, ctx), loggedRow(prospectsResource, after, ctx)));
  await notify(ctx, await administrators(ctx), { verb: 'converted', collection: 'prospects', record: prospect, message: `Now customer #${customer.id}` });
  return customer;
}

/** Prospects [145]: possible customers, converted to customers once they buy. */
export const prospectsResource = defineResource({
  ...contactCard('prospects'),
  name: 'prospects',
  domainId: 145,
  table: prospects,
  terminology: 'prospect',
  titleField: 'display_name',
  permission: 'prospect',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true, notifyOnCreate: true },
  actions: {
    // POST /api/v1/prospects/{id}/convert – answers the new customer, with its addresses and contacts
    convert: {
      confirm: 'Convert this prospect to a customer? This cannot be undone.',
      when: { converted_customer_id: [null] },
      refusal: say('prospectConverted'),
      async run(ctx, prospect) {
        return { record: await convertProspect(ctx, prospect), of: customersResource, status: 201, expand: ['addresses', 'contacts'] };
      },
    },
  },
});
