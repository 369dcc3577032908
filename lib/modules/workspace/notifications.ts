import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '@/db/schema';
import { defaultTerms } from '@/lib/terminology/defaults';
import { collectionAction, defineResource, type ResourceContext, type Row } from '@/lib/engine/define';
import { userName } from '@/lib/engine/relations';

const VERBS: Record<string, (term: string, article: string) => string> = {
  created: (term, article) => `added ${article} new ${term}`,
  announced: (term) => `announced this ${term} to you`,
  converted: () => 'converted this prospect to a customer',
  messaged: () => 'sent you a message',
  imported: (term) => `imported ${term} records`,
  // A job given up (lib/jobs/queue.ts): the message is why.
  failed: () => 'could not be done',
};

/** "added a new customer": what the actor did, in words (the UI may translate by verb and collection). */
function actionMessage(row: Row): string {
  const english = defaultTerms().en;
  const key = Object.keys(english).find((k) => `${k.replace(/_/g, '-')}s` === row.collection || k === row.collection);
  const term = key ? english[key] : { singular: 'record', article: 'a' };
  const base = (VERBS[String(row.verb)] ?? ((t) => `${row.verb} this ${t}`))(term.singular.toLowerCase(), term.article);
  return row.message ? `${base}: ${row.message}` : base;
}

/** Notifications [-73]: what others did that concerns the user; each user sees only their own. */
export const notificationsResource = defineResource({
  name: 'notifications',
  domainId: -73,
  table: notifications,
  input: z.object({}),
  columns: ['verb', 'collection', 'record_id', 'title', 'message', 'created_at', 'read_at'],
  search: ['title', 'message'],
  sort: ['created_at'],
  filter: ['read_at', 'collection', 'verb'],
  computed: (row) => ({ is_read: row.readAt ? 1 : 0 }),
  expand: {
    // The spec's expand=userName,action: the actor's name, and {message, item}.
    userName: userName('actorId'),
    action: {
      kind: 'value',
      load: async (_ctx, rows) => new Map(rows.map((r) => [r.id, { message: actionMessage(r), item: { display_name: r.title } }])),
    },
  },
  terminology: 'notification',
  titleField: 'title',
  kinds: { is_read: 'flag' },
  permission: 'notification',
  features: { readOnly: true, ownerPrivate: 'user_id' },
  actions: {
    // POST /api/v1/notifications/{id}/read – Mark As Read (a notification is its reader's: reading needs no write permission)
    read: {
      permission: 'view',
      async run(ctx, row) {
        await ctx.tx.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.id, row.id), isNull(notifications.readAt)));
        return { data: { id: row.id, is_read: 1 } };
      },
    },
  },
  collectionActions: {
    // POST /api/v1/notifications/read-all – marks every unread notification of the user read
    'read-all': collectionAction({
      permission: 'view',
      async run(ctx) {
        const marked = await ctx.tx
          .update(notifications)
          .set({ readAt: new Date() })
          .where(and(eq(notifications.companyId, ctx.company.id), eq(notifications.userId, ctx.user.id), isNull(notifications.readAt)))
          .returning({ id: notifications.id });
        return { data: { marked: marked.length } };
      },
    }),
  },
});

/** The user has seen a record: their unread notifications of it are read (an opened message reads its notice). */
export async function readNotificationsOf(ctx: ResourceContext, collection: string, recordId: number): Promise<void> {
  await ctx.tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.companyId, ctx.company.id), eq(notifications.userId, ctx.user.id), eq(notifications.collection, collection), eq(notifications.recordId, recordId), isNull(notifications.readAt)));
}
