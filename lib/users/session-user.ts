import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { roles, users, type RoleRights } from '@/db/schema';

/** What a request knows of the person making it. */
export type SessionUser = {
  id: number;
  companyId: number;
  displayName: string;
  email: string;
  status: number;
  isAdmin: boolean;
  locale: string;
  /** The person's own time zone (IANA) where set; null: the company's. */
  timeZone: string | null;
  /** Look and feel (lib/workspace/themes.ts): 'system', 'light' or 'dark', and a colour theme 1-58. */
  themeMode: string;
  themeAccent: number;
  authKey: string;
  createdAt: Date;
  /** The rights of the user's role, as a request loads them; evaluated by lib/engine/rights.ts. */
  rights?: RoleRights | null;
};

export const USER_ACTIVE = 1;
export const USER_INACTIVE = 0;

export const sessionUserColumns = {
  id: users.id,
  companyId: users.companyId,
  displayName: users.displayName,
  email: users.email,
  status: users.status,
  isAdmin: users.isAdmin,
  locale: users.locale,
  timeZone: users.timeZone,
  themeMode: users.themeMode,
  themeAccent: users.themeAccent,
  authKey: users.authKey,
  createdAt: users.createdAt,
};

export async function loadUser(tx: Tx, where: { id: number } | { authKey: string }): Promise<SessionUser | null> {
  const cond = 'id' in where ? eq(users.id, where.id) : eq(users.authKey, where.authKey);
  const [row] = await tx
    .select({ ...sessionUserColumns, rights: roles.rights })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(cond);
  return row ?? null;
}

/** The user as the API shows it (spec User [89]); the auth key only to its owner at login. */
export function userJson(user: SessionUser, { withAuthKey = false } = {}) {
  return {
    id: user.id,
    display_name: user.displayName,
    email: user.email,
    status: user.status,
    is_admin: user.isAdmin ? 1 : 0,
    locale: user.locale,
    time_zone: user.timeZone,
    theme_mode: user.themeMode,
    theme_accent: user.themeAccent,
    created_at: Math.floor(user.createdAt.getTime() / 1000),
    ...(withAuthKey ? { auth_key: user.authKey } : {}),
  };
}
