import type { PgTable } from 'drizzle-orm/pg-core';
import { documentSequences } from '@/db/schema';
import type { Registry, Resource } from './define';

/**
 * What a write changes, for the windows to read again (`/meta`'s `changes`): every collection
 * whose records show a row of a table the write touches. Both sides come from the definitions,
 * never from a list kept by hand:
 * - a collection shows its own table, its expansions' tables and what it declares it `reads`
 *   (an account's balance, kept in account_balances);
 * - a save, delete or action of a resource writes its own table, the numbering series where it
 *   is numbered, and what it declares it `writes` (a document: its lines, journal and ledgers),
 *   and an action what it writes besides (paying bills writes checks).
 */
export function tablesShownBy(def: Resource): Set<PgTable> {
  const shown = new Set<PgTable>([def.table, ...(def.reads ?? [])]);
  for (const relation of Object.values(def.expand ?? {})) if (relation.kind !== 'value') shown.add(relation.target.table);
  return shown;
}

export function tablesWrittenBy(def: Resource, action?: { writes?: PgTable[] }): Set<PgTable> {
  return new Set<PgTable>([def.table, ...(def.numbering ? [documentSequences] : []), ...(def.writes ?? []), ...(action?.writes ?? [])]);
}

/** The collections a write of `def` (or one of its actions) changes: itself first, the others in the registry's order; none for an action that only looks. */
export function changedBy(registry: Registry, def: Resource, action?: { writes?: PgTable[]; changesNothing?: boolean }): string[] {
  if (action?.changesNothing) return [];
  const written = tablesWrittenBy(def, action);
  const others = [...registry.values()].filter((other) => other !== def && [...tablesShownBy(other)].some((table) => written.has(table)));
  return [def.name, ...others.map((other) => other.name)];
}
