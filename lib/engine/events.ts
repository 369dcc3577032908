import { and, eq, ne } from 'drizzle-orm';
import { writeAlong } from '@/db/client';
import { companyLogs, notifications, users } from '@/db/schema';
import type { Json, Resource, ResourceContext, Row } from '@/lib/engine/define';
import { insertAll } from '@/lib/engine/rows';
import { loggedRow } from '@/lib/engine/serialize';

/** What a user sees a record called: its display name, number or title, else its id. */
export function recordTitle(row: Row): string {
  const name = row.displayName ?? row.title ?? row.number ?? row.name;
  return typeof name === 'string' && name ? name : `#${row.id}`;
}

/** Fields whose value differs between two serialized versions of a record: {field: [before, after]}. */
export function diff(before: Json | null, after: Json | null): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (['updated_at', 'created_at'].includes(field)) continue;
    const a = before?.[field] ?? null;
    const b = after?.[field] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[field] = [a, b];
  }
  return changes;
}

/**
 * What the log keeps of a record made or deleted: its title alone (`{display_name: ...}`), never the
 * whole record, whose fields are read where the record is kept, by those who may. A change keeps
 * its changed fields, before and after (`diff` of `loggedRow`s); neither ever holds a hidden
 * (secret) or unlogged field.
 */
export function loggedTitle(def: Resource, row: Row, ctx: ResourceContext): Json {
  const field = def.titleField;
  if (!field) return {};
  const shown = loggedRow(def, row, ctx);
  return Object.hasOwn(shown, field) ? { [field]: shown[field] } : {};
}

/** Company Logs (207): one line per change, in the change's own transaction. */
export async function logChange(ctx: ResourceContext, action: string, collection: string, recordId: number, changes: Record<string, [unknown, unknown]>) {
  await logChanges(ctx, [{ action, collection, recordId, changes }]);
}

/** Lines of the company log for changes made in a set (one insert). */
export async function logChanges(ctx: ResourceContext, changes: { action: string; collection: string; recordId: number; changes: Record<string, [unknown, unknown]> }[]) {
  if (!changes.length) return;
  // Nothing waits for the log's answer: written along, it travels with what follows (db/client.ts).
  await writeAlong(ctx.tx, insertAll(ctx.tx, companyLogs, changes.map((c) => ({ companyId: ctx.company.id, userId: ctx.user.id, ...c }))));
}

type Notice = { verb: string; collection: string; record: Row; message?: string | null };

/** Tells `userIds` (never the actor) what the actor did to a record. */
export async function notify(ctx: ResourceContext, userIds: number[], notice: Notice) {
  const recipients = [...new Set(userIds)].filter((id) => id !== ctx.user.id);
  if (recipients.length === 0) return 0;
  await ctx.tx.insert(notifications).values(
    recipients.map((userId) => ({
      companyId: ctx.company.id,
      userId,
      actorId: ctx.user.id,
      verb: notice.verb,
      collection: notice.collection,
      recordId: notice.record.id,
      title: recordTitle(notice.record),
      message: notice.message ?? null,
    })),
  );
  return recipients.length;
}

/** The company's active administrators other than the actor: who hears of new records. */
export async function administrators(ctx: ResourceContext): Promise<number[]> {
  const rows = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, ctx.company.id), eq(users.isAdmin, true), eq(users.status, 1), ne(users.id, ctx.user.id)));
  return rows.map((r) => r.id);
}

/**
 * Tells users what the system could not do (a job given up after its attempts): a notice with no
 * actor, which its reader may be the cause of. `verb` names what happened ('failed').
 */
export async function notifySystem(ctx: ResourceContext, userIds: number[], notice: { verb: string; collection: string; recordId: number; title: string; message?: string | null }) {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return 0;
  await ctx.tx.insert(notifications).values(
    recipients.map((userId) => ({ companyId: ctx.company.id, userId, actorId: null, verb: notice.verb, collection: notice.collection, recordId: notice.recordId, title: notice.title, message: notice.message ?? null })),
  );
  return recipients.length;
}

/** The company's active administrators, the actor included: who answers for what nobody in particular started. */
export async function activeAdministrators(ctx: ResourceContext): Promise<number[]> {
  const rows = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, ctx.company.id), eq(users.isAdmin, true), eq(users.status, 1)));
  return rows.map((r) => r.id);
}
