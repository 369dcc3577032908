import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import { userGems } from '@/db/schema';
import { catalogueOf } from '@/lib/engine/catalogue';
import { today } from '@/lib/engine/date-params';
import type { WriteContext } from '@/lib/engine/define';
import { countSubquery } from '@/lib/engine/query';
import { mayView } from '@/lib/engine/reach';
import { computedValue } from '@/lib/engine/relations';
import { accountsResource } from '@/lib/modules/books/accounts';
import { BANK } from '@/lib/modules/books/account-types';
import { typeBalanceThrough } from '@/lib/modules/books/balances';
import { declaredGems, gemById, gemFigure } from '@/lib/workspace/gems';

/** What a gem shows beside its title: a count of records, or an amount of money. */
export type Figure = { count: number } | { money: string };

/**
 * A gem's figure as a scalar subquery, or null where it has none, or where the person may not see
 * its list (the gem opens it) or what the figure reads (a count: that list's records, reached as
 * the list reaches them; the cash: the accounts, whose balances it sums).
 */
function figureSql(ctx: WriteContext, gemId: number, today: string): SQL | null {
  const gem = gemById(declaredGems(), gemId);
  const figure = gem && gemFigure(gem);
  const def = gem?.window?.kind === 'list' ? ctx.registry.get(gem.window.resource) : undefined;
  if (!figure || !def || !mayView(def, ctx)) return null;
  if (figure === 'cash') return mayView(accountsResource, ctx) ? typeBalanceThrough(ctx, BANK, today) : null;
  return catalogueOf(def) ? null : countSubquery(def, ctx, gem.window?.kind === 'list' ? gem.window.filter : undefined);
}

/**
 * `user-gems?expand=figure`: each placed gem's figure, all read by one statement for the
 * whole board (a column per gem), never a query per gem.
 */
export const gemFigures = computedValue(userGems, async (ctx, placed) => {
  const day = today(ctx.company);
  const gemIds = [...new Set(placed.map((p) => p.gemId))];
  const columns = gemIds.flatMap((id) => {
    const figure = figureSql(ctx, id, day);
    return figure ? [sql`${figure} as ${sql.identifier(String(id))}`] : [];
  });
  if (!columns.length) return new Map();
  const [row] = rowsOf<Record<string, string | number>>(await ctx.tx.execute(sql`select ${sql.join(columns, sql`, `)}`));
  const figures = new Map<number, Figure>();
  for (const id of gemIds) {
    const value = row[String(id)];
    if (value === undefined) continue;
    figures.set(id, gemFigure(gemById(declaredGems(), id)!) === 'cash' ? { money: String(value) } : { count: Number(value) });
  }
  return new Map(placed.map((p) => [p.id, figures.get(p.gemId) ?? null]));
});
