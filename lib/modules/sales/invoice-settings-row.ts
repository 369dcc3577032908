import { eq, sql } from 'drizzle-orm';
import { invoiceSettings } from '@/db/schema';
import { selectAll } from '@/db/select-all';
import type { ResourceContext } from '@/lib/engine/define';
import { systemAccount } from '@/lib/modules/books/chart';

export type InvoiceSettings = typeof invoiceSettings.$inferSelect;

/**
 * The settings as read under a request's context (one transaction), kept for its length: one
 * invoice's write reads them to fill its lines, its header and whether it waits for approval. Not
 * by the transaction object: a pooled connection's is reused by the next transaction on it. A
 * write of the settings forgets them.
 */
const read = new WeakMap<ResourceContext, Promise<InvoiceSettings>>();

/**
 * The company's invoice settings: its one row, made with the defaults on first use (receivables
 * on the books' Accounts Receivable, no approval, no prefix). Concurrent first uses make one row.
 */
export function invoiceSettingsOf(ctx: ResourceContext): Promise<InvoiceSettings> {
  let settings = read.get(ctx);
  if (!settings) {
    settings = readSettings(ctx);
    read.set(ctx, settings);
    // A failed read (a rolled-back savepoint) is not kept.
    settings.catch(() => read.delete(ctx));
  }
  return settings;
}

export const forgetInvoiceSettings = (ctx: ResourceContext) => read.delete(ctx);

async function readSettings(ctx: ResourceContext): Promise<InvoiceSettings> {
  const mine = eq(invoiceSettings.companyId, ctx.company.id);
  const [found] = await selectAll<InvoiceSettings>(ctx.tx, invoiceSettings, sql`where ${mine}`);
  if (found) return found;
  const arAccountId = await systemAccount(ctx, 'accounts_receivable');
  await ctx.tx.insert(invoiceSettings).values({ companyId: ctx.company.id, arAccountId }).onConflictDoNothing();
  const [made] = await ctx.tx.select().from(invoiceSettings).where(mine);
  return made;
}
