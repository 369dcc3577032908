import { z } from 'zod';
import { userGems } from '@/db/schema';
import { DOCK } from '@/lib/workspace/dock';
import type { Tx } from '@/db/client';
import { declaredGems, defaultGems, gemById } from '@/lib/workspace/gems';
import { defineResource } from '@/lib/engine/define';
import { wholeNumber } from '@/lib/engine/fields';
import { gemFigures } from './gem-figures';

/** The gems a user placed on each area tab (spec: the gem-tab service with tab_id, gem_id, data). */
export const userGemsResource = defineResource({
  name: 'user-gems',
  table: userGems,
  input: z.object({
    tab_id: wholeNumber(z.number({ error: 'Tab is invalid.' }).int().refine((t) => DOCK.some((d) => d.tabId === t), { error: 'Tab is invalid.' })),
    gem_id: wholeNumber(z.number({ error: 'Gem is invalid.' }).int().refine((g) => !!gemById(declaredGems(), g), { error: 'Gem is invalid.' })),
    data: z.record(z.string(), z.unknown()).optional(),
    position: wholeNumber(z.number().int().min(0).max(10_000)).optional(),
  }),
  columns: ['tab_id', 'gem_id', 'position'],
  search: [],
  sort: ['position', 'created_at'],
  filter: ['tab_id', 'gem_id'],
  unique: [['gem_id', 'tab_id']],
  terminology: 'gem',
  titleField: 'gem_id',
  permission: 'gem',
  features: { ownerPrivate: 'user_id' },
  expand: { figure: gemFigures },
  // A gem placed by one of its aliases (76 or 210 for the clients' 23) is placed as the gem itself: one Clients gem a tab.
  prepare: (_ctx, input) => (input.gem_id === undefined ? {} : { gemId: gemById(declaredGems(), input.gem_id)!.id }),
});

/** Places the default gems for a new user, so that no tab of theirs starts empty. */
export async function placeDefaultGems(tx: Tx, companyId: number, userId: number): Promise<void> {
  await tx.insert(userGems).values(defaultGems(declaredGems()).map((g) => ({ companyId, userId, tabId: g.tabId, gemId: g.gemId, position: g.position })));
}
