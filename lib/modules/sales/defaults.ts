import { and, eq } from 'drizzle-orm';
import { SALES_DOCUMENT_KINDS, accounts, arInvoiceLayouts, arTerms, invoiceSettings, paymentMethods } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { PAYMENT_METHODS } from '@/lib/modules/sales/payment-methods';
import { DEFAULT_TERMS } from '@/lib/modules/sales/terms';
import { defaultEntries, DEFAULT_LAYOUT_NAMES } from '@/lib/modules/sales/pdf/layout';

/**
 * Gives a new company its sales lists (inside its creating transaction, after its chart of
 * accounts): the default terms, the spec's payment methods, its invoice settings (receivables
 * on the chart's Accounts Receivable) and a default invoice layout per kind of document.
 * Companies made before these lists got them by migrations 0015 and 0019, which say the same in SQL.
 */
export async function insertDefaultSalesLists(tx: ResourceContext['tx'], companyId: number): Promise<void> {
  await tx.insert(arTerms).values(DEFAULT_TERMS.map((t) => ({ ...t, companyId })));
  await tx.insert(paymentMethods).values(Object.entries(PAYMENT_METHODS).map(([code, displayName]) => ({ companyId, code: Number(code), displayName })));
  const [ar] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.systemRole, 'accounts_receivable')));
  await tx.insert(invoiceSettings).values({ companyId, arAccountId: ar?.id ?? null }).onConflictDoNothing();
  await tx
    .insert(arInvoiceLayouts)
    .values(SALES_DOCUMENT_KINDS.map((kind) => ({ companyId, displayName: DEFAULT_LAYOUT_NAMES[kind], documentType: kind, isDefault: true, entries: defaultEntries(kind) })));
}
