import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { USER_ACTIVE } from '@/lib/users/session-user';
import { newAuthKey } from '@/lib/auth/auth-key';
import { hashPassword } from '@/lib/auth/password';
import { forgetUser } from '@/lib/auth/principal';
import { LOCALES } from '@/i18n/locales';
import { ACTIVE_INACTIVE, defineResource, type Shape } from '@/lib/engine/define';
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
    if (!existing) values.authKey = newAuthKey();
    return values;
  },
  async afterWrite(ctx, row) {
    // Checked after the write, inside its transaction: a refusal undoes it.
    const [{ admins }] = await ctx.tx
      .select({ admins: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.companyId, ctx.company.id), eq(users.isAdmin, true), eq(users.status, USER_ACTIVE)));
    if (admins === 0) throw ValidationError.field('is_admin', 'The company needs at least one active administrator: make someone else an administrator first.');
    // A changed or deactivated user is forgotten at once by this instance's session cache.
    forgetUser(row);
  },
});
