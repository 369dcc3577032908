import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages, messageTemplates, users } from '@/db/schema';
import { ACTIVE_INACTIVE, action, defineResource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { notify } from '@/lib/engine/events';
import { ref, text, textArea } from '@/lib/engine/fields';
import { userName } from '@/lib/engine/relations';
import { readNotificationsOf } from '@/lib/modules/workspace/notifications';

/** Message templates (screen 211): what a message starts from. Activated and deactivated. */
export const messageTemplatesResource = defineResource({
  name: 'message-templates',
  table: messageTemplates,
  input: z.object({
    display_name: text('Name', { required: true }),
    subject: text('Subject'),
    body: textArea('Body', { required: true }),
  }),
  columns: ['display_name', 'subject', 'status', 'created_at'],
  titleField: 'display_name',
  search: ['display_name', 'subject'],
  sort: ['display_name', 'created_at'],
  terminology: 'message_template',
  permission: 'email',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});

type Message = typeof messages.$inferSelect;

/**
 * Messages [-3]: internal messages between users of the company, seen by their sender and their
 * recipient only. A new one is a notification to its recipient (the top bar's unread count);
 * reading it marks both read.
 */
export const messagesResource = defineResource({
  name: 'messages',
  domainId: -3,
  table: messages,
  input: z.object({
    to_user_id: ref('To', { required: true }),
    display_name: text('Subject', { required: true }),
    body: textArea('Message', { required: true }),
  }),
  columns: ['display_name', 'created_by', 'to_user_id', 'is_read', 'created_at'],
  titleField: 'display_name',
  search: ['display_name', 'body'],
  sort: ['display_name', 'created_at'],
  filter: ['to_user_id', 'created_by'],
  refs: { to_user_id: 'users' },
  expand: { userName: userName('createdBy'), toUserName: userName('toUserId') },
  computed: (row) => ({ is_read: row.readAt ? 1 : 0 }),
  kinds: { is_read: 'flag', created_by: { kind: 'ref', collection: 'users' } },
  terminology: 'message',
  permission: 'message',
  features: { participants: ['created_by', 'to_user_id'], unchangeable: 'A sent message is not changed: send another.' },
  async prepare(ctx, body) {
    if (body.to_user_id === ctx.user.id) throw ValidationError.field('to_user_id', say('messageToSelf'));
    return {};
  },
  async afterWrite(ctx, row: Message, op) {
    if (op !== 'create') return;
    const [to] = await ctx.tx.select({ status: users.status }).from(users).where(eq(users.id, row.toUserId));
    if (to?.status !== 1) throw ValidationError.field('to_user_id', say('userNotActive'));
    await notify(ctx, [row.toUserId], { verb: 'messaged', collection: 'messages', record: row });
  },
  actions: {
    /** POST /messages/{id}/read: its recipient has read it (and its notification). */
    read: action<Message>({
      permission: 'view',
      async run(ctx, row) {
        if (row.toUserId !== ctx.user.id) throw ValidationError.field('to_user_id', say('messageRecipientOnly'));
        const [read] = await ctx.tx.update(messages).set({ readAt: row.readAt ?? new Date() }).where(eq(messages.id, row.id)).returning();
        await readNotificationsOf(ctx, 'messages', row.id);
        return { record: read };
      },
    }),
  },
});
