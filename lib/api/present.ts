import { together } from '@/db/client';
import type { ActionContext, Resource, Row } from '@/lib/engine/define';
import { serializeWith } from '@/lib/engine/expand';
import { parseExpand } from '@/lib/engine/params';
import { bookmarkedAmong } from '@/lib/engine/row-actions';

/**
 * Serializes records of `of` (the called resource unless an action answers another's) with the
 * requested expansions, or `expand` where the answer names its own, and `is_bookmarked`
 * (`fresh`: records just made, which none has bookmarked yet).
 */
export async function present(call: ActionContext, rows: Row[], of: Resource = call.def, expand?: string[], { fresh = false } = {}) {
  const asked = expand ? expand.join(',') : of === call.def ? call.url.searchParams.get('expand') : null;
  const tree = parseExpand(asked, of.expand);
  // A record just made is bookmarked by no one (ids are never reused; a deletion takes its bookmarks).
  const [items, marked] = await together([serializeWith(call, of, rows, tree), of.features.bookmarks && !fresh ? bookmarkedAmong(of, call, rows.map((r) => r.id)) : Promise.resolve(null)]);
  if (of.features.bookmarks && fresh) for (const item of items) item.is_bookmarked = 0;
  if (marked) items.forEach((item, i) => (item.is_bookmarked = marked.has(rows[i].id) ? 1 : 0));
  return items;
}
