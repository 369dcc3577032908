import { eq } from 'drizzle-orm';
import { invoiceSettings } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { systemAccount } from '@/lib/modules/books/chart';

export type InvoiceSettings = typeof invoiceSettings.$inferSelect;

/**
 * The company's invoice settings: its one row, made with the defaults on first use (receivables
 * on the books' Accounts Receivable, no approval, no prefix). Concurrent first uses make one row.
 */
export async function invoiceSettingsOf(ctx: ResourceContext): Promise<InvoiceSettings> {
  const mine = eq(invoiceSettings.companyId, ctx.company.id);
  const [found] = await ctx.tx.select().from(invoiceSettings).where(mine);
  if (found) return found;
  const arAccountId = await systemAccount(ctx, 'accounts_receivable');
  await ctx.tx.insert(invoiceSettings).values({ companyId: ctx.company.id, arAccountId }).onConflictDoNothing();
  const [made] = await ctx.tx.select().from(invoiceSettings).where(mine);
  return made;
}
