import type { ActionContext } from '@/lib/engine/define';
import { addressTexts } from '@/lib/modules/crm/sub-records';
import { invoiceSettingsOf } from './invoice-settings-row';

/**
 * `GET customers/{id}/document-defaults`: what a sales document's window fills in when its
 * customer is chosen, as saving it would (sales-documents.ts `header`), so that the form shows
 * it before it is saved: the customer's addresses, and the terms a document takes by default
 * (which fill the due date in their turn: terms.ts `due-date`).
 */
export async function documentDefaultsView(ctx: ActionContext, customer: { id: number }) {
  const { billing, shipping } = await addressTexts(ctx, { type: 'customers', id: customer.id });
  return {
    billing_address: billing,
    delivery_address: shipping,
    terms_id: (await invoiceSettingsOf(ctx)).defaultTermsId ?? null,
  };
}
