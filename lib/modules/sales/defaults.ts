import { and, eq } from 'drizzle-orm';
import { SALES_DOCUMENT_KINDS, accounts, arInvoiceLayouts, arTerms, invoiceSettings, paymentMethods } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { PAYMENT_METHODS } from '@/lib/modules/sales/payment-methods';
import { DEFAULT_TERMS } from '@/lib/modules/sales/terms';
import { defaultEntries } from '@/lib/modules/sales/pdf/layout';
import type { Locale } from '@/lib/format';
import { seedName } from '@/lib/translator';

/**
 * Gives a new company its sales lists in its language (inside its creating transaction, after its
 * chart of accounts): the default terms, the spec's payment methods, its invoice settings (receivables
 * on the chart's Accounts Receivable) and a default invoice layout per kind of document.
 * Companies made before these lists got them by migrations 0015 and 0019, which say the same in SQL.
 */
export async function insertDefaultSalesLists(tx: ResourceContext['tx'], companyId: number, language: Locale = 'en'): Promise<void> {
  await tx.insert(arTerms).values(DEFAULT_TERMS.map((netDays) => ({ displayName: seedName(language, 'terms', netDays), netDays, companyId })));
  await tx.insert(paymentMethods).values(Object.keys(PAYMENT_METHODS).map((code) => ({ companyId, code: Number(code), displayName: seedName(language, 'paymentMethods', code) })));
  const [ar] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.systemRole, 'accounts_receivable')));
  await tx.insert(invoiceSettings).values({ companyId, arAccountId: ar?.id ?? null }).onConflictDoNothing();
  await tx
    .insert(arInvoiceLayouts)
    .values(SALES_DOCUMENT_KINDS.map((kind) => ({ companyId, displayName: seedName(language, 'layouts', kind), documentType: kind, isDefault: true, entries: defaultEntries(kind) })));
}
