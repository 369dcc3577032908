import { booksCompany } from './books';

/** A company with a warehouse of two locations (Shelf A, Shelf B), a second warehouse (Annex), a customer and one item. */
export async function stockCompany(prefix: string, { cost = '0' }: { cost?: string } = {}) {
  const b = await booksCompany(prefix);
  const made = async (collection: string, body: Record<string, unknown>) => {
    const res = await b.call('POST', collection, body);
    if (res.status !== 201) throw new Error(`${collection}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const warehouse = await made('warehouses', { display_name: 'Main' });
  const shelfA = await made('warehouse-locations', { warehouse_id: warehouse, display_name: 'Shelf A' });
  const shelfB = await made('warehouse-locations', { warehouse_id: warehouse, display_name: 'Shelf B' });
  const annex = await made('warehouses', { display_name: 'Annex' });
  const annexShelf = await made('warehouse-locations', { warehouse_id: annex, display_name: 'Annex shelf' });
  const item = await made('in-items', {
    number: 'W-1',
    display_name: 'Widget',
    unit: 'each',
    sales_price: '20',
    cost,
    income_account_id: b.account('4000'),
    asset_account_id: b.account('1400'),
    cogs_account_id: b.account('5000'),
    location_id: shelfA,
  });
  const customer = await made('customers', { display_name: 'Acme Ltd' });
  return { ...b, made, warehouse, shelfA, shelfB, annex, annexShelf, item, customer };
}

export type StockCompany = Awaited<ReturnType<typeof stockCompany>>;

/** The item's quantity on hand, value, average cost and bins. */
export const onHand = async (s: StockCompany) => {
  const res = await s.call('GET', `in-items/${s.item}?expand=bins`);
  return { quantity: res.body.quantity_on_hand, value: res.body.value, average: res.body.average_cost, bins: res.body.bins };
};
