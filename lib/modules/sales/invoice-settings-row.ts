import { eq, sql } from 'drizzle-orm';
import { invoiceSettings } from '@/db/schema';
import { selectAll } from '@/db/select-all';
import type { ResourceContext } from '@/lib/engine/define';
import { perRequest } from '@/lib/engine/per-request';
import { systemAccount } from '@/lib/modules/books/chart';

export type InvoiceSettings = typeof invoiceSettings.$inferSelect;

/**
 * The company's invoice settings: its one row, made with the defaults on first use (receivables
 * on the books' Accounts Receivable, no approval, no prefix). Concurrent first uses make one row.
 * Kept for the request: one invoice's write reads them to fill its lines, its header and whether
 * it waits for approval. A write of the settings forgets them.
 */
const settingsOf = perRequest((ctx: ResourceContext) => readSettings(ctx));

export const invoiceSettingsOf = (ctx: ResourceContext): Promise<InvoiceSettings> => settingsOf(ctx, undefined);

export const forgetInvoiceSettings = (ctx: ResourceContext) => settingsOf.forget(ctx);

async function readSettings(ctx: ResourceContext): Promise<InvoiceSettings> {
  const mine = eq(invoiceSettings.companyId, ctx.company.id);
  const [found] = await selectAll<InvoiceSettings>(ctx.tx, invoiceSettings, sql`where ${mine}`);
  if (found) return found;
  const arAccountId = await systemAccount(ctx, 'accounts_receivable');
  await ctx.tx.insert(invoiceSettings).values({ companyId: ctx.company.id, arAccountId }).onConflictDoNothing();
  const [made] = await ctx.tx.select().from(invoiceSettings).where(mine);
  return made;
}
