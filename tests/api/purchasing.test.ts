import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from '../support/books';

/**
 * Issue 39, second slice: purchase orders, receiving against them (Dr Inventory / Cr Received Not
 * Billed), billing the receiving (clearing the accrual, a price difference to Purchase Price
 * Variance), returns that restock, the hand-worked scenario of the issue to the cent, and the
 * valuation report equal to the inventory account over random sequences.
 */

type Res = { status: number; body: any };

/** A company with a warehouse of two locations, a second warehouse, a vendor, a customer and two items (Widget at Shelf A, Gadget). */
async function purchasingCompany(prefix: string) {
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
  const vendor = await made('vendors', { display_name: 'Supplier Co' });
  const otherVendor = await made('vendors', { display_name: 'Elsewhere Inc' });
  const customer = await made('customers', { display_name: 'Acme Ltd' });
  const accounts = { income_account_id: b.account('4000'), asset_account_id: b.account('1400'), cogs_account_id: b.account('5000') };
  const item = await made('in-items', { number: 'W-1', display_name: 'Widget', unit: 'each', sales_price: '20', ...accounts, location_id: shelfA, prices: [{ vendor_id: vendor, price: '5.00' }] });
  const gadget = await made('in-items', { number: 'G-1', display_name: 'Gadget', unit: 'each', sales_price: '9', cost: '2.50', ...accounts, location_id: shelfB });
  return { ...b, made, warehouse, shelfA, shelfB, annex, annexShelf, vendor, otherVendor, customer, item, gadget, accounts };
}
type Company = Awaited<ReturnType<typeof purchasingCompany>>;

/** The net (debit − credit) of an account over the whole ledger; 0.00 for an account never made. */
async function balanceOf(b: Company, number: string): Promise<string> {
  const res = await withTenant(b.company.id, (tx) =>
    tx.execute(sql`select coalesce(sum(l.debit - l.credit), 0)::numeric(14,2)::text as net from journal_lines l join accounts a on a.id = l.account_id where a.number = ${number}`),
  );
  return (rowsOf(res)[0] as { net: string }).net;
}

async function count(b: Company, table: 'stock_moves' | 'purchase_order_receipts' | 'receiving_bills' | 'journals'): Promise<number> {
  const res = await withTenant(b.company.id, (tx) => tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
  return (rowsOf(res)[0] as { n: number }).n;
}

const onHand = async (s: Company, item = s.item) => {
  const res = await s.call('GET', `in-items/${item}?expand=bins`);
  return { quantity: res.body.quantity_on_hand, value: res.body.value, average: res.body.average_cost };
};
const fieldsOf = (res: Res) => [res.status, Array.isArray(res.body) ? res.body.map((e: { field: string }) => e.field) : res.body];
const valuationTotal = async (s: Company) => (await s.call('GET', 'reports/inventory-valuation')).body.totals.value as string;

/** An amount's text in cents, to compare balances. */
const toCentsText = (amount: string) => Math.round(Number(amount) * 100);

describe('purchase orders, receiving and billing the receiving', () => {
  let s: Company;
  beforeAll(async () => {
    s = await purchasingCompany('po');
  });

  it('orders, receives in part, refuses more than ordered, bills each receiving and clears the accrual', async () => {
    // The Widget line takes the vendor's price, 5.00; the Gadget line its own rate.
    const order = await s.call('POST', 'purchase-orders', {
      vendor_id: s.vendor,
      date: '2026-05-01',
      expected_date: '2026-05-15',
      warehouse_id: s.warehouse,
      lines: [{ item_id: s.item, quantity: '10' }, { item_id: s.gadget, quantity: '4', rate: '2.50' }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body).toMatchObject({ total_amount: '60.00', received_amount: '0.00', balance: '60.00', status: 'open', state: 'posted' });
    const lines = (await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines;
    expect(lines.map((l: Record<string, string>) => [l.rate, l.amount, l.quantity_received])).toEqual([
      ['5.0000', '50.00', '0.0000'],
      ['2.5000', '10.00', '0.0000'],
    ]);
    expect(await balanceOf(s, '1400')).toBe('0.00');

    // Receive 6 Widgets: in at 5.00, Dr Inventory 30.00 / Cr Received Not Billed 30.00.
    const first = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-05-05', lines: [{ order_line_id: lines[0].id, quantity: '6' }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.total_amount).toBe('30.00');
    expect(await onHand(s)).toMatchObject({ quantity: '6.0000', value: '30.00', average: '5.0000' });
    expect(await balanceOf(s, '1400')).toBe('30.00');
    expect(await balanceOf(s, '2050')).toBe('-30.00');
    expect((await s.call('GET', `purchase-orders/${order.body.id}`)).body).toMatchObject({ status: 'partial', received_amount: '30.00', balance: '30.00' });

    // 5 more of the 4 still to come: refused, said plainly, nothing written.
    const moves = await count(s, 'stock_moves');
    const over = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-05-06', lines: [{ order_line_id: lines[0].id, quantity: '5' }] });
    expect(fieldsOf(over)).toEqual([422, ['lines.0.quantity']]);
    expect(over.body[0].message).toBe('Only 4.0000 of the 10.0000 ordered is still to receive: the company does not allow receiving more than ordered.');
    expect(await count(s, 'stock_moves')).toBe(moves);

    // Allowed by the company's setting, it is received (then voided, and the setting turned off again).
    expect((await s.call('PUT', 'settings', { allow_over_receiving: 1 })).status).toBe(200);
    const allowed = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-05-06', lines: [{ order_line_id: lines[0].id, quantity: '5' }] });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    expect((await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines[0].quantity_received).toBe('11.0000');
    expect((await s.call('POST', `receiving/${allowed.body.id}/void`, {})).status).toBe(200);
    expect((await s.call('PUT', 'settings', { allow_over_receiving: 0 })).status).toBe(200);
    expect((await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines[0].quantity_received).toBe('6.0000');
    expect(await balanceOf(s, '1400')).toBe('30.00');

    // An order with receipts is not changed (void the receivings first).
    expect(fieldsOf(await s.call('PUT', `purchase-orders/${order.body.id}`, { memo: 'More' }))).toEqual([422, ['id']]);

    // No lines: the rest of the order, 4 Widgets (20.00) to Shelf A and 4 Gadgets (10.00) to Shelf B.
    const rest = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-05-10' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.total_amount).toBe('30.00');
    expect((await s.call('GET', `purchase-orders/${order.body.id}`)).body).toMatchObject({ status: 'received', received_amount: '60.00', balance: '0.00' });
    expect(await onHand(s, s.gadget)).toMatchObject({ quantity: '4.0000', value: '10.00' });
    expect(await balanceOf(s, '2050')).toBe('-60.00');

    // The vendor bills the first receiving at 5.50 each, 33.00: Dr Received Not Billed 30.00, Dr variance 3.00, Cr A/P 33.00.
    const bill = await s.call('POST', 'ap-bills', { vendor_id: s.vendor, number: 'V-100', date: '2026-05-12', lines: [{ receiving_id: first.body.id, amount: '33.00' }] });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(await balanceOf(s, '2000')).toBe('-33.00');
    expect(await balanceOf(s, '2050')).toBe('-30.00');
    expect(await balanceOf(s, '5100')).toBe('3.00');
    expect(await balanceOf(s, '1400')).toBe('60.00');

    // The second for 29.00, less than the 30.00 received: the 1.00 is credited to the variance.
    const second = await s.call('POST', 'ap-bills', { vendor_id: s.vendor, number: 'V-101', date: '2026-05-13', lines: [{ receiving_id: rest.body.id, amount: '29.00' }] });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await balanceOf(s, '2050')).toBe('0.00');
    expect(await balanceOf(s, '5100')).toBe('2.00');

    // A receiving is billed once; a billed one is neither changed nor voided; a credit bills none; another vendor's is refused.
    const twice = await s.call('POST', 'ap-bills', { vendor_id: s.vendor, number: 'V-102', date: '2026-05-14', lines: [{ receiving_id: first.body.id, amount: '30.00' }] });
    expect(fieldsOf(twice)).toEqual([422, ['lines.0.receiving_id']]);
    expect(twice.body[0].message).toContain('billed already, by bill V-100');
    expect(fieldsOf(await s.call('POST', `receiving/${first.body.id}/void`, {}))).toEqual([422, ['id']]);
    const credit = await s.call('POST', 'ap-credits', { vendor_id: s.vendor, date: '2026-05-14', lines: [{ receiving_id: first.body.id, amount: '1.00' }] });
    expect(fieldsOf(credit)).toEqual([422, ['lines.0.receiving_id']]);
    expect(credit.body[0].code).toBe('creditBillsNoReceiving');
    // A line that names neither its account nor a receiving is refused with a code the windows translate.
    const unplaced = await s.call('POST', 'ap-bills', { vendor_id: s.vendor, number: 'V-103', date: '2026-05-14', lines: [{ amount: '1.00' }] });
    expect(fieldsOf(unplaced)).toEqual([422, ['lines.0.account_id']]);
    expect(unplaced.body[0].code).toBe('billLineAccount');
    expect(fieldsOf(await s.call('POST', 'ap-bills', { vendor_id: s.otherVendor, date: '2026-05-14', lines: [{ receiving_id: first.body.id, amount: '1.00' }] }))).toEqual([422, ['lines.0.receiving_id']]);

    // Voiding the first bill un-bills it; then voiding the receiving takes its 6 Widgets back out at 30.00.
    expect((await s.call('POST', `ap-bills/${bill.body.id}/void`, {})).status).toBe(200);
    expect(await balanceOf(s, '2050')).toBe('-30.00');
    expect(await balanceOf(s, '5100')).toBe('-1.00');
    expect((await s.call('POST', `receiving/${first.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '4.0000', value: '20.00' });
    expect(await balanceOf(s, '2050')).toBe('0.00');
    expect((await s.call('GET', `purchase-orders/${order.body.id}`)).body).toMatchObject({ status: 'partial', received_amount: '30.00' });

    // Closed, the order takes no new receiving.
    expect((await s.call('POST', `purchase-orders/${order.body.id}/close`, {})).body).toMatchObject({ status: 'closed' });
    expect(fieldsOf(await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-05-20' }))).toEqual([422, ['purchase_order_id']]);
    expect(await valuationTotal(s)).toBe(await balanceOf(s, '1400'));
  });

  it('receives a line given by its item (as the form gives it) against the order line of that item', async () => {
    const order = await s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-05-20', warehouse_id: s.warehouse, lines: [{ item_id: s.gadget, quantity: '3', rate: '2.50' }, { item_id: s.item, quantity: '10' }] });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const received = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-05-21', lines: [{ item_id: s.item, quantity: '6' }] });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body.total_amount).toBe('30.00');
    const lines = (await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines;
    expect(lines.map((l: Record<string, string>) => l.quantity_received)).toEqual(['0.0000', '6.0000']);
    expect((await s.call('GET', `purchase-orders/${order.body.id}`)).body).toMatchObject({ status: 'partial', received_amount: '30.00' });
    // More than is left of that line: refused as an order line's would be.
    const over = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-05-22', lines: [{ item_id: s.item, quantity: '5' }] });
    expect(fieldsOf(over)).toEqual([422, ['lines.0.quantity']]);
    expect((await s.call('POST', `receiving/${received.body.id}/void`, {})).status).toBe(200);
    expect((await s.call('POST', `purchase-orders/${order.body.id}/void`, {})).status).toBe(200);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const other = await purchasingCompany('po-other');
    const moves = await count(s, 'stock_moves');
    const receive = (line: Record<string, unknown>, extra: Record<string, unknown> = {}) => s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-06-01', lines: [line], ...extra });
    expect(fieldsOf(await receive({ item_id: s.item, location_id: s.shelfA, quantity: '-2', unit_cost: '1' }))).toEqual([422, ['lines.0.quantity']]);
    expect(fieldsOf(await receive({ item_id: other.item, location_id: s.shelfA, quantity: '1', unit_cost: '1' }))).toEqual([422, ['lines.0.item_id']]);
    expect(fieldsOf(await receive({ item_id: s.item, location_id: s.annexShelf, quantity: '1', unit_cost: '1' }))).toEqual([422, ['lines.0.location_id']]);
    expect(fieldsOf(await receive({ item_id: s.item, location_id: s.shelfA, quantity: '1000', unit_cost: '9999999999' }))).toEqual([422, ['lines.0.unit_cost']]);
    expect(fieldsOf(await s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-06-01', lines: [{ item_id: s.item, quantity: '0' }] }))).toEqual([422, ['lines.0.quantity']]);
    expect(fieldsOf(await s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-06-01', lines: [{ item_id: other.item, quantity: '1' }] }))).toEqual([422, ['lines.0.item_id']]);
    expect(fieldsOf(await s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-06-01', lines: [{ item_id: s.item, quantity: '1000', rate: '9999999999' }] }))).toEqual([422, ['lines.0.rate']]);
    expect(fieldsOf(await s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-06-01', warehouse_id: s.warehouse, lines: [{ item_id: s.item, quantity: '1', location_id: s.annexShelf }] }))).toEqual([422, ['lines.0.location_id']]);
    // Another company's order, or a line of another order, is refused.
    const theirs = await other.call('POST', 'purchase-orders', { vendor_id: other.vendor, date: '2026-06-01', lines: [{ item_id: other.item, quantity: '1' }] });
    expect(fieldsOf(await receive({ item_id: s.item, location_id: s.shelfA, quantity: '1' }, { purchase_order_id: theirs.body.id }))).toEqual([422, ['purchase_order_id']]);
    expect(await count(s, 'stock_moves')).toBe(moves);
  });

  it('lists items at or below their reorder point with what is on order and the preferred vendor', async () => {
    const t = await purchasingCompany('reorder');
    expect((await t.call('PUT', `in-items/${t.item}`, { reorder_point: '5', preferred_vendor_id: t.vendor })).status).toBe(200);
    expect((await t.call('PUT', `in-items/${t.gadget}`, { reorder_point: '2' })).status).toBe(200);
    expect((await t.call('POST', 'receiving', { vendor_id: t.vendor, warehouse_id: t.warehouse, date: '2026-06-01', lines: [{ item_id: t.gadget, location_id: t.shelfB, quantity: '3' }] })).status).toBe(201);
    expect((await t.call('POST', 'purchase-orders', { vendor_id: t.vendor, date: '2026-06-02', lines: [{ item_id: t.item, quantity: '7' }] })).status).toBe(201);
    const report = await t.call('GET', 'reports/inventory-reorder');
    expect(report.status).toBe(200);
    expect(report.body.rows.map((r: Record<string, string>) => [r.item, r.on_hand, r.on_order, r.reorder_point, r.vendor])).toEqual([['Widget', '0.0000', '7.0000', '5.0000', 'Supplier Co']]);
    // The item's prices show its vendor's; its bins the stock per location.
    const gadget = await t.call('GET', `in-items/${t.item}?expand=prices`);
    expect(gadget.body.prices.map((p: Record<string, unknown>) => [p.vendor_id, p.price])).toEqual([[t.vendor, '5.0000']]);
  });

  it('drafts purchase orders from the items to reorder, one per preferred vendor, up to twice the reorder point', async () => {
    const t = await purchasingCompany('reorder-action');
    const gizmo = await t.made('in-items', { number: 'Z-1', display_name: 'Gizmo', unit: 'each', cost: '1.00', ...t.accounts, location_id: t.shelfA, reorder_point: '4', preferred_vendor_id: t.otherVendor });
    expect((await t.call('PUT', `in-items/${t.item}`, { reorder_point: '5', preferred_vendor_id: t.vendor })).status).toBe(200);
    // Gadget: no preferred vendor, left out. Widget: 3 still to come, so 10 − 0 − 3 = 7 at the vendor's 5.00.
    expect((await t.call('PUT', `in-items/${t.gadget}`, { reorder_point: '2' })).status).toBe(200);
    expect((await t.call('POST', 'purchase-orders', { vendor_id: t.vendor, date: '2026-06-02', lines: [{ item_id: t.item, quantity: '3' }] })).status).toBe(201);
    const made = await t.call('POST', 'purchase-orders/reorder', { date: '2026-06-03' });
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
    const drafts = (await t.call('GET', 'purchase-orders?filter[state]=draft&expand=lines')).body.items;
    const summary = drafts.map((o: any) => [o.vendor_id, o.lines.map((l: any) => [l.item_id, l.quantity, l.rate])]).sort((a: any, b: any) => a[0] - b[0]);
    expect(summary).toEqual([[t.vendor, [[t.item, '7.0000', '5.0000']]], [t.otherVendor, [[gizmo, '8.0000', '1.0000']]]].sort((a: any, b: any) => a[0] - b[0]));
    // Of one vendor only; and nothing to order is a 422 naming the vendor.
    expect((await t.call('POST', 'purchase-orders/reorder', { vendor_id: t.otherVendor })).status).toBeLessThan(300);
    expect((await t.call('GET', 'purchase-orders/count?filter[state]=draft')).body.count).toBe(3);
    const none = await t.call('POST', 'purchase-orders/reorder', { vendor_id: (await t.made('vendors', { display_name: 'Nobody' })) });
    expect([none.status, none.body[0]?.field]).toEqual([422, 'vendor_id']);
  });
});

describe('receiving at once', () => {
  // PGlite runs one connection (one after another); PostgreSQL runs them at once.
  it('bills a receiving in one step: a draft bill of its vendor naming it for the value received, posted by the clerk', async () => {
    const s = await purchasingCompany('rcv-bill');
    const got = await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-06-01', lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '4', unit_cost: '5.00' }] });
    expect(got.status, JSON.stringify(got.body)).toBe(201);
    const accrued = await balanceOf(s, '2050');
    const made = await s.call('POST', `receiving/${got.body.id}/bill`, { date: '2026-06-03' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ vendor_id: s.vendor, date: Date.UTC(2026, 5, 3) / 1000, state: 'draft', total_amount: '20.00' });
    const lines = (await s.call('GET', `ap-bills/${made.body.id}?expand=lines`)).body.lines;
    expect(lines.map((l: Record<string, unknown>) => [l.receiving_id, l.amount])).toEqual([[got.body.id, '20.00']]);
    // A draft moves nothing; the clerk types the vendor's number and posts it, clearing the accrual.
    expect(await balanceOf(s, '2050')).toBe(accrued);
    const posted = await s.call('PUT', `ap-bills/${made.body.id}`, { number: 'V-300', state: 'posted' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(toCentsText(await balanceOf(s, '2050')) - toCentsText(accrued)).toBe(2000);
    // Billed once: the action is refused on a billed receiving, and on a draft or void one.
    expect(fieldsOf(await s.call('POST', `receiving/${got.body.id}/bill`, {}))).toEqual([422, ['id']]);
    const draft = await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-06-01', state: 'draft', lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '1', unit_cost: '5.00' }] });
    expect((await s.call('POST', `receiving/${draft.body.id}/bill`, {})).status).toBe(422);
  });

  it('never receives more than ordered, nor bills a receiving twice, with no deadlock', async () => {
    const s = await purchasingCompany('po-race');
    const order = await s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-06-01', lines: [{ item_id: s.item, quantity: '10' }] });
    const line = (await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines[0].id;
    const received = await Promise.all(
      Array.from({ length: 12 }, () => s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-06-02', lines: [{ order_line_id: line, quantity: '3' }] })),
    );
    expect(received.filter((r) => r.status !== 201 && r.status !== 422).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const made = received.filter((r) => r.status === 201);
    expect(made).toHaveLength(3);
    expect((await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines[0].quantity_received).toBe('9.0000');
    expect(await onHand(s)).toMatchObject({ quantity: '9.0000', value: '45.00' });
    const billed = await Promise.all(Array.from({ length: 6 }, (_, i) => s.call('POST', 'ap-bills', { vendor_id: s.vendor, number: `R-${i}`, date: '2026-06-03', lines: [{ receiving_id: made[0].body.id, amount: '15.00' }] })));
    expect(billed.filter((r) => r.status !== 201 && r.status !== 422).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(billed.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await balanceOf(s, '2050')).toBe('-30.00');
  });
});

describe("the issue's scenario, worked by hand to the cent", () => {
  it('receives 10 at 5.00 and 10 at 7.00, sells 15, takes 2 back, and a count finds 1 missing', async () => {
    const s = await purchasingCompany('scenario');
    const receive = (quantity: string, unit_cost: string) =>
      s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-07-01', lines: [{ item_id: s.item, location_id: s.shelfA, quantity, unit_cost }] });
    expect((await receive('10', '5.00')).status).toBe(201);
    expect((await receive('10', '7.00')).status).toBe(201);
    // 50.00 + 70.00 = 120.00 for 20: 6.0000 each.
    expect(await onHand(s)).toMatchObject({ quantity: '20.0000', value: '120.00', average: '6.0000' });
    expect(await balanceOf(s, '1400')).toBe('120.00');

    // Sell 15 at 20.00: cost of sale 15 x 6.00 = 90.00.
    const sale = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-07-10', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '15' }] });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(await onHand(s)).toMatchObject({ quantity: '5.0000', value: '30.00', average: '6.0000' });
    expect(await balanceOf(s, '5000')).toBe('90.00');

    // The customer returns 2: a credit memo of 40.00; the 2 come back at the 6.00 they left at.
    const back = await s.call('POST', 'credit-memos', { customer_id: s.customer, date: '2026-07-12', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '2' }] });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.total_amount).toBe('40.00');
    expect(await onHand(s)).toMatchObject({ quantity: '7.0000', value: '42.00', average: '6.0000' });
    expect(await balanceOf(s, '5000')).toBe('78.00');
    expect(await balanceOf(s, '4000')).toBe('-260.00');

    // A count finds 6, one missing: 6.00 written off.
    const counted = await s.call('POST', 'adjust-inventory', { date: '2026-07-31', warehouse_id: s.warehouse, reason: 'Count', adjustment_account_id: s.account('6000'), lines: [{ item_id: s.item, location_id: s.shelfA, counted: '6' }] });
    expect(counted.status, JSON.stringify(counted.body)).toBe(201);
    expect(await onHand(s)).toMatchObject({ quantity: '6.0000', value: '36.00', average: '6.0000' });
    expect(await balanceOf(s, '6000')).toBe('6.00');
    expect(await balanceOf(s, '1400')).toBe('36.00');
    expect(await balanceOf(s, '2050')).toBe('-120.00');
    const report = await s.call('GET', 'reports/inventory-valuation');
    expect(report.body.rows.map((r: Record<string, string>) => [r.location, r.item, r.quantity, r.average_cost, r.value])).toEqual([['Shelf A', 'Widget', '6.0000', '6.0000', '36.00']]);
    expect(report.body.totals.value).toBe('36.00');

    // The return changed to 1: the 2 go back out at 12.00 and 1 comes in at 6.00; voided, it goes too.
    expect((await s.call('PUT', `credit-memos/${back.body.id}`, { lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '1' }] })).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '5.0000', value: '30.00' });
    expect(await balanceOf(s, '5000')).toBe('84.00');
    expect((await s.call('POST', `credit-memos/${back.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '4.0000', value: '24.00' });
    expect(await balanceOf(s, '5000')).toBe('90.00');
    expect(await valuationTotal(s)).toBe(await balanceOf(s, '1400'));

    // A return item (spec screen 200) restocks as a credit memo does: 3 back at the 6.00 average.
    const returned = await s.call('POST', 'return-items', { customer_id: s.customer, date: '2026-08-01', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '3' }] });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body.total_amount).toBe('60.00');
    expect(await onHand(s)).toMatchObject({ quantity: '7.0000', value: '42.00', average: '6.0000' });
    expect(await balanceOf(s, '5000')).toBe('72.00');
    expect((await s.call('POST', `return-items/${returned.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '4.0000', value: '24.00' });
    expect(await valuationTotal(s)).toBe(await balanceOf(s, '1400'));
  });
});

describe('the valuation report equals the inventory account', () => {
  let s: Company;
  beforeAll(async () => {
    s = await purchasingCompany('prop');
  });

  type Step =
    | { op: 'receive'; qty: number; cost: number; at: 0 | 1 }
    | { op: 'bill'; extra: number }
    | { op: 'sell'; qty: number }
    | { op: 'return'; qty: number }
    | { op: 'adjust'; qty: number }
    | { op: 'writedown'; cents: number }
    | { op: 'scrap'; qty: number }
    | { op: 'transfer'; qty: number }
    | { op: 'void' }
    | { op: 'change'; qty: number };

  // Weighted so that stock comes in often enough for the other steps to have something to act on.
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('receive' as const), qty: fc.integer({ min: 1, max: 9 }), cost: fc.integer({ min: 1, max: 999 }), at: fc.constantFrom(0 as const, 1 as const) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('bill' as const), extra: fc.integer({ min: -50, max: 50 }) }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('sell' as const), qty: fc.integer({ min: 1, max: 6 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('return' as const), qty: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('adjust' as const), qty: fc.integer({ min: -3, max: 3 }).filter((n) => n !== 0) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('transfer' as const), qty: fc.integer({ min: 1, max: 4 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('writedown' as const), cents: fc.integer({ min: 1, max: 500 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('scrap' as const), qty: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('void' as const) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('change' as const), qty: fc.integer({ min: 1, max: 6 }) }) },
  );

  it('after every step of random receive, bill, sell, return (to stock or scrap), adjust, write down, transfer, void and change', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), async (steps) => {
        run += 1;
        const item = await s.made('in-items', { display_name: `Random ${run}`, sales_price: '10', cost: '3.00', ...s.accounts, location_id: s.shelfA });
        const locations = [s.shelfA, s.shelfB];
        // What each step made, newest last: a void or change acts on the newest still standing.
        const made: { collection: string; id: number; line: Record<string, unknown> }[] = [];
        const receivings: number[] = [];
        for (const st of steps) {
          let res: Res | null = null;
          if (st.op === 'receive') {
            const line = { item_id: item, location_id: locations[st.at], quantity: String(st.qty), unit_cost: (st.cost / 100).toFixed(2) };
            res = await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-08-01', lines: [line] });
            if (res.status === 201) {
              made.push({ collection: 'receiving', id: res.body.id, line });
              receivings.push(res.body.id);
            }
          } else if (st.op === 'bill') {
            const id = receivings.pop();
            if (id === undefined) continue;
            const total = (await s.call('GET', `receiving/${id}`)).body.total_amount as string;
            const amount = Math.max(1, Math.round(Number(total) * 100) + st.extra);
            res = await s.call('POST', 'ap-bills', { vendor_id: s.vendor, date: '2026-08-02', lines: [{ receiving_id: id, amount: (amount / 100).toFixed(2) }] });
            if (res.status === 201) made.push({ collection: 'ap-bills', id: res.body.id, line: { receiving_id: id, amount: (amount / 100).toFixed(2) } });
          } else if (st.op === 'sell' || st.op === 'return' || st.op === 'scrap') {
            // A return to scrap (a return item's line) moves no stock: only cost of sale to write-offs.
            const line = { type: 'inventory_item', inventory_item_id: item, quantity: String(st.qty), ...(st.op === 'scrap' ? { is_scrap: 1 } : {}) };
            const collection = st.op === 'sell' ? 'invoices' : st.op === 'return' ? 'credit-memos' : 'return-items';
            res = await s.call('POST', collection, { customer_id: s.customer, date: '2026-08-03', lines: [line] });
            if (res.status === 201) made.push({ collection, id: res.body.id, line });
          } else if (st.op === 'writedown') {
            const line = { item_id: item, location_id: s.shelfA, write_down: (st.cents / 100).toFixed(2) };
            res = await s.call('POST', 'adjust-inventory', { date: '2026-08-04', warehouse_id: s.warehouse, adjustment_account_id: s.account('6000'), lines: [line] });
            if (res.status === 201) made.push({ collection: 'adjust-inventory', id: res.body.id, line });
          } else if (st.op === 'adjust' || st.op === 'transfer') {
            const line = st.op === 'adjust' ? { item_id: item, location_id: s.shelfA, quantity: String(st.qty), ...(st.qty > 0 ? { unit_cost: '4.25' } : {}) } : { item_id: item, location_id: s.shelfA, to_location_id: s.shelfB, quantity: String(st.qty) };
            res = await s.call('POST', 'adjust-inventory', { kind: st.op === 'adjust' ? 'adjustment' : 'transfer', date: '2026-08-04', warehouse_id: s.warehouse, adjustment_account_id: s.account('6000'), lines: [line] });
            if (res.status === 201) made.push({ collection: 'adjust-inventory', id: res.body.id, line });
          } else {
            const last = made.pop();
            if (!last) continue;
            if (st.op === 'void') res = await s.call('POST', `${last.collection}/${last.id}/void`, {});
            else {
              const line = 'quantity' in last.line && last.collection !== 'ap-bills' ? { ...last.line, quantity: String(st.qty) } : last.line;
              res = await s.call('PUT', `${last.collection}/${last.id}`, { lines: [line] });
              if (res.status === 200) made.push({ ...last, line });
            }
          }
          // Refused (not enough on hand, billed already): a 422, never a 500; either way the books agree.
          if (res) expect([200, 201, 422], JSON.stringify([st, res.body])).toContain(res.status);
          expect(await valuationTotal(s), JSON.stringify(steps)).toBe(await balanceOf(s, '1400'));
          expect(await balanceOf(s, '2050'), JSON.stringify(steps)).toBe(await unbilled(s));
        }
      }),
      { numRuns: 20, seed: 39 },
    );
  });
});

/** What Received Not Billed should hold: minus the total of posted receivings that no posted bill bills. */
async function unbilled(s: Company): Promise<string> {
  const res = await withTenant(s.company.id, (tx) =>
    tx.execute(sql`select (-coalesce(sum(r.total_amount), 0))::numeric(14,2)::text as v from receivings r where r.state = 'posted' and not exists (select 1 from receiving_bills b where b.receiving_id = r.id)`),
  );
  return (rowsOf(res)[0] as { v: string }).v;
}

describe('purchase order service lines', () => {
  it('orders goods and a service; receiving the service confirms it done (no stock), Dr its expense / Cr Received Not Billed, and its bill clears it', async () => {
    const s = await purchasingCompany('po-service');
    const other = await purchasingCompany('po-service-other');
    const order = await s.call('POST', 'purchase-orders', {
      vendor_id: s.vendor,
      date: '2026-07-01',
      warehouse_id: s.warehouse,
      lines: [
        { item_id: s.item, quantity: '4' },
        { type: 'service', account_id: s.account('6000'), description: 'Installation', quantity: '3', rate: '40.00' },
      ],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.total_amount).toBe('140.00');
    const lines = (await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines;
    expect(lines.map((l: Record<string, unknown>) => [l.type, l.item_id, l.account_id, l.amount])).toEqual([
      ['item', s.item, null, '20.00'],
      ['service', null, s.account('6000'), '120.00'],
    ]);

    // Bad service lines: each a 422 naming its field, nothing written.
    const journals = await count(s, 'journals');
    const po = (line: Record<string, unknown>) => s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-07-01', warehouse_id: s.warehouse, lines: [{ type: 'service', quantity: '1', rate: '5', description: 'Repair', ...line }] });
    expect(fieldsOf(await po({}))).toEqual([422, ['lines.0.account_id']]);
    expect(fieldsOf(await po({ account_id: s.account('6000'), description: '' }))).toEqual([422, ['lines.0.description']]);
    expect(fieldsOf(await po({ account_id: s.account('6000'), rate: null }))).toEqual([422, ['lines.0.rate']]);
    expect(fieldsOf(await po({ account_id: s.account('6000'), item_id: s.item }))).toEqual([422, ['lines.0.item_id']]);
    expect(fieldsOf(await po({ account_id: s.account('6000'), location_id: s.shelfA }))).toEqual([422, ['lines.0.location_id']]);
    expect(fieldsOf(await po({ account_id: s.account('1400') }))).toEqual([422, ['lines.0.account_id']]);
    expect(fieldsOf(await po({ account_id: other.account('6000') }))).toEqual([422, ['lines.0.account_id']]);
    expect(fieldsOf(await po({ type: 'item', item_id: s.item, account_id: s.account('6000') }))).toEqual([422, ['lines.0.account_id']]);

    // Two of the three hours are confirmed done: no stock moves; Dr 6000 80.00 / Cr Received Not Billed 80.00.
    const moves = await count(s, 'stock_moves');
    const done = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-07-03', lines: [{ order_line_id: lines[1].id, quantity: '2' }] });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.total_amount).toBe('80.00');
    expect(await count(s, 'stock_moves')).toBe(moves);
    expect(await count(s, 'journals')).toBe(journals + 1);
    const received = (await s.call('GET', `receiving/${done.body.id}?expand=lines`)).body.lines;
    expect(received).toMatchObject([{ item_id: null, location_id: null, account_id: s.account('6000'), description: 'Installation', unit_cost: '40.0000', amount: '80.00' }]);
    expect(await balanceOf(s, '6000')).toBe('80.00');
    expect(await balanceOf(s, '2050')).toBe('-80.00');
    expect(await balanceOf(s, '1400')).toBe('0.00');
    expect((await s.call('GET', `purchase-orders/${order.body.id}`)).body).toMatchObject({ status: 'partial', received_amount: '80.00', balance: '60.00' });
    // A service receives no location; more than ordered is refused as for goods.
    expect(fieldsOf(await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-07-03', lines: [{ order_line_id: lines[1].id, quantity: '1', location_id: s.shelfA }] }))).toEqual([422, ['lines.0.location_id']]);
    expect(fieldsOf(await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-07-03', lines: [{ order_line_id: lines[1].id, quantity: '2' }] }))).toEqual([422, ['lines.0.quantity']]);

    // The rest, no lines given: 4 Widgets into stock and the last hour confirmed.
    const rest = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-07-05' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.total_amount).toBe('60.00');
    expect(await onHand(s)).toMatchObject({ quantity: '4.0000', value: '20.00' });
    expect(await balanceOf(s, '6000')).toBe('120.00');
    expect(await balanceOf(s, '2050')).toBe('-140.00');
    expect((await s.call('GET', `purchase-orders/${order.body.id}`)).body).toMatchObject({ status: 'received', balance: '0.00' });

    // The vendor bills the service receiving at 85.00: Received Not Billed cleared of 80.00, 5.00 to the variance.
    const bill = await s.call('POST', 'ap-bills', { vendor_id: s.vendor, number: 'S-1', date: '2026-07-06', lines: [{ receiving_id: done.body.id, amount: '85.00' }] });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(await balanceOf(s, '2050')).toBe('-60.00');
    expect(await balanceOf(s, '5100')).toBe('5.00');
    expect(await balanceOf(s, '2000')).toBe('-85.00');

    // Voiding the unbilled receiving takes back its stock and its service line exactly.
    expect((await s.call('POST', `receiving/${rest.body.id}/void`, {})).status).toBe(200);
    expect(await balanceOf(s, '6000')).toBe('80.00');
    expect(await balanceOf(s, '2050')).toBe('0.00');
    expect(await onHand(s)).toMatchObject({ quantity: '0.0000', value: '0.00' });
    expect((await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines.map((l: Record<string, string>) => l.quantity_received)).toEqual(['0.0000', '2.0000']);
    expect(await valuationTotal(s)).toBe(await balanceOf(s, '1400'));
  });

  it('receives a service of no order: its account, description and cost given', async () => {
    const s = await purchasingCompany('rcv-service');
    const receive = (line: Record<string, unknown>) => s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-07-01', lines: [line] });
    expect(fieldsOf(await receive({ account_id: s.account('6000'), quantity: '1', unit_cost: '10' }))).toEqual([422, ['lines.0.description']]);
    expect(fieldsOf(await receive({ account_id: s.account('6000'), quantity: '1', description: 'Cleaning' }))).toEqual([422, ['lines.0.unit_cost']]);
    const ok = await receive({ account_id: s.account('6000'), quantity: '1', unit_cost: '10', description: 'Cleaning' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(await balanceOf(s, '6000')).toBe('10.00');
    expect(await balanceOf(s, '2050')).toBe('-10.00');
  });
});

describe('the inventory reports', () => {
  it('stock on hand with reserved and available, open purchase and sales orders, and the stock moves of an item', async () => {
    const s = await purchasingCompany('inv-reports');
    const order = await s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-08-01', expected_date: '2026-08-10', warehouse_id: s.warehouse, lines: [{ item_id: s.item, quantity: '10', rate: '5' }] });
    expect(order.status).toBe(201);
    const done = await s.call('POST', 'purchase-orders', { vendor_id: s.otherVendor, date: '2026-08-01', lines: [{ item_id: s.gadget, quantity: '2', rate: '1' }] });
    const lines = (await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines;
    expect((await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-08-05', lines: [{ order_line_id: lines[0].id, quantity: '6' }] })).status).toBe(201);
    expect((await s.call('POST', 'receiving', { vendor_id: s.otherVendor, purchase_order_id: done.body.id, warehouse_id: s.warehouse, date: '2026-08-05' })).status).toBe(201);
    const so = await s.call('POST', 'sales-orders', { customer_id: s.customer, date: '2026-08-06', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '4' }] });
    expect(so.status, JSON.stringify(so.body)).toBe(201);
    expect((await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-08-07', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '1' }] })).status).toBe(201);

    const onHand = await s.call('GET', `reports/stock-on-hand?item_id=${s.item}`);
    expect(onHand.status, JSON.stringify(onHand.body)).toBe(200);
    expect(onHand.body.rows).toEqual([{ warehouse: 'Main', location: 'Shelf A', number: 'W-1', item: 'Widget', unit: 'each', on_hand: '5.0000', reserved: '4.0000', available: '1.0000' }]);
    expect((await s.call('GET', 'reports/stock-on-hand')).body.rows).toHaveLength(2);

    // The second order was received in full: only the first is open, 30.00 received of 50.00.
    const open = await s.call('GET', 'reports/open-purchase-orders');
    expect(open.body.rows).toEqual([{ number: order.body.number, vendor: 'Supplier Co', date: '2026-08-01', expected_date: '2026-08-10', status: 'partial', amount: '50.00', received: '30.00', balance: '20.00' }]);
    expect(open.body.totals).toEqual({ amount: '50.00', received: '30.00', balance: '20.00' });
    expect((await s.call('GET', `reports/open-purchase-orders?vendor_id=${s.otherVendor}`)).body.rows).toEqual([]);

    const sales = await s.call('GET', 'reports/open-sales-orders');
    expect(sales.body.rows).toEqual([{ number: so.body.number, customer: 'Acme Ltd', date: '2026-08-06', status: 'open', amount: '80.00', held: '4.0000' }]);

    const moves = await s.call('GET', `reports/item-stock-moves?item_id=${s.item}`);
    expect(moves.body.rows.map((r: Record<string, string>) => [r.date, r.document, r.quantity, r.value, r.on_hand_after])).toEqual([
      ['2026-08-05', 'receiving', '6.0000', '30.00', '6.0000'],
      ['2026-08-07', 'invoice', '-1.0000', '-5.00', '5.0000'],
    ]);
    expect((await s.call('GET', `reports/item-stock-moves?item_id=${s.item}&from=2026-08-06&to=2026-08-31`)).body.rows.map((r: Record<string, string>) => r.on_hand_after)).toEqual(['5.0000']);
    expect((await s.call('GET', 'reports/item-stock-moves')).status).toBe(400);
    // Another company's item shows nothing of theirs.
    const other = await purchasingCompany('inv-reports-other');
    const theirs = await s.call('GET', `reports/item-stock-moves?item_id=${other.item}`);
    expect([theirs.status, theirs.body.rows]).toEqual([200, []]);
  });
});

describe('returns to scrap, and what a return list has received', () => {
  it('takes back goods to stock or to scrap: scrap never comes on hand, its cost moves from cost of sale to Inventory Write-offs', async () => {
    const s = await purchasingCompany('return-scrap');
    expect((await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-07-01', lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '10', unit_cost: '5.00' }] })).status).toBe(201);
    const sale = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-07-02', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '4' }] });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(await balanceOf(s, '5000')).toBe('20.00');

    // A service line sent to scrap: refused on the line's flag, nothing written.
    const moves = await count(s, 'stock_moves');
    const journals = await count(s, 'journals');
    const bad = await s.call('POST', 'return-items', { customer_id: s.customer, date: '2026-07-03', lines: [{ type: 'service', description: 'Fee', quantity: '1', rate: '5', account_id: s.account('4000'), is_scrap: 1 }] });
    expect(fieldsOf(bad)).toEqual([422, ['lines.0.is_scrap']]);
    expect([await count(s, 'stock_moves'), await count(s, 'journals')]).toEqual([moves, journals]);

    // 1 back to stock, 2 to scrap: the customer is credited for 3 (60.00); 1 comes on hand at 5.00.
    const returned = await s.call('POST', 'return-items', {
      customer_id: s.customer,
      date: '2026-07-03',
      lines: [
        { type: 'inventory_item', inventory_item_id: s.item, quantity: '1' },
        { type: 'inventory_item', inventory_item_id: s.item, quantity: '2', is_scrap: 1 },
      ],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body.total_amount).toBe('60.00');
    const lines = (await s.call('GET', `return-items/${returned.body.id}?expand=lines`)).body.lines;
    expect(lines.map((l: Record<string, unknown>) => l.is_scrap)).toEqual([false, true]);
    expect(await onHand(s)).toMatchObject({ quantity: '7.0000', value: '35.00', average: '5.0000' });
    // Cost of sale keeps the one sold and kept (20.00 − 5.00 restocked − 10.00 scrapped); the scrap is a write-off.
    expect(await balanceOf(s, '5000')).toBe('5.00');
    expect(await balanceOf(s, '5200')).toBe('10.00');
    expect(await balanceOf(s, '1400')).toBe('35.00');
    expect(await valuationTotal(s)).toBe('35.00');

    // Changed to all to stock: the write-off goes, the 2 come on hand; voided, all goes back.
    expect((await s.call('PUT', `return-items/${returned.body.id}`, { lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '3' }] })).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '9.0000', value: '45.00' });
    expect([await balanceOf(s, '5000'), await balanceOf(s, '5200')]).toEqual(['5.00', '0.00']);
    expect((await s.call('POST', `return-items/${returned.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '6.0000', value: '30.00' });
    expect([await balanceOf(s, '5000'), await balanceOf(s, '5200')]).toEqual(['20.00', '0.00']);
    expect(await valuationTotal(s)).toBe(await balanceOf(s, '1400'));
  });

  it("the return list's received and balance: what of its credit was applied to invoices, and what is left", async () => {
    const s = await purchasingCompany('return-received');
    const invoice = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-07-02', lines: [{ type: 'service', description: 'Work', quantity: '1', rate: '100', account_id: s.account('4000') }] });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const returned = await s.call('POST', 'return-items', { customer_id: s.customer, date: '2026-07-03', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '3', is_scrap: 1 }] });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body).toMatchObject({ total_amount: '60.00', total_paid: '0.00', balance_due: '60.00' });

    // More than is left of the credit: refused, nothing applied.
    const over = await s.call('POST', 'apply-credits', { customer_id: s.customer, date: '2026-07-04', credit_memo_id: returned.body.id, invoice_id: invoice.body.id, amount: '60.01' });
    expect(fieldsOf(over)).toEqual([422, ['amount']]);
    const applied = await s.call('POST', 'apply-credits', { customer_id: s.customer, date: '2026-07-04', credit_memo_id: returned.body.id, invoice_id: invoice.body.id, amount: '25.00' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const row = (await s.call('GET', 'return-items')).body.items.find((r: { id: number }) => r.id === returned.body.id);
    expect(row).toMatchObject({ total_amount: '60.00', total_paid: '25.00', balance_due: '35.00' });
    expect((await s.call('GET', `invoices/${invoice.body.id}`)).body.balance_due).toBe('75.00');
    // Applied, the return is not changed or voided until the credit is unapplied.
    expect(fieldsOf(await s.call('POST', `return-items/${returned.body.id}/void`, {}))).toEqual([422, ['id']]);
    expect((await s.call('POST', `apply-credits/${applied.body.id}/void`, {})).status).toBe(200);
    expect((await s.call('GET', `return-items/${returned.body.id}`)).body).toMatchObject({ total_paid: '0.00', balance_due: '60.00' });
  });
});

describe('write-downs of value alone', () => {
  it('marks stock down without moving a quantity: Dr the adjustment account / Cr Inventory, the average falls', async () => {
    const s = await purchasingCompany('write-down');
    expect((await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-07-01', lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '10', unit_cost: '5.00' }] })).status).toBe(201);
    const body = (line: Record<string, unknown>, kind = 'adjustment') => ({ kind, date: '2026-07-05', warehouse_id: s.warehouse, reason: 'Obsolete', adjustment_account_id: s.account('6000'), lines: [{ item_id: s.item, location_id: s.shelfA, ...line }] });

    // Bad input: each a 422 naming the field, nothing written.
    const moves = await count(s, 'stock_moves');
    const journals = await count(s, 'journals');
    expect(fieldsOf(await s.call('POST', 'adjust-inventory', body({ write_down: '50.01' })))).toEqual([422, ['lines.0.write_down']]);
    expect(fieldsOf(await s.call('POST', 'adjust-inventory', body({ write_down: '1.00', quantity: '-1' })))).toEqual([422, ['lines.0.write_down']]);
    expect(fieldsOf(await s.call('POST', 'adjust-inventory', body({ write_down: '1.00', unit_cost: '2' })))).toEqual([422, ['lines.0.unit_cost']]);
    expect(fieldsOf(await s.call('POST', 'adjust-inventory', body({ write_down: '-1.00' })))).toEqual([422, ['lines.0.write_down']]);
    expect(fieldsOf(await s.call('POST', 'adjust-inventory', body({ write_down: '1.00', quantity: '1', to_location_id: s.shelfB }, 'transfer')))).toEqual([422, ['lines.0.write_down']]);
    expect(fieldsOf(await s.call('POST', 'adjust-inventory', { ...body({ write_down: '1.00' }), lines: [{ item_id: s.item, location_id: s.shelfB, write_down: '1.00' }] }))).toEqual([422, ['lines.0.write_down']]);
    expect([await count(s, 'stock_moves'), await count(s, 'journals')]).toEqual([moves, journals]);

    // 12.50 off the 50.00: 10 on hand worth 37.50, 3.75 each.
    const down = await s.call('POST', 'adjust-inventory', body({ write_down: '12.50' }));
    expect(down.status, JSON.stringify(down.body)).toBe(201);
    expect(await onHand(s)).toMatchObject({ quantity: '10.0000', value: '37.50', average: '3.7500' });
    expect([await balanceOf(s, '6000'), await balanceOf(s, '1400')]).toEqual(['12.50', '37.50']);
    expect(await valuationTotal(s)).toBe('37.50');
    // A sale takes the new average: 4 at 3.75.
    expect((await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-07-06', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '4' }] })).status).toBe(201);
    expect(await balanceOf(s, '5000')).toBe('15.00');

    // Changed to 2.50 then voided: the value comes back onto the 6 still there.
    expect((await s.call('PUT', `adjust-inventory/${down.body.id}`, { lines: [{ item_id: s.item, location_id: s.shelfA, write_down: '2.50' }] })).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '6.0000', value: '32.50' });
    expect((await s.call('POST', `adjust-inventory/${down.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '6.0000', value: '35.00' });
    expect(await valuationTotal(s)).toBe(await balanceOf(s, '1400'));

    // A write-down whose stock has all left is not voided: its value would stay in an empty location.
    const again = await s.call('POST', 'adjust-inventory', body({ write_down: '5.00' }));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-07-07', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '6' }] })).status).toBe(201);
    expect(fieldsOf(await s.call('POST', `adjust-inventory/${again.body.id}/void`, {}))).toEqual([422, ['id']]);
    expect(await onHand(s)).toMatchObject({ quantity: '0.0000', value: '0.00' });
    expect(await valuationTotal(s)).toBe(await balanceOf(s, '1400'));
  });
});

describe('locations of an asset', () => {
  it('keeps stock on a truck (a fixed asset): named by any warehouse’s documents, sold from, counted, shown in the stock reports', async () => {
    const s = await purchasingCompany('asset-location');
    const other = await purchasingCompany('asset-location-other');
    const assetOf = (c: Company, name: string) =>
      c.made('assets', { display_name: name, cost: '30000', acquisition_date: '2026-01-01', life_months: 60, asset_account_id: c.account('1500'), accumulated_account_id: c.account('1590'), expense_account_id: c.account('6000') });
    const truck = await assetOf(s, 'Truck 1');
    const theirs = await assetOf(other, 'Their truck');

    // Bad input: both owners, neither, another company's asset; nothing written.
    const before = (await s.call('GET', 'warehouse-locations')).body.items.length;
    expect(fieldsOf(await s.call('POST', 'warehouse-locations', { display_name: 'Cab', warehouse_id: s.warehouse, asset_id: truck }))).toEqual([422, ['warehouse_id']]);
    expect(fieldsOf(await s.call('POST', 'warehouse-locations', { display_name: 'Cab' }))).toEqual([422, ['warehouse_id']]);
    expect(fieldsOf(await s.call('POST', 'warehouse-locations', { display_name: 'Cab', asset_id: theirs }))).toEqual([422, ['asset_id']]);
    expect((await s.call('GET', 'warehouse-locations')).body.items.length).toBe(before);

    const cab = await s.call('POST', 'warehouse-locations', { display_name: 'Cab', asset_id: truck });
    expect(cab.status, JSON.stringify(cab.body)).toBe(201);
    expect(cab.body).toMatchObject({ asset_id: truck, warehouse_id: null });
    expect((await s.call('GET', `warehouse-locations/${cab.body.id}?expand=asset`)).body.asset.display_name).toBe('Truck 1');
    // A second truck may have its own Cab; the same truck not twice.
    expect(fieldsOf(await s.call('POST', 'warehouse-locations', { display_name: 'cab', asset_id: truck }))).toEqual([422, ['display_name']]);
    // Moved to a warehouse, it stops being the truck's.
    const moved = await s.call('POST', 'warehouse-locations', { display_name: 'Tailgate', asset_id: truck });
    expect((await s.call('PUT', `warehouse-locations/${moved.body.id}`, { warehouse_id: s.warehouse })).status).toBe(422);
    expect((await s.call('PUT', `warehouse-locations/${moved.body.id}`, { warehouse_id: s.warehouse, asset_id: null })).status).toBe(200);

    // Received into the main warehouse, 4 loaded onto the truck by a transfer, 1 sold from it, a count on it (by the Annex's adjustment) finds 2.
    expect((await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-07-01', lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '10', unit_cost: '5.00' }] })).status).toBe(201);
    const load = await s.call('POST', 'adjust-inventory', { kind: 'transfer', date: '2026-07-02', warehouse_id: s.warehouse, lines: [{ item_id: s.item, location_id: s.shelfA, to_location_id: cab.body.id, quantity: '4' }] });
    expect(load.status, JSON.stringify(load.body)).toBe(201);
    expect((await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-07-03', lines: [{ type: 'inventory_item', inventory_item_id: s.item, location_id: cab.body.id, quantity: '1' }] })).status).toBe(201);
    const count = await s.call('POST', 'adjust-inventory', { date: '2026-07-04', warehouse_id: s.annex, reason: 'Truck count', adjustment_account_id: s.account('6000'), lines: [{ item_id: s.item, location_id: cab.body.id, counted: '2' }] });
    expect(count.status, JSON.stringify(count.body)).toBe(201);
    // Received straight onto the truck, whatever the receiving's warehouse.
    expect((await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.annex, date: '2026-07-05', lines: [{ item_id: s.item, location_id: cab.body.id, quantity: '1', unit_cost: '5.00' }] })).status).toBe(201);

    const valuation = (await s.call('GET', 'reports/inventory-valuation')).body;
    expect(valuation.rows.map((r: Record<string, string>) => [r.warehouse, r.location, r.quantity, r.value])).toEqual([
      ['Main', 'Shelf A', '6.0000', '30.00'],
      ['Truck 1', 'Cab', '3.0000', '15.00'],
    ]);
    expect(valuation.totals.value).toBe(await balanceOf(s, '1400'));
    const onHandReport = (await s.call('GET', 'reports/stock-on-hand')).body;
    expect(onHandReport.rows.map((r: Record<string, string>) => [r.warehouse, r.location, r.on_hand])).toEqual([
      ['Main', 'Shelf A', '6.0000'],
      ['Truck 1', 'Cab', '3.0000'],
    ]);
    const moves = (await s.call('GET', `reports/item-stock-moves?item_id=${s.item}`)).body;
    expect(moves.rows.filter((r: Record<string, string>) => r.warehouse === 'Truck 1')).toHaveLength(4);
  });
});

describe('purchase order lines of goods not kept in stock', () => {
  it('orders a good that is no inventory item: received, it is charged to its account (Dr it / Cr Received Not Billed), moving no stock', async () => {
    const s = await purchasingCompany('po-good');
    const orders = (await s.call('GET', 'purchase-orders')).body.items.length;
    const good = (line: Record<string, unknown>) => ({ vendor_id: s.vendor, date: '2026-07-01', warehouse_id: s.warehouse, lines: [{ type: 'good', account_id: s.account('6000'), description: 'Packing tape', quantity: '5', rate: '3.00', ...line }] });
    expect(fieldsOf(await s.call('POST', 'purchase-orders', good({ item_id: s.item })))).toEqual([422, ['lines.0.item_id']]);
    expect(fieldsOf(await s.call('POST', 'purchase-orders', good({ account_id: null })))).toEqual([422, ['lines.0.account_id']]);
    expect(fieldsOf(await s.call('POST', 'purchase-orders', good({ location_id: s.shelfA })))).toEqual([422, ['lines.0.location_id']]);
    expect(fieldsOf(await s.call('POST', 'purchase-orders', good({ account_id: s.account('1400') })))).toEqual([422, ['lines.0.account_id']]);
    expect((await s.call('GET', 'purchase-orders')).body.items.length).toBe(orders);

    const order = await s.call('POST', 'purchase-orders', { ...good({}), lines: [...good({}).lines, { item_id: s.item, quantity: '2' }] });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.total_amount).toBe('25.00');
    const lines = (await s.call('GET', `purchase-orders/${order.body.id}?expand=lines`)).body.lines;
    expect(lines.map((l: Record<string, unknown>) => [l.type, l.item_id, l.amount])).toEqual([['good', null, '15.00'], ['item', s.item, '10.00']]);

    const moves = await count(s, 'stock_moves');
    const receiving = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-07-02', lines: [{ order_line_id: lines[0].id, quantity: '5' }] });
    expect(receiving.status, JSON.stringify(receiving.body)).toBe(201);
    expect(await count(s, 'stock_moves')).toBe(moves);
    expect([await balanceOf(s, '6000'), await balanceOf(s, '2050'), await balanceOf(s, '1400')]).toEqual(['15.00', '-15.00', '0.00']);
    // A goods line's refusals speak of goods, not of a service.
    const placed = await s.call('POST', 'receiving', { vendor_id: s.vendor, purchase_order_id: order.body.id, warehouse_id: s.warehouse, date: '2026-07-02', lines: [{ order_line_id: lines[0].id, quantity: '5', location_id: s.shelfA }] });
    expect(placed.status).toBe(422);
    expect(placed.body).toEqual([{ field: 'lines.0.location_id', message: 'A good not kept in stock has no location: it is charged to its account.', code: 'goodNoLocation', params: {} }]);
    expect((await s.call('GET', `purchase-orders/${order.body.id}`)).body).toMatchObject({ status: 'partial', received_amount: '15.00' });
    // Its bill clears the accrual.
    expect((await s.call('POST', 'ap-bills', { vendor_id: s.vendor, date: '2026-07-03', lines: [{ receiving_id: receiving.body.id, amount: '15.00' }] })).status).toBe(201);
    expect(await balanceOf(s, '2050')).toBe('0.00');
  });
});

describe("the spec's receiving paths", () => {
  it('goods-receiving, service-receiving and inventory-receiving-item read the one receiving model', async () => {
    const s = await purchasingCompany('receiving-paths');
    const goods = await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-07-01', lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '3', unit_cost: '5.00' }] });
    const service = await s.call('POST', 'receiving', { vendor_id: s.vendor, warehouse_id: s.warehouse, date: '2026-07-02', lines: [{ account_id: s.account('6000'), description: 'Repair', quantity: '1', unit_cost: '80.00' }] });
    const both = await s.call('POST', 'receiving', {
      vendor_id: s.vendor,
      warehouse_id: s.warehouse,
      date: '2026-07-03',
      lines: [
        { item_id: s.gadget, location_id: s.shelfB, quantity: '2', unit_cost: '2.50' },
        { account_id: s.account('6000'), description: 'Freight', quantity: '1', unit_cost: '10.00' },
      ],
    });
    expect([goods.status, service.status, both.status]).toEqual([201, 201, 201]);
    const ids = async (path: string) => (await s.call('GET', `${path}?sort=id`)).body.items.map((r: { id: number }) => r.id);
    expect(await ids('goods-receiving')).toEqual([goods.body.id, both.body.id]);
    expect(await ids('service-receiving')).toEqual([service.body.id, both.body.id]);
    const row = (await s.call('GET', `goods-receiving/${goods.body.id}?expand=lines`)).body;
    expect(row).toMatchObject({ number: goods.body.number, total_amount: '15.00', state: 'posted' });
    expect(row.lines).toHaveLength(1);
    expect((await s.call('GET', `service-receiving/${both.body.id}?expand=lines`)).body.lines).toHaveLength(2);
    expect((await s.call('GET', `goods-receiving/${service.body.id}`)).status).toBe(404);
    const items = (await s.call('GET', 'inventory-receiving-item?sort=id')).body.items;
    expect(items.map((l: Record<string, unknown>) => [l.receiving_id, l.item_id, l.quantity, l.amount])).toEqual([
      [goods.body.id, s.item, '3.0000', '15.00'],
      [service.body.id, null, '1.0000', '80.00'],
      [both.body.id, s.gadget, '2.0000', '5.00'],
      [both.body.id, null, '1.0000', '10.00'],
    ]);
    expect((await s.call('GET', `inventory-receiving-item?filter[item_id]=${s.gadget}`)).body.items).toHaveLength(1);
    // Read-only: written through `receiving` alone.
    expect((await s.call('POST', 'goods-receiving', { vendor_id: s.vendor })).status).toBe(405);
    expect((await s.call('DELETE', `inventory-receiving-item/${items[0].id}`)).status).toBe(405);
  });
});
