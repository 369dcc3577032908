import { and, eq } from 'drizzle-orm';
import { accounts, arTerms, invoiceSettings, paymentMethods } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { PAYMENT_METHODS } from '@/lib/modules/sales/payment-methods';
import { DEFAULT_TERMS } from '@/lib/modules/sales/terms';

/**
 * Gives a new company its sales lists (inside its creating transaction, after its chart of
 * accounts): the default terms, the spec's payment methods, and its invoice settings (receivables
 * on the chart's Accounts Receivable). Companies made before these lists got them by migration
 * 0015, which says the same in SQL.
 */
export async function insertDefaultSalesLists(tx: ResourceContext['tx'], companyId: number): Promise<void> {
  await tx.insert(arTerms).values(DEFAULT_TERMS.map((t) => ({ ...t, companyId })));
  await tx.insert(paymentMethods).values(Object.entries(PAYMENT_METHODS).map(([code, displayName]) => ({ companyId, code: Number(code), displayName })));
  const [ar] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.systemRole, 'accounts_receivable')));
  await tx.insert(invoiceSettings).values({ companyId, arAccountId: ar?.id ?? null }).onConflictDoNothing();
}
