import type { ActionContext, Resource, Row } from '@/lib/engine/define';
import { serializeWith } from '@/lib/engine/expand';
import { parseExpand } from '@/lib/engine/params';
import { bookmarkedAmong } from '@/lib/engine/row-actions';

/**
 * Serializes records of `of` (the called resource unless an action answers another's) with the
 * requested expansions, or `expand` where the answer names its own, and `is_bookmarked`.
 */
export async function present(call: ActionContext, rows: Row[], of: Resource = call.def, expand?: string[]) {
  const asked = expand ? expand.join(',') : of === call.def ? call.url.searchParams.get('expand') : null;
  const items = await serializeWith(call, of, rows, parseExpand(asked, of.expand));
  if (of.features.bookmarks) {
    const marked = await bookmarkedAmong(of, call, rows.map((r) => r.id));
    items.forEach((item, i) => (item.is_bookmarked = marked.has(rows[i].id) ? 1 : 0));
  }
  return items;
}
