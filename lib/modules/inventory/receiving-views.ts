import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { receivingLines, receivings } from '@/db/schema';
import { defineResource, type ResourceContext } from '@/lib/engine/define';
import { reachedIn } from '@/lib/engine/reach';
import { belongsTo } from '@/lib/engine/relations';
import { lineShape, receivingsResource } from './receivings';

/**
 * The spec's receiving paths (section 7) as read-only views of the one receiving model
 * (`receiving`, written there): `goods-receiving` (-54) the receivings that brought inventory
 * items in, `service-receiving` (-52) those that confirmed services or goods not kept in stock
 * (lines charged to an account), `inventory-receiving-item` the lines (items) of receivings.
 */
const holding = (kind: 'item' | 'account'): SQL =>
  sql`exists (select 1 from ${receivingLines} l where l.company_id = ${receivings.companyId} and l.receiving_id = ${receivings.id} and ${kind === 'item' ? sql`l.item_id is not null` : sql`l.account_id is not null`})`;

const receivingView = (name: string, domainId: number, kind: 'item' | 'account') =>
  defineResource({
    name,
    domainId,
    table: receivings,
    input: z.object({}),
    columns: ['number', 'vendor_id', 'purchase_order_id', 'date', 'warehouse_id', 'total_amount', 'state'],
    search: ['number', 'memo'],
    sort: ['number', 'date', 'total_amount', 'created_at'],
    filter: ['state', 'vendor_id', 'purchase_order_id', 'warehouse_id'],
    refs: { vendor_id: 'vendors', purchase_order_id: 'purchase-orders', warehouse_id: 'warehouses' },
    expand: receivingsResource.expand,
    terminology: 'receiving',
    titleField: 'number',
    permission: 'inventory',
    features: { readOnly: true },
    partOf: () => holding(kind),
  });

export const goodsReceivingResource = receivingView('goods-receiving', -54, 'item');
export const serviceReceivingResource = receivingView('service-receiving', -52, 'account');

/**
 * A line of a receiving (an inventory item, or a service or good charged to an account): seen where
 * its receiving is. Every line: the reach of receiving lines is this collection's (lib/engine/reach.ts),
 * so a narrower scope would hide a receiving's other lines from its own `expand=lines`.
 */
export const inventoryReceivingItemsResource = defineResource({
  name: 'inventory-receiving-item',
  table: receivingLines,
  input: z.object({}),
  columns: ['receiving_id', 'item_id', 'location_id', 'account_id', 'description', 'quantity', 'unit_cost', 'amount'],
  search: ['description'],
  sort: ['quantity', 'amount'],
  filter: ['receiving_id', 'item_id', 'location_id', 'account_id', 'order_line_id'],
  refs: { receiving_id: 'receiving', item_id: 'in-items', location_id: 'warehouse-locations', account_id: 'accounts' },
  expand: { receiving: belongsTo(receivingsResource, 'receivingId'), ...lineShape.expand },
  terminology: 'receiving',
  titleField: 'description',
  permission: 'inventory',
  features: { readOnly: true },
  partOf: (ctx: ResourceContext) => reachedIn(receivingsResource, ctx, receivingLines.receivingId),
});
