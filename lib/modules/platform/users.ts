import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { USER_ACTIVE } from '@/lib/users/session-user';
import { newAuthKey } from '@/lib/auth/auth-key';
import { hashPassword } from '@/lib/auth/password';
import { forgetUser } from '@/lib/auth/principal';
import { endSessionsOf } from '@/lib/auth/sessions';
import { LOCALES } from '@/i18n/locales';
import { placeDefaultGems } from '@/lib/modules/workspace/user-gems';
import { ACTIVE_INACTIVE, action, defineResource, type Shape } from '@/lib/engine/define';
import { email, flag, password, text } from '@/lib/engine/fields';

/** How a user appears inside other records (`user`, `owner`): never their secrets. */
export const userShape = { table: users, hidden: ['password_hash', 'auth_key'] } satisfies Shape;

export const userInput = z.object({
  display_name: text('Display name', { required: true }),
  email: email('E-mail', { required: true }),
  password: password('Password'),
  is_admin: flag('Administrator'),
  locale: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}.` }).optional(),
});

/** Users [89]: the company's staff accounts. Only administrators add or change them. */
export const usersResource = defineResource({
  ...userShape,
  name: 'users',
  domainId: 89,
  input: userInput,
  columns: ['display_name', 'email', 'status', 'created_at'],
  search: ['display_name', 'email'],
  sort: ['display_name', 'email', 'status', 'created_at'],
  filter: ['status', 'is_admin'],
  unique: ['email'],
  terminology: 'user',
  titleField: 'display_name',
  permission: 'user',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true },
  async prepare(_ctx, input, existing) {
    const values: Partial<typeof users.$inferInsert> = {};
    if (typeof input.password === 'string') values.passwordHash = await hashPassword(input.password);
    if (input.is_admin !== undefined) values.isAdmin = input.is_admin === 1;
    // A new password is a new key too: whoever learnt the old password may have kept the key.
    if (!existing || typeof input.password === 'string') values.authKey = newAuthKey();
    if (existing) forgetUser(existing);
    return values;
  },
  async afterWrite(ctx, row, op, input) {
    if (op === 'create') await placeDefaultGems(ctx.tx, ctx.company.id, row.id);
    // Checked after the write, inside its transaction: a refusal undoes it.
    const [{ admins }] = await ctx.tx
      .select({ admins: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.companyId, ctx.company.id), eq(users.isAdmin, true), eq(users.status, USER_ACTIVE)));
    if (admins === 0) throw ValidationError.field('is_admin', 'The company needs at least one active administrator: make someone else an administrator first.');
    // A new password or a deactivation ends every session of the user (their own included).
    if (op === 'update' && (row.status !== USER_ACTIVE || typeof input?.password === 'string')) await endSessionsOf(ctx.tx, ctx.company.id, { userId: row.id });
    // A changed or deactivated user is forgotten at once by this instance's session cache.
    forgetUser(row);
  },
  actions: {
    // POST /api/v1/users/{id}/sign-out-everywhere – a lost laptop: every browser signed in as
    // this user is signed out; the password and key stay.
    'sign-out-everywhere': action({
      confirm: 'Sign this user out of every browser where they are signed in?',
      async run(ctx, row: typeof users.$inferSelect) {
        await endSessionsOf(ctx.tx, ctx.company.id, { userId: row.id });
        return { record: row };
      },
    }),
  },
});
