import { describe, expect, it } from 'vitest';
import { onHand, stockCompany, type StockCompany } from '../support/stock';

/**
 * Issue 39, third slice: sales orders [206] that hold their stock (available = on hand −
 * reserved), shipped into invoices that release what they ship, cancelled by void; two orders
 * for the last units at once: exactly one holds them (PostgreSQL runs them on their own connections).
 */

const stocked = async (prefix: string, quantity = '10') => {
  const s = await stockCompany(prefix);
  const res = await s.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: s.warehouse, adjustment_account_id: s.account('3900'), lines: [{ item_id: s.item, location_id: s.shelfA, quantity, unit_cost: '3.00' }] });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return s;
};

const order = (s: StockCompany, quantity: string, extra: Record<string, unknown> = {}) =>
  s.call('POST', 'sales-orders', { customer_id: s.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity }, { type: 'service', description: 'Delivery', quantity: '1', rate: '5', account_id: s.account('4000') }], ...extra });

const item = async (s: StockCompany) => (await s.call('GET', `in-items/${s.item}`)).body;
const sell = (s: StockCompany, quantity: string) => s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-03', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity }] });

describe('sales orders hold their stock', () => {
  it('reserves on posting (not as a draft), so a sale takes only what is available', async () => {
    const s = await stocked('so-reserve');
    const draft = await order(s, '4', { state: 'draft' });
    expect(draft.status).toBe(201);
    expect(await item(s)).toMatchObject({ quantity_on_hand: '10.0000', quantity_reserved: '0.0000', quantity_available: '10.0000' });

    const made = await order(s, '6');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ order_status: 'open', total_amount: '125.00', journal_id: null });
    expect(await item(s)).toMatchObject({ quantity_on_hand: '10.0000', quantity_reserved: '6.0000', quantity_available: '4.0000' });
    const bins = (await s.call('GET', `in-items/${s.item}?expand=bins`)).body.bins;
    expect(bins).toEqual([expect.objectContaining({ location_id: s.shelfA, quantity: '10.0000', reserved: '6.0000', available: '4.0000' })]);

    // A sale beyond what is available is refused, naming the line; within it, sold.
    const over = await sell(s, '5');
    expect(over.status).toBe(422);
    expect(over.body[0]).toMatchObject({ field: 'lines.0.quantity' });
    expect(over.body[0].message).toMatch(/Only 4\.0000 available/);
    expect((await sell(s, '4')).status).toBe(201);
    // Nothing is left to reserve: posting the draft is refused, naming the line.
    const posted = await s.call('POST', `sales-orders/${draft.body.id}/post`, {});
    expect(posted.status).toBe(422);
    expect(posted.body[0].field).toBe('lines.0.quantity');
    expect(await onHand(s)).toMatchObject({ quantity: '6.0000' });
  });

  it('changes its reservation with its lines, and releases it when cancelled (void)', async () => {
    const s = await stocked('so-cancel');
    const made = await order(s, '6');
    expect((await s.call('PUT', `sales-orders/${made.body.id}`, { lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '8' }] })).status).toBe(200);
    expect(await item(s)).toMatchObject({ quantity_reserved: '8.0000', quantity_available: '2.0000' });
    const tooMuch = await s.call('PUT', `sales-orders/${made.body.id}`, { lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '11' }] });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body[0].field).toBe('lines.0.quantity');
    expect(await item(s)).toMatchObject({ quantity_reserved: '8.0000' });
    const voided = await s.call('POST', `sales-orders/${made.body.id}/void`, {});
    expect(voided.status).toBe(200);
    expect(voided.body.order_status).toBe('cancelled');
    expect(await item(s)).toMatchObject({ quantity_on_hand: '10.0000', quantity_reserved: '0.0000', quantity_available: '10.0000' });
  });

  it('ships in parts into invoices that release what they ship, then is shipped', async () => {
    const s = await stocked('so-ship');
    const made = await order(s, '6');
    const part = await s.call('POST', `sales-orders/${made.body.id}/ship`, { date: '2026-05-05', lines: [{ line_no: 1, quantity: '2' }] });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    // The first shipment carries the other lines: 2 x 20.00 + 5.00.
    expect(part.body).toMatchObject({ total_amount: '45.00', source_document_id: made.body.id, date: Date.UTC(2026, 4, 5) / 1000 });
    expect(await item(s)).toMatchObject({ quantity_on_hand: '8.0000', quantity_reserved: '4.0000', quantity_available: '4.0000' });
    expect((await s.call('GET', `sales-orders/${made.body.id}`)).body.order_status).toBe('partial');
    // Shipped in part, the order is no longer changed; more than is still held is not shipped.
    expect((await s.call('PUT', `sales-orders/${made.body.id}`, { memo: 'x' })).status).toBe(422);
    const over = await s.call('POST', `sales-orders/${made.body.id}/ship`, { lines: [{ line_no: 1, quantity: '5' }] });
    expect(over.status).toBe(422);
    expect(over.body[0].field).toBe('lines.0.quantity');

    const rest = await s.call('POST', `sales-orders/${made.body.id}/ship`, {});
    expect(rest.status).toBe(201);
    expect(rest.body.total_amount).toBe('80.00');
    expect(await item(s)).toMatchObject({ quantity_on_hand: '4.0000', quantity_reserved: '0.0000', quantity_available: '4.0000' });
    const shipped = (await s.call('GET', `sales-orders/${made.body.id}`)).body;
    expect(shipped).toMatchObject({ order_status: 'shipped', converted_to_id: rest.body.id });
    expect((await s.call('POST', `sales-orders/${made.body.id}/ship`, {})).status).toBe(422);
    // Cost of sale: 6 x 3.00.
    const valuation = await s.call('GET', 'reports/inventory-valuation');
    expect(valuation.body.totals.value).toBe('12.00');
  });

  it('cancels what a partly shipped order still holds by void; its invoices stay', async () => {
    const s = await stocked('so-partcancel');
    const made = await order(s, '6');
    const part = await s.call('POST', `sales-orders/${made.body.id}/ship`, { lines: [{ line_no: 1, quantity: '2' }] });
    expect(part.status).toBe(201);
    expect((await s.call('POST', `sales-orders/${made.body.id}/void`, {})).status).toBe(200);
    expect(await item(s)).toMatchObject({ quantity_on_hand: '8.0000', quantity_reserved: '0.0000', quantity_available: '8.0000' });
    expect((await s.call('GET', `invoices/${part.body.id}`)).body.state).toBe('posted');
  });

  it("refuses another company's item or location on an order, and a negative quantity, writing nothing", async () => {
    const s = await stocked('so-bad');
    const other = await stockCompany('so-bad-other');
    const bad = async (line: Record<string, unknown>, field: string) => {
      const res = await s.call('POST', 'sales-orders', { customer_id: s.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', ...line }] });
      expect([res.status, res.body[0]?.field]).toEqual([422, field]);
    };
    await bad({ inventory_item_id: other.item, quantity: '1' }, 'lines.0.inventory_item_id');
    await bad({ inventory_item_id: s.item, location_id: other.shelfA, quantity: '1' }, 'lines.0.location_id');
    await bad({ inventory_item_id: s.item, quantity: '-1' }, 'lines.0.quantity');
    expect((await s.call('GET', 'sales-orders')).body.items).toEqual([]);
    expect(await item(s)).toMatchObject({ quantity_reserved: '0.0000' });
    // Another company's order is a 404, shipping included.
    const mine = await order(s, '1');
    expect((await other.call('GET', `sales-orders/${mine.body.id}`)).status).toBe(404);
    expect((await other.call('POST', `sales-orders/${mine.body.id}/ship`, {})).status).toBe(404);
  });
});

describe('orders for the last units at once', () => {
  it('lets exactly one of two orders hold the last units, with no deadlock', async () => {
    const s = await stocked('so-race', '3');
    const results = await Promise.all([order(s, '3', { memo: 'A' }), order(s, '3', { memo: 'B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await item(s)).toMatchObject({ quantity_on_hand: '3.0000', quantity_reserved: '3.0000', quantity_available: '0.0000' });
  });

  it('never holds more than is on hand among many orders and sales at once', async () => {
    const s = await stocked('so-race-many', '20');
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? sell(s, '1') : order(s, '1', { memo: `Order ${i}` }))));
    expect(results.filter((r) => r.status !== 201 && r.status !== 422).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    const now = await item(s);
    expect(Number(now.quantity_available)).toBe(0);
    expect(Number(now.quantity_reserved) + (20 - Number(now.quantity_on_hand))).toBe(20);
  });
});
