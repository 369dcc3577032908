import { eq } from 'drizzle-orm';
import { arTaxes, arTaxGroupMembers, arTerms, invoiceSettings, receivableApplications, salesDocuments, salesItems } from '@/db/schema';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from './books';

/**
 * A books company set up to sell: a state tax (6.25 %, Sales Tax Payable 2300) and a county tax
 * (2 %, County Tax Payable 2310) grouped as one; a service (Design, 120.00/h, Service Revenue
 * 4100, not taxable) and a good (Widget, 12.995, Sales 4000, taxable); Net 30 terms; a customer
 * with a billing address. Items, taxes and terms are written directly until their collections
 * exist (branch wt/items).
 */
export async function salesCompany(prefix = 'sales') {
  const books = await booksCompany(prefix);
  const county = await books.call('POST', 'accounts', { display_name: 'County Tax Payable', number: '2310', type: 8 });
  const companyId = books.company.id;
  const made = await withTenant(companyId, async (tx) => {
    const [state] = await tx.insert(arTaxes).values({ companyId, displayName: 'State', rate: '6.2500', liabilityAccountId: books.account('2300') }).returning();
    const [countyTax] = await tx.insert(arTaxes).values({ companyId, displayName: 'County', rate: '2.0000', liabilityAccountId: county.body.id }).returning();
    const [group] = await tx.insert(arTaxes).values({ companyId, displayName: 'State + County', rate: '8.2500', isGroup: true }).returning();
    await tx.insert(arTaxGroupMembers).values([{ companyId, groupId: group.id, taxId: state.id }, { companyId, groupId: group.id, taxId: countyTax.id }]);
    const [design] = await tx.insert(salesItems).values({ companyId, kind: 'service', displayName: 'Design', rate: '120.0000', isTaxable: false, incomeAccountId: books.account('4100') }).returning();
    const [widget] = await tx.insert(salesItems).values({ companyId, kind: 'good', displayName: 'Widget', description: 'Blue widget', rate: '12.9950', isTaxable: true, incomeAccountId: books.account('4000') }).returning();
    const [net30] = await tx.insert(arTerms).values({ companyId, displayName: 'Net 30', netDays: 30 }).returning();
    return { taxes: { state: state.id, county: countyTax.id, group: group.id }, items: { design: design.id, widget: widget.id }, terms: { net30: net30.id } };
  });
  const customer = await books.call('POST', 'customers', {
    display_name: 'Acme Ltd',
    addresses: [{ kind: 'billing', line1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', is_primary: 1 }],
  });
  /** Changes the company's invoice settings (its one row, made on first use). */
  const settings = async (values: Partial<typeof invoiceSettings.$inferInsert>) => {
    await withTenant(companyId, (tx) =>
      tx.insert(invoiceSettings).values({ companyId, arAccountId: books.account('1200'), ...values }).onConflictDoUpdate({ target: invoiceSettings.companyId, set: values }),
    );
  };
  /** Sets money against an invoice as a payment would (branch wt/payments): an application row and its total paid. */
  const applyPayment = (invoiceId: number, amount: string) =>
    withTenant(companyId, async (tx) => {
      const [invoice] = await tx.select().from(salesDocuments).where(eq(salesDocuments.id, invoiceId));
      await tx.insert(receivableApplications).values({ companyId, invoiceId, sourceType: 'payment', date: '2026-06-01', amount, customerId: invoice.customerId!, invoiceDate: invoice.date, invoiceDueDate: invoice.dueDate ?? invoice.date });
      await tx.update(salesDocuments).set({ totalPaid: amount }).where(eq(salesDocuments.id, invoiceId));
    });
  return { ...books, ...made, customerId: customer.body.id as number, county: county.body.id as number, settings, applyPayment };
}
