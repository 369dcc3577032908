import { can } from '@/lib/engine/rights';
import type { SessionUser } from '@/lib/users/session-user';
import { notFound } from '@/lib/engine/errors';
import { serviceOn } from '@/lib/engine/services';
import type { Company } from '@/lib/tenant/company';
import type { Resource } from '@/lib/engine/define';
import { app } from './modules';

/** Every collection of the API, folded from the modules (lib/api/modules.ts): a new entity is a definition listed in its area's module, nothing more. */
export const resources: ReadonlyMap<string, Resource> = new Map(app.resources.map((r) => [r.name, r]));

export function getResource(name: string): Resource {
  const def = resources.get(name);
  if (!def) throw notFound(`Unknown collection "${name}".`);
  return def;
}

/**
 * What the workspace's windows need of each collection `user` may read, before loading it (its
 * term, its domain id). One they may not read (the job queue, for someone not an administrator)
 * is left out, so no hub tab or link offers a window that would answer 403; so is one of a service
 * the company turned off (lib/engine/services.ts).
 */
export const collectionsFor = (user: SessionUser, company: Company) =>
  Object.fromEntries(
    [...resources.values()]
      .filter((r) => can(user, r.permission, 'view') && (!r.service || serviceOn(company, r.service)))
      .map((r) => [r.name, { terminology: r.terminology, domainId: r.domainId ?? null }]),
  );

/**
 * Spec section 7 paths that name an action or a report of another collection, by their first two
 * segments or their only one: `print/check` is printing checks (`checks/print`), `ap-check` writing
 * the checks of approved bills (`ap-batch-items/pay`), `payables` and `vendors/payables` the open
 * payables (`reports/open-payables`, `vendor_id=` for one vendor's), `payables-aging-period` the
 * payables aging (`reports/payables-aging`), `site/settings` the company's settings (`settings`:
 * the same rows, object and rights). The rest of the path and the query follow.
 */
const PATH_ALIASES: Record<string, string[]> = {
  'print/check': ['checks', 'print'],
  'vendors/payables': ['reports', 'open-payables'],
  'ap-check': ['ap-batch-items', 'pay'],
  payables: ['reports', 'open-payables'],
  'payables-aging-period': ['reports', 'payables-aging'],
  'site/settings': ['settings'],
};

export function resolvePath(path: string[]): string[] {
  const two = path.slice(0, 2).join('/');
  if (path.length >= 2 && Object.hasOwn(PATH_ALIASES, two)) return [...PATH_ALIASES[two], ...path.slice(2)];
  return path.length === 1 && Object.hasOwn(PATH_ALIASES, path[0]) ? PATH_ALIASES[path[0]] : path;
}
