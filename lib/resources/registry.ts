import { notFound } from '@/lib/api/errors';
import { customersResource } from './crm/customers';
import type { Resource } from './define';

/** Every collection of the API. A new entity is a definition added here, nothing more. */
const all: Resource[] = [customersResource];

export const resources: ReadonlyMap<string, Resource> = new Map(all.map((r) => [r.name, r]));

export function getResource(name: string): Resource {
  const def = resources.get(name);
  if (!def) throw notFound(`Unknown collection "${name}".`);
  return def;
}
