import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NestedWrite, ResourceContext, ResourceTable } from '@/lib/engine/define';
import { toCamel } from '@/lib/engine/naming';
import { insertAll } from '@/lib/engine/rows';

type ChildTable = ResourceTable;

/**
 * Replaces the child rows of one owner with `items` (validated API bodies): `ownerKeys` says
 * which columns tie a child to its owner (`{ customerId: id }`, or owner type and id). An owner
 * made in this transaction (`fresh`) has none to delete: that statement is skipped.
 */
export function replaceChildren(table: ChildTable, ownerKeys: (ownerId: number) => Record<string, string | number>): NestedWrite {
  const columns = table as unknown as Record<string, AnyPgColumn>;
  return {
    async replace(ctx: ResourceContext, ownerId: number, items: unknown[], { fresh = false } = {}) {
      const keys = ownerKeys(ownerId);
      const owned = Object.entries(keys).map(([key, value]) => eq(columns[key], value));
      if (!fresh) await ctx.tx.delete(table).where(and(eq(table.companyId, ctx.company.id), ...owned));
      if (items.length === 0) return;
      const rows = (items as Record<string, unknown>[]).map((item) => ({
        ...Object.fromEntries(Object.entries(item).map(([k, v]) => [toCamel(k), k.startsWith('is_') ? v === 1 : (v ?? null)])),
        ...keys,
        companyId: ctx.company.id,
      }));
      await insertAll(ctx.tx, table, rows);
    },
  };
}

