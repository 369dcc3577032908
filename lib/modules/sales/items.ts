import { z } from 'zod';
import { salesItems, type SalesItemKind } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { decimal, flag, ref, text, textArea } from '@/lib/engine/fields';
import { optionalIdParam } from '@/lib/engine/params';
import { belongsTo } from '@/lib/engine/relations';
import { codesOf, INVENTORY } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { itemPrice } from './pricing';

const incomeAccount = ref('Income account', { required: true, where: { type: codesOf('income', 'other_income') }, mustBe: 'mustBeIncome' });

/** What every kind of item has: a name, a number, a description, a taxable flag and the income account its sales post to. */
const common = {
  display_name: text('Name', { required: true }),
  number: text('Number', { max: 32 }),
  description: textArea('Description'),
  is_taxable: flag('Taxable'),
  income_account_id: incomeAccount,
};

const unitRate = decimal('Rate', { min: 0 });

/** Each kind's own fields beside the common ones, and what its list shows. */
const KINDS = {
  service: { name: 'ar-services', domainId: -7, terminology: 'service', fields: { rate: unitRate }, columns: ['rate'] },
  good: {
    name: 'ar-goods',
    terminology: 'good',
    fields: {
      rate: unitRate,
      cost: decimal('Cost', { min: 0 }),
      asset_account_id: ref('Inventory account', { required: true, where: { type: [INVENTORY] }, mustBe: 'mustBeInventory' }),
      expense_account_id: ref('Cost of sale account', { required: true, where: { type: codesOf('cost_of_sale') }, mustBe: 'mustBeCostOfSale' }),
    },
    columns: ['rate', 'cost'],
  },
  other_charge: { name: 'ar-other-charges', domainId: -34, terminology: 'other_charge', fields: { rate: unitRate }, columns: ['rate'] },
  discount: {
    name: 'ar-discounts',
    terminology: 'discount',
    fields: { rate: decimal('Amount', { min: 0 }), percent: decimal('Percent', { min: 0, max: 100 }) },
    columns: ['rate', 'percent'],
  },
} satisfies Record<SalesItemKind, { name: string; domainId?: number; terminology: string; fields: z.ZodRawShape; columns: string[] }>;

const PERCENT_OR_AMOUNT = say('discountPercentOrAmount');

/**
 * Services, goods, other charges and discounts: one definition over the `sales_items` table,
 * each kind its own collection through `fixed` (an ar-goods id is not found among ar-services).
 */
function salesItemsResource(kind: SalesItemKind) {
  const { name, terminology, fields, columns, ...spec } = KINDS[kind];
  const accounts = Object.keys(fields).filter((f) => f.endsWith('_account_id'));
  return defineResource({
    name,
    domainId: 'domainId' in spec ? spec.domainId : undefined,
    table: salesItems,
    fixed: { kind },
    input: z.object({ ...common, ...fields }),
    columns: ['display_name', 'number', ...columns, 'is_taxable', 'income_account_id', 'status'],
    search: ['display_name', 'number', 'description'],
    sort: ['display_name', 'number', ...columns, 'created_at'],
    filter: ['status', 'is_taxable', 'income_account_id'],
    refs: Object.fromEntries(['income_account_id', ...accounts].map((f) => [f, 'accounts'])),
    expand: { incomeAccount: belongsTo(accountsResource, 'incomeAccountId') },
    unique: ['number'],
    terminology,
    titleField: 'display_name',
    permission: 'invoice',
    features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
    prepare(_ctx, input, existing) {
      if (kind !== 'discount') return {};
      // Judged on the discount as it will stand: exactly one of percent and amount.
      const given = input as { percent?: string | null; rate?: string | null };
      const has = (field: 'percent' | 'rate') => (given[field] !== undefined ? given[field] !== null : existing?.[field] !== null && existing?.[field] !== undefined);
      if (has('percent') === has('rate')) throw ValidationError.field(has('percent') ? 'rate' : 'percent', PERCENT_OR_AMOUNT);
      return {};
    },
    views: {
      /**
       * `GET {items}/{id}/priced?customer_id=`: what a document line picking the item takes —
       * its description, taxable flag, income account and the rate the server would price a
       * blank line at for that customer (their own rate, else the default rate row, else the item's).
       */
      async priced(ctx, row) {
        const customerId = optionalIdParam(ctx.url.searchParams, 'customer_id');
        return {
          display_name: row.displayName,
          description: row.description,
          is_taxable: row.isTaxable ? 1 : 0,
          income_account_id: row.incomeAccountId,
          percent: row.percent,
          rate: await itemPrice(ctx, row, customerId),
        };
      },
    },
  });
}

export const servicesResource = salesItemsResource('service');
export const goodsResource = salesItemsResource('good');
export const otherChargesResource = salesItemsResource('other_charge');
export const discountsResource = salesItemsResource('discount');

/**
 * Every item the company sells, of any kind (ar-items), read-only: what a rate or a document's
 * line names when it may be a service, a good, an other charge or a discount.
 */
export const itemsResource = defineResource({
  name: 'ar-items',
  table: salesItems,
  input: z.object({}),
  columns: ['display_name', 'number', 'kind', 'rate', 'status'],
  search: ['display_name', 'number', 'description'],
  sort: ['display_name', 'number', 'kind', 'created_at'],
  filter: ['status', 'kind'],
  terminology: 'item',
  titleField: 'display_name',
  permission: 'invoice',
  features: { readOnly: true },
});
