import { accountNumbered } from '../fixtures/resources';
import { api } from './api';

/**
 * A posted invoice or credit memo for the receivables tests, made through the sales documents'
 * API: one service line of `amount` on Sales 4000, no tax. It posts Dr Accounts Receivable
 * naming the customer, Cr Sales (a credit memo the mirror); answers its id.
 */
export async function postedSalesDocument(
  where: { host: string; token: string },
  doc: { kind?: 'invoice' | 'credit_memo'; customerId: number; date: string; dueDate?: string; amount: string },
): Promise<number> {
  const collection = doc.kind === 'credit_memo' ? 'credit-memos' : 'invoices';
  const body = {
    customer_id: doc.customerId,
    date: doc.date,
    ...(collection === 'invoices' ? { due_date: doc.dueDate ?? doc.date } : {}),
    lines: [{ type: 'service', description: 'Work', quantity: '1', rate: doc.amount, account_id: await accountNumbered(where, '4000') }],
  };
  const res = await api('POST', collection, { host: where.host, token: where.token, body });
  if (res.status !== 201 || res.body.state !== 'posted') throw new Error(`Could not post ${collection}: ${JSON.stringify(res.body)}`);
  return res.body.id;
}
