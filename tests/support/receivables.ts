import { and, eq } from 'drizzle-orm';
import { accounts, salesDocuments } from '@/db/schema';
import { systemAccount } from '@/lib/modules/books/chart';
import { postJournal } from '@/lib/modules/books/post';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';

/**
 * Posted invoices and credit memos for the receivables tests, until the sales documents'
 * own API is merged: a row as a posted document keeps it (total, balance due) and its journal
 * through postJournal (invoice: Dr Accounts Receivable naming the customer, Cr Sales 4000;
 * credit memo the reverse), so customer balances and the ledger are what the real one makes.
 */
export async function postedSalesDocument(
  where: { host: string; token: string },
  doc: { kind?: 'invoice' | 'credit_memo'; customerId: number; date: string; dueDate?: string; amount: string; number?: string },
): Promise<number> {
  const company = (await findCompanyBySlug(where.host.split('.')[0]))!;
  const kind = doc.kind ?? 'invoice';
  return withTenant(company.id, async (tx) => {
    const user = (await loadUser(tx, { authKey: where.token }))!;
    const ctx = { tx, company, user };
    const ar = await systemAccount(ctx, 'accounts_receivable');
    const [row] = await tx
      .insert(salesDocuments)
      .values({
        companyId: company.id,
        kind,
        number: doc.number ?? `${kind === 'invoice' ? 'INV' : 'CM'}-${Math.random().toString(36).slice(2, 8)}`,
        customerId: doc.customerId,
        date: doc.date,
        dueDate: doc.dueDate ?? doc.date,
        arAccountId: ar,
        subtotal: doc.amount,
        totalAmount: doc.amount,
        balanceDue: doc.amount,
        state: 'posted',
        createdBy: user.id,
      })
      .returning();
    const [salesAccount] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, company.id), eq(accounts.number, '4000')));
    const customer = { entityType: 'customers', entityId: doc.customerId };
    const lines =
      kind === 'invoice'
        ? [{ accountId: ar, debit: doc.amount, ...customer }, { accountId: salesAccount.id, credit: doc.amount }]
        : [{ accountId: salesAccount.id, debit: doc.amount }, { accountId: ar, credit: doc.amount, ...customer }];
    const journal = await postJournal(ctx, { date: doc.date, sourceType: kind, sourceId: row.id, lines });
    await tx.update(salesDocuments).set({ journalId: journal.id }).where(eq(salesDocuments.id, row.id));
    return row.id;
  });
}
