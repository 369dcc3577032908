import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { roles, users } from '@/db/schema';
import { defaultRoleId } from '@/lib/auth/roles';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { USER_ACTIVE } from '@/lib/users/session-user';
import { newAuthKey } from '@/lib/auth/auth-key';
import { belongsTo } from '@/lib/engine/relations';
import { hashPassword } from '@/lib/auth/password';
import { assertPasswordPolicy } from '@/lib/settings/password-policy';
import { settingsOf } from '@/lib/settings/company-settings';
import { forgetUser } from '@/lib/auth/principal';
import { endSessionsOf } from '@/lib/auth/sessions';
import { LOCALES } from '@/i18n/locales';
import { placeDefaultGems } from '@/lib/modules/workspace/user-gems';
import { ACTIVE_INACTIVE, action, defineResource, type ResourceContext, type Shape } from '@/lib/engine/define';
import { email, flag, password, ref, text, textChoice } from '@/lib/engine/fields';

/** How a user appears inside other records (`user`, `owner`): never their secrets. */
export const userShape = { table: users, hidden: ['password_hash', 'auth_key', 'totp_secret', 'totp_last_step', 'recovery_codes'] } satisfies Shape;

export const userInput = z.object({
  display_name: text('Display name', { required: true }),
  email: email('E-mail', { required: true }),
  password: password('Password'),
  is_admin: flag('Administrator'),
  role_id: ref('Role'),
  // Empty (the form's "none chosen") keeps the column's default, English.
  locale: textChoice('Language', { en: 'English', es: 'Español' } satisfies Record<(typeof LOCALES)[number], string>),
});

/**
 * A user's role and administrator flag, kept in step: a role given sets the flag from the role; a
 * flag given alone (API clients of before roles) gives the default Administrator or Staff role
 * when it changes; a new user given neither is Staff.
 */
async function roleValues(ctx: ResourceContext, input: Partial<z.infer<typeof userInput>>, existing: typeof users.$inferSelect | null): Promise<Partial<typeof users.$inferInsert>> {
  if (input.role_id) {
    const [role] = await ctx.tx.select({ isAdmin: roles.isAdmin }).from(roles).where(and(eq(roles.companyId, ctx.company.id), eq(roles.id, input.role_id)));
    if (!role) throw ValidationError.field('role_id', say('notValid', { field: 'Role' }));
    return { roleId: input.role_id, isAdmin: role.isAdmin };
  }
  const isAdmin = input.is_admin === undefined ? (existing?.isAdmin ?? false) : input.is_admin === 1;
  if (existing && existing.isAdmin === isAdmin && existing.roleId) return {};
  return { isAdmin, roleId: await defaultRoleId(ctx.tx, ctx.company.id, isAdmin ? 'administrator' : 'staff') };
}

/** Users [89]: the company's staff accounts. Only administrators add or change them. */
export const usersResource = defineResource({
  ...userShape,
  name: 'users',
  domainId: 89,
  input: userInput,
  columns: ['display_name', 'email', 'role_id', 'status', 'created_at'],
  search: ['display_name', 'email'],
  sort: ['display_name', 'email', 'status', 'created_at'],
  filter: ['status', 'is_admin', 'role_id'],
  refs: { role_id: 'roles' },
  expand: { role: belongsTo({ table: roles }, 'roleId') },
  unique: ['email'],
  terminology: 'user',
  titleField: 'display_name',
  permission: 'user',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true },
  async prepare(ctx, input, existing) {
    const values: Partial<typeof users.$inferInsert> = { ...(await roleValues(ctx, input, existing)) };
    if (typeof input.password === 'string') {
      assertPasswordPolicy(settingsOf(ctx.company), input.password);
      values.passwordHash = await hashPassword(input.password);
    }
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
    if (admins === 0) throw ValidationError.field('is_admin', say('lastAdministrator'));
    // A new password or a deactivation ends every session of the user (their own included).
    if (op === 'update' && (row.status !== USER_ACTIVE || typeof input?.password === 'string')) await endSessionsOf(ctx.tx, ctx.company.id, { userId: row.id });
    // A deactivation revokes the API key: made active again, the user has a new one (their own
    // account shows it), never the key that was out there while they were gone.
    if (op === 'update' && row.status !== USER_ACTIVE) await ctx.tx.update(users).set({ authKey: newAuthKey() }).where(and(eq(users.companyId, ctx.company.id), eq(users.id, row.id)));
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
