import { text as textColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { roles, users } from '@/db/schema';
import { forgetCompanyUsers } from '@/lib/auth/principal';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import type { Right } from '@/lib/engine/rights';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { flag, rightsMap, text, textArea } from '@/lib/engine/fields';
import en from '@/messages/en.json';

const sectionNames = en.sections as Record<string, string>;

const permissionFields = catalogueTable('permissions', { section: textColumn().notNull(), displayName: textColumn().notNull() });

/** Permissions (spec section 6): the sections a role's rights are given in (every module's), numbered in the modules' order. */
export const permissionsResource = (sections: readonly string[]) =>
  defineCatalogue({
    name: 'permissions',
    table: permissionFields,
    columns: ['display_name', 'section'],
    titleField: 'display_name',
    search: ['display_name', 'section'],
    sort: ['display_name', 'section'],
    filter: ['section'],
    terminology: 'permission',
    permission: 'role',
    rows: () => sections.map((section, i) => ({ id: i + 1, section, displayName: sectionNames[section] ?? section })),
  });

const input = z.object({
  display_name: text('Name', { required: true }),
  description: textArea('Description'),
  is_admin: flag('Manages users and settings'),
  rights: rightsMap('Rights'),
});

/** Rights only in the sections there are (or `*`, every section not named). */
function checkedRights(rights: Record<string, Right[]>, sections: readonly string[]): Record<string, Right[]> {
  const known = new Set<string>(['*', ...sections]);
  const unknown = Object.keys(rights).find((section) => !known.has(section));
  if (unknown) throw ValidationError.field('rights', say('notPermissionSection', { value: unknown }));
  return Object.fromEntries(Object.entries(rights).map(([section, held]) => [section, [...new Set(held)]]));
}

/**
 * Roles: what the company's users may do, by permission section; a user has one. Only
 * administrators change them; a change holds from the next request of every user with the role
 * (this instance forgets its cached users at once, others within their cache's 10 seconds). A role
 * still given to someone cannot be deleted; the company always keeps an active administrator
 * (checked on the users, who take `is_admin` from their role). Its rights name the sections of every module.
 */
export const rolesResource = (sections: readonly string[]) =>
  defineResource({
    name: 'roles',
    table: roles,
    input,
    columns: ['display_name', 'description', 'is_admin'],
    titleField: 'display_name',
    search: ['display_name'],
    sort: ['display_name', 'created_at'],
    filter: ['status', 'is_admin'],
    unique: ['display_name'],
    hidden: ['kind'],
    terminology: 'role',
    permission: 'role',
    features: { inactive: ACTIVE_INACTIVE },
    prepare(_ctx, body) {
      const values: Partial<typeof roles.$inferInsert> = {};
      if (body.rights) values.rights = checkedRights(body.rights, sections);
      if (body.is_admin !== undefined) values.isAdmin = body.is_admin === 1;
      return values;
    },
    async afterWrite(ctx, row) {
      // The role's users follow its administrator flag, in the same transaction.
      await ctx.tx.update(users).set({ isAdmin: row.isAdmin, updatedAt: new Date() }).where(and(eq(users.companyId, ctx.company.id), eq(users.roleId, row.id)));
      const [{ admins }] = await ctx.tx
        .select({ admins: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.companyId, ctx.company.id), eq(users.isAdmin, true), eq(users.status, 1)));
      if (admins === 0) throw ValidationError.field('is_admin', say('lastAdministrator'));
      forgetCompanyUsers(ctx.company.id);
    },
    async deletable(ctx, row) {
      const [given] = await ctx.tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, ctx.company.id), eq(users.roleId, row.id))).limit(1);
      return given ? say('roleGiven') : null;
    },
  });
