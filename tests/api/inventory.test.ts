import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { withTenant } from '@/lib/tenant/transaction';
import { averageCost } from '@/lib/modules/inventory/items';
import { averageCostOf } from '@/lib/modules/inventory/reports';
import { booksCompany } from '../support/books';
import { onHand, stockCompany } from '../support/stock';

type Books = Awaited<ReturnType<typeof booksCompany>>;

/** The net (debit − credit) of an account over the whole ledger. */
async function balanceOf(b: Books, number: string): Promise<string> {
  const res = await withTenant(b.company.id, (tx) => tx.execute(sql`select coalesce(sum(debit - credit), 0)::numeric(14,2)::text as net from journal_lines where account_id = ${b.account(number)}`));
  return (rowsOf(res)[0] as { net: string }).net;
}

async function movesCount(b: Books): Promise<number> {
  const res = await withTenant(b.company.id, (tx) => tx.execute(sql`select count(*)::int as n from stock_moves`));
  return (rowsOf(res)[0] as { n: number }).n;
}

describe('the stock ledger, worked by hand to the cent', () => {
  let s: Awaited<ReturnType<typeof stockCompany>>;
  beforeAll(async () => {
    s = await stockCompany('stock');
  });

  it('receives 10 at 5.00 and 10 at 7.00, sells 15 (changed to 12), voids the sale, counts 1 missing and transfers 4', async () => {
    const adjust = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
      s.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: s.warehouse, reason: 'Opening stock', adjustment_account_id: s.account('3900'), lines, ...extra });
    expect((await adjust([{ item_id: s.item, location_id: s.shelfA, quantity: '10', unit_cost: '5.00' }])).status).toBe(201);
    expect((await adjust([{ item_id: s.item, location_id: s.shelfA, quantity: '10', unit_cost: '7.00' }])).status).toBe(201);
    // 10 x 5.00 + 10 x 7.00 = 120.00 for 20: 6.0000 each.
    expect(await onHand(s)).toMatchObject({ quantity: '20.0000', value: '120.00', average: '6.0000' });
    expect(await balanceOf(s, '1400')).toBe('120.00');
    expect(await balanceOf(s, '3900')).toBe('-120.00');

    // Sell 15 at 20.00: income 300.00, cost of sale 15 x 6.00 = 90.00 in the same journal.
    const sold = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-10', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '15' }] });
    expect(sold.status).toBe(201);
    expect(sold.body.total_amount).toBe('300.00');
    const journal = await s.call('GET', `journal-entries/${sold.body.journal_id}?expand=lines`);
    expect(journal.status, JSON.stringify([sold.body, journal.body])).toBe(200);
    const lineOf = (account: string) => journal.body.lines.find((l: { account_id: number }) => l.account_id === s.account(account));
    expect(lineOf('5000')).toMatchObject({ debit: '90.00' });
    expect(lineOf('1400')).toMatchObject({ credit: '90.00' });
    expect(lineOf('4000')).toMatchObject({ credit: '300.00' });
    expect(await onHand(s)).toMatchObject({ quantity: '5.0000', value: '30.00', average: '6.0000' });
    expect(await balanceOf(s, '5000')).toBe('90.00');

    // Selling 6 more than the 5 left is refused (the company forbids negative stock), nothing written.
    const moves = await movesCount(s);
    const over = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-11', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '6' }] });
    expect(over.status).toBe(422);
    expect(over.body.map((e: { field: string }) => e.field)).toEqual(['lines.0.quantity']);
    expect(await movesCount(s)).toBe(moves);

    // Changed to 12: the 15 come back, 12 go out: 72.00 at cost.
    const changed = await s.call('PUT', `invoices/${sold.body.id}`, { lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '12' }] });
    expect(changed.status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '8.0000', value: '48.00' });
    expect(await balanceOf(s, '5000')).toBe('72.00');

    // Void: everything comes back exactly.
    expect((await s.call('POST', `invoices/${sold.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '20.0000', value: '120.00', average: '6.0000' });
    expect(await balanceOf(s, '5000')).toBe('0.00');
    expect(await balanceOf(s, '1400')).toBe('120.00');

    // A count finds 19: one missing, written off at 6.00 to shrinkage (6000).
    const count = await s.call('POST', 'adjust-inventory', { date: '2026-05-31', warehouse_id: s.warehouse, reason: 'Count', adjustment_account_id: s.account('6000'), lines: [{ item_id: s.item, location_id: s.shelfA, counted: '19' }] });
    expect(count.status).toBe(201);
    expect(await onHand(s)).toMatchObject({ quantity: '19.0000', value: '114.00', average: '6.0000' });
    expect(await balanceOf(s, '6000')).toBe('6.00');
    expect(await balanceOf(s, '1400')).toBe('114.00');

    // A transfer of 4 to Shelf B moves stock at its cost and posts nothing.
    const transfer = await s.call('POST', 'adjust-inventory', { kind: 'transfer', date: '2026-06-01', warehouse_id: s.warehouse, lines: [{ item_id: s.item, location_id: s.shelfA, to_location_id: s.shelfB, quantity: '4' }] });
    expect(transfer.status).toBe(201);
    expect(transfer.body.journal_id).toBeNull();
    expect(await balanceOf(s, '1400')).toBe('114.00');

    // The valuation report: by location, its total the inventory account's balance.
    const report = await s.call('GET', 'reports/inventory-valuation');
    expect(report.status).toBe(200);
    expect(report.body.rows.map((r: Record<string, string>) => [r.warehouse, r.location, r.item, r.quantity, r.average_cost, r.value])).toEqual([
      ['Main', 'Shelf A', 'Widget', '15.0000', '6.0000', '90.00'],
      ['Main', 'Shelf B', 'Widget', '4.0000', '6.0000', '24.00'],
    ]);
    expect(report.body.totals.value).toBe(await balanceOf(s, '1400'));
    expect((await s.call('GET', `reports/inventory-valuation?warehouse_id=${s.annex}`)).body).toMatchObject({ rows: [], totals: { value: '0.00' } });
    // Its file says the same, rows and total.
    const csv = (await s.call('GET', 'reports/inventory-valuation?format=csv')).body as string;
    expect(csv).toContain('Main,Shelf A,W-1,Widget,each,15.0000,6.0000,90.00');
    expect(csv).toContain('Total,,,,,,,114.00');

    // Voiding the count gives the unit back at the 6.00 it went out at.
    expect((await s.call('POST', `adjust-inventory/${count.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '20.0000', value: '120.00' });
    expect(await balanceOf(s, '1400')).toBe('120.00');
    expect(await balanceOf(s, '6000')).toBe('0.00');
  });

  it('averages with rounding and empties a bin to the cent', async () => {
    const t = await stockCompany('avg');
    const receive = (quantity: string, unit_cost: string) =>
      t.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: t.warehouse, adjustment_account_id: t.account('3900'), lines: [{ item_id: t.item, location_id: t.shelfA, quantity, unit_cost }] });
    expect((await receive('3', '1.00')).status).toBe(201);
    expect((await receive('3', '1.01')).status).toBe(201);
    // 6.03 for 6: selling 1 takes 1.01 (1.005 half-up), the last 5 take the 5.02 left.
    const sell = (quantity: string) => t.call('POST', 'invoices', { customer_id: t.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', inventory_item_id: t.item, quantity }] });
    expect((await sell('1')).status).toBe(201);
    expect(await balanceOf(t, '5000')).toBe('1.01');
    expect((await sell('5')).status).toBe(201);
    expect(await balanceOf(t, '5000')).toBe('6.03');
    expect(await onHand(t)).toMatchObject({ quantity: '0.0000', value: '0.00', average: null });
    expect(await balanceOf(t, '1400')).toBe('0.00');
  });

  it('sells into negative stock only where the company allows it, at the item cost beyond what is on hand', async () => {
    const t = await stockCompany('neg', { cost: '4.50' });
    expect((await t.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: t.warehouse, adjustment_account_id: t.account('3900'), lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '2', unit_cost: '5' }] })).status).toBe(201);
    const sell = () => t.call('POST', 'invoices', { customer_id: t.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', inventory_item_id: t.item, quantity: '3' }] });
    expect((await sell()).status).toBe(422);
    expect((await t.call('PUT', 'settings', { allow_negative_stock: 1 })).status).toBe(200);
    expect((await sell()).status).toBe(201);
    // 2 at 5.00 and 1 beyond at the item's cost 4.50.
    expect(await balanceOf(t, '5000')).toBe('14.50');
    expect(await onHand(t)).toMatchObject({ quantity: '-1.0000', value: '-4.50' });
    expect((await t.call('GET', 'reports/inventory-valuation')).body.totals.value).toBe(await balanceOf(t, '1400'));
  });

  it('scraps damaged stock: out at its average, to Inventory Write-offs (or the account named), with a reason; void puts it back', async () => {
    const t = await stockCompany('scrap');
    const adjust = (body: Record<string, unknown>) => t.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: t.warehouse, ...body });
    expect((await adjust({ adjustment_account_id: t.account('3900'), lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '3', unit_cost: '10.00' }] })).status).toBe(201);
    expect((await adjust({ adjustment_account_id: t.account('3900'), lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '3', unit_cost: '10.01' }] })).status).toBe(201);
    const journals = async () => (rowsOf(await withTenant(t.company.id, (tx) => tx.execute(sql`select count(*)::int as n from journals`)))[0] as { n: number }).n;
    const before = { moves: await movesCount(t), journals: await journals() };

    // Bad input, each a 422 naming its field, nothing written.
    const scrap = (body: Record<string, unknown>) => adjust({ kind: 'scrap', date: '2026-05-02', reason: 'Water damage', ...body });
    const fieldsOf = (res: { body: { field: string }[] }) => res.body.map((e) => e.field);
    expect(fieldsOf(await scrap({ reason: ' ', lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '1' }] }))).toEqual(['reason']);
    expect(fieldsOf(await scrap({ lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '-1' }] }))).toEqual(['lines.0.quantity']);
    expect(fieldsOf(await scrap({ lines: [{ item_id: t.item, location_id: t.shelfA, counted: '1' }] }))).toEqual(['lines.0.quantity', 'lines.0.counted']);
    expect(fieldsOf(await scrap({ lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '1', unit_cost: '2' }] }))).toEqual(['lines.0.unit_cost']);
    expect(fieldsOf(await scrap({ lines: [{ item_id: t.item, location_id: t.annexShelf, quantity: '1' }] }))).toEqual(['lines.0.location_id']);
    expect(fieldsOf(await scrap({ lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '7' }] }))).toEqual(['lines.0.quantity']);
    // Not to income or equity: scrap is a cost.
    expect(fieldsOf(await scrap({ adjustment_account_id: t.account('3900'), lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '1' }] }))).toEqual(['adjustment_account_id']);
    expect(fieldsOf(await scrap({ adjustment_account_id: t.account('4000'), lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '1' }] }))).toEqual(['adjustment_account_id']);
    expect({ moves: await movesCount(t), journals: await journals() }).toEqual(before);

    // 6 at 60.03: scrapping 2 takes 20.01 (2 x 10.005 half-up) to the system's Inventory Write-offs (5200, made on first use).
    const scrapped = await scrap({ lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '2' }] });
    expect(scrapped.status, JSON.stringify(scrapped.body)).toBe(201);
    expect(scrapped.body).toMatchObject({ kind: 'scrap', reason: 'Water damage', state: 'posted' });
    expect(await onHand(t)).toMatchObject({ quantity: '4.0000', value: '40.02' });
    const writeOffs = await t.call('GET', `accounts/${scrapped.body.adjustment_account_id}`);
    expect(writeOffs.body).toMatchObject({ number: '5200', display_name: 'Inventory Write-offs' });
    const journal = await t.call('GET', `journal-entries/${scrapped.body.journal_id}?expand=lines`);
    const lines = journal.body.lines as { account_id: number; debit: string | null; credit: string | null }[];
    expect(lines.find((l) => l.account_id === writeOffs.body.id)).toMatchObject({ debit: '20.01' });
    expect(lines.find((l) => l.account_id === t.account('1400'))).toMatchObject({ credit: '20.01' });
    const total = (side: 'debit' | 'credit') => lines.reduce((sum, l) => sum + Math.round(Number(l[side] ?? 0) * 100), 0);
    expect(total('debit')).toBe(total('credit'));
    expect(journal.body.memo).toBe('Water damage');
    expect(await balanceOf(t, '1400')).toBe('40.02');
    expect((await t.call('GET', 'reports/inventory-valuation')).body.totals.value).toBe('40.02');

    // An expense account named takes it instead; a whole bin goes out at its whole value.
    const all = await scrap({ date: '2026-05-03', reason: 'Expired', adjustment_account_id: t.account('6000'), lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '4' }] });
    expect(all.status, JSON.stringify(all.body)).toBe(201);
    expect(await balanceOf(t, '6000')).toBe('40.02');
    expect(await onHand(t)).toMatchObject({ quantity: '0.0000', value: '0.00' });

    // Voiding a scrap puts the stock back at the cost it left at, and reverses its posting.
    expect((await t.call('POST', `adjust-inventory/${scrapped.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(t)).toMatchObject({ quantity: '2.0000', value: '20.01' });
    expect(await balanceOf(t, '1400')).toBe('20.01');
    expect((await t.call('GET', 'reports/inventory-valuation')).body.totals.value).toBe('20.01');
  });
});

describe("the valuation report's average cost", () => {
  it('is written by the database exactly as the item window writes it: 4 places, half away from zero', async () => {
    const b = await booksCompany('avg-cost');
    const pairs: [string, string][] = [
      ['3.0000', '10.00'], ['3.0000', '-10.00'], ['0.0001', '0.01'], ['7.0000', '0.35'], ['0.0000', '5.00'], ['-2.0000', '4.00'],
      ['999999.9999', '123456789.99'], ['3.0000', '0.00'], ['8.0000', '0.01'], ['16.0000', '0.01'], ['0.3000', '1.00'], ['12.3456', '98765.43'],
    ];
    const values = sql.join(pairs.map(([q, v]) => sql`(${q}::numeric(18,4), ${v}::numeric(38,2))`), sql`, `);
    const res = await withTenant(b.company.id, (tx) => tx.execute(sql`select ${averageCostOf(sql`t.q`, sql`t.v`)} as average from (values ${values}) t(q, v)`));
    expect((rowsOf(res) as { average: string | null }[]).map((r) => r.average)).toEqual(pairs.map(([q, v]) => averageCost(q, v)));
  });
});

describe("the stock reports' order", () => {
  it('lists bins by warehouse, location and item name (capitals first), items of one name in the order their bins were first stocked', async () => {
    const s = await stockCompany('order');
    const item = (number: string, display_name: string) =>
      s.made('in-items', { number, display_name, unit: 'each', income_account_id: s.account('4000'), asset_account_id: s.account('1400'), cogs_account_id: s.account('5000'), location_id: s.shelfA });
    const [zinc, axle1, axle2, lower] = [await item('Z-1', 'Zinc bolt'), await item('A-1', 'Axle'), await item('A-2', 'Axle'), await item('L-1', 'axle')];
    const adjust = async (warehouse: number, lines: [number, number][]) => {
      const res = await s.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: warehouse, reason: 'Opening stock', adjustment_account_id: s.account('3900'), lines: lines.map(([item_id, location_id]) => ({ item_id, location_id, quantity: '1', unit_cost: '2.00' })) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    // The second Axle stocked before the first, Shelf B before Shelf A, Main before the Annex.
    await adjust(s.warehouse, [[axle2, s.shelfB]]);
    await adjust(s.warehouse, [[axle1, s.shelfB]]);
    await adjust(s.warehouse, [[lower, s.shelfB], [zinc, s.shelfB], [zinc, s.shelfA]]);
    await adjust(s.annex, [[zinc, s.annexShelf]]);
    const expected = [
      ['Annex', 'Annex shelf', 'Z-1'],
      ['Main', 'Shelf A', 'Z-1'],
      ['Main', 'Shelf B', 'A-2'],
      ['Main', 'Shelf B', 'A-1'],
      ['Main', 'Shelf B', 'Z-1'],
      ['Main', 'Shelf B', 'L-1'],
    ];
    for (const report of ['inventory-valuation', 'stock-on-hand']) {
      const res = await s.call('GET', `reports/${report}`);
      expect(res.body.rows.map((r: Record<string, string>) => [r.warehouse, r.location, r.number]), report).toEqual(expected);
      expect(res.body.rows.every((r: Record<string, unknown>) => !('id' in r)), report).toBe(true);
    }
  });
});

describe('invoices that wait', () => {
  it('move no stock as drafts or while held for approval, and move it once posted or approved', async () => {
    const t = await stockCompany('wait');
    expect((await t.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: t.warehouse, adjustment_account_id: t.account('3900'), lines: [{ item_id: t.item, location_id: t.shelfA, quantity: '10', unit_cost: '2.00' }] })).status).toBe(201);
    const sale = { customer_id: t.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', inventory_item_id: t.item, quantity: '4' }] };
    const draft = await t.call('POST', 'invoices', { ...sale, state: 'draft' });
    expect(draft.status).toBe(201);
    expect(await onHand(t)).toMatchObject({ quantity: '10.0000', value: '20.00' });
    expect((await t.call('POST', `invoices/${draft.body.id}/post`)).status).toBe(200);
    expect(await onHand(t)).toMatchObject({ quantity: '6.0000', value: '12.00' });
    expect(await balanceOf(t, '5000')).toBe('8.00');

    expect((await t.call('PUT', 'invoice-settings', { approval_required: 1 })).status).toBe(200);
    const held = await t.call('POST', 'invoices', sale);
    expect(held.body).toMatchObject({ state: 'draft', is_tba: true });
    expect(await onHand(t)).toMatchObject({ quantity: '6.0000', value: '12.00' });
    expect((await t.call('POST', `invoices/${held.body.id}/approve`)).status).toBe(200);
    expect(await onHand(t)).toMatchObject({ quantity: '2.0000', value: '4.00' });
    expect(await balanceOf(t, '5000')).toBe('16.00');
    expect(await balanceOf(t, '1400')).toBe('4.00');
  });
});

describe('bad input', () => {
  let s: Awaited<ReturnType<typeof stockCompany>>;
  let other: Awaited<ReturnType<typeof stockCompany>>;
  beforeAll(async () => {
    s = await stockCompany('bad');
    other = await stockCompany('bad-other');
  });

  const fieldsOf = (res: { status: number; body: unknown }) => [res.status, Array.isArray(res.body) ? res.body.map((e: { field: string }) => e.field) : res.body];
  const adjust = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    s.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: s.warehouse, adjustment_account_id: s.account('3900'), lines, ...extra });

  it('refuses negative quantities, naming the field, and writes nothing', async () => {
    expect(fieldsOf(await adjust([{ item_id: s.item, location_id: s.shelfA, counted: '-1' }]))).toEqual([422, ['lines.0.counted']]);
    expect(fieldsOf(await adjust([{ item_id: s.item, location_id: s.shelfA, to_location_id: s.shelfB, quantity: '-2' }], { kind: 'transfer' }))).toEqual([422, ['lines.0.quantity']]);
    expect(fieldsOf(await adjust([{ item_id: s.item, location_id: s.shelfA, quantity: '-2', unit_cost: '3' }]))).toEqual([422, ['lines.0.unit_cost']]);
    const sale = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '-2' }] });
    expect(fieldsOf(sale)).toEqual([422, ['lines.0.quantity']]);
    expect(await movesCount(s)).toBe(0);
    expect((await s.call('GET', 'invoices')).body.items).toEqual([]);
  });

  it("refuses another company's item or location", async () => {
    expect(fieldsOf(await adjust([{ item_id: other.item, location_id: s.shelfA, quantity: '1', unit_cost: '1' }]))).toEqual([422, ['lines.0.item_id']]);
    expect(fieldsOf(await adjust([{ item_id: s.item, location_id: other.shelfA, quantity: '1', unit_cost: '1' }]))).toEqual([422, ['lines.0.location_id']]);
    const sale = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', inventory_item_id: other.item, quantity: '1' }] });
    expect(fieldsOf(sale)).toEqual([422, ['lines.0.inventory_item_id']]);
    expect(fieldsOf(await s.call('POST', 'in-items', { display_name: 'X', income_account_id: s.account('4000'), asset_account_id: s.account('1400'), cogs_account_id: s.account('5000'), location_id: other.shelfA }))).toEqual([422, ['location_id']]);
    expect(await movesCount(s)).toBe(0);
  });

  it('refuses a value over the largest amount, naming the field', async () => {
    expect(fieldsOf(await adjust([{ item_id: s.item, location_id: s.shelfA, quantity: '9999999999', unit_cost: '9999999999' }]))).toEqual([422, ['lines.0.unit_cost']]);
    expect(await movesCount(s)).toBe(0);
  });

  it('refuses to delete an item or a location that stock was kept at', async () => {
    expect((await adjust([{ item_id: s.item, location_id: s.shelfB, quantity: '1', unit_cost: '1' }])).status).toBe(201);
    expect((await s.call('DELETE', `in-items/${s.item}`)).status).toBeGreaterThanOrEqual(400);
    expect((await s.call('DELETE', `in-items/${s.item}`)).status).toBeLessThan(500);
    expect((await s.call('DELETE', `warehouse-locations/${s.shelfB}`)).status).toBeLessThan(500);
    expect((await s.call('GET', `in-items/${s.item}`)).status).toBe(200);
    expect((await s.call('GET', `warehouse-locations/${s.shelfB}`)).status).toBe(200);
  });

  it("refuses a location of another warehouse than the adjustment's", async () => {
    const before = await movesCount(s);
    expect(fieldsOf(await adjust([{ item_id: s.item, location_id: s.annexShelf, quantity: '1', unit_cost: '1' }]))).toEqual([422, ['lines.0.location_id']]);
    expect(await movesCount(s)).toBe(before);
  });

  it('refuses an adjustment without its account, and an item without its accounts of the right types', async () => {
    expect(fieldsOf(await adjust([{ item_id: s.item, location_id: s.shelfA, quantity: '1', unit_cost: '1' }], { adjustment_account_id: null }))).toEqual([422, ['adjustment_account_id']]);
    expect(fieldsOf(await s.call('POST', 'in-items', { display_name: 'Y', income_account_id: s.account('4000'), asset_account_id: s.account('1000'), cogs_account_id: s.account('5000') }))).toEqual([422, ['asset_account_id']]);
  });
});

/**
 * Clients selling the last units at once: the bin's lock makes each wait for the one before and
 * see what it left, so no more than is on hand is ever sold and no sale deadlocks (PostgreSQL
 * runs them on their own connections; PGlite one after another).
 */
describe('selling the last units at once', () => {
  it('sells exactly what is on hand, never below zero, with no deadlock', async () => {
    const s = await stockCompany('race');
    expect((await s.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: s.warehouse, adjustment_account_id: s.account('3900'), lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '20', unit_cost: '3.00' }] })).status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-02', memo: `Sale ${i}`, lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '1' }] }),
      ),
    );
    expect(results.filter((r) => r.status !== 201 && r.status !== 422).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(await onHand(s)).toMatchObject({ quantity: '0.0000', value: '0.00' });
    expect(await balanceOf(s, '5000')).toBe('60.00');
    expect(await balanceOf(s, '1400')).toBe('0.00');
  });

  it('never deadlocks documents that move the same bins in opposite line orders', async () => {
    const s = await stockCompany('cross');
    expect((await s.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: s.warehouse, adjustment_account_id: s.account('3900'), lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '10', unit_cost: '1.00' }, { item_id: s.item, location_id: s.shelfB, quantity: '10', unit_cost: '2.00' }] })).status).toBe(201);
    const a = { type: 'inventory_item', inventory_item_id: s.item, location_id: s.shelfA, quantity: '1' };
    const b = { ...a, location_id: s.shelfB };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        if (i % 3 === 2) return s.call('POST', 'adjust-inventory', { kind: 'transfer', date: '2026-05-02', warehouse_id: s.warehouse, lines: [{ item_id: s.item, location_id: i % 2 ? s.shelfA : s.shelfB, to_location_id: i % 2 ? s.shelfB : s.shelfA, quantity: '1' }] });
        return s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-02', lines: i % 2 ? [a, b] : [b, a] });
      }),
    );
    expect(results.filter((r) => r.status !== 201 && r.status !== 422).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const report = await s.call('GET', 'reports/inventory-valuation');
    expect(report.body.totals.value).toBe(await balanceOf(s, '1400'));
    expect(report.body.rows.every((r: { quantity: string }) => !r.quantity.startsWith('-'))).toBe(true);
  });
});

/**
 * Taking back what an adjustment brought in once it was sold (the bug: voiding or lowering the
 * increase drove the bin below zero). Refused with a 422 on `id` while the company forbids
 * negative stock; nothing is written. Void the sale first, or count the stock with a new adjustment.
 */
describe("taking back an adjustment's stock after it was sold", () => {
  it('refuses the void or the change of an increase that was sold since, and of a transfer whose stock moved on', async () => {
    const s = await stockCompany('takeback');
    const made = await s.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: s.warehouse, adjustment_account_id: s.account('3900'), lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '10', unit_cost: '3.00' }] });
    expect(made.status).toBe(201);
    const sale = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '8' }] });
    expect(sale.status).toBe(201);
    const before = await movesCount(s);

    const voided = await s.call('POST', `adjust-inventory/${made.body.id}/void`, {});
    expect(voided.status).toBe(422);
    expect(voided.body[0].field).toBe('id');
    expect(voided.body[0].message).toMatch(/Only 2\.0000 of Widget/);
    const lowered = await s.call('PUT', `adjust-inventory/${made.body.id}`, { lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '5', unit_cost: '3.00' }] });
    expect(lowered.status).toBe(422);
    expect(lowered.body[0].field).toBe('id');
    expect(await movesCount(s)).toBe(before);
    expect(await onHand(s)).toMatchObject({ quantity: '2.0000', value: '6.00' });
    expect((await s.call('GET', `adjust-inventory/${made.body.id}`)).body.state).toBe('posted');
    expect(await balanceOf(s, '1400')).toBe('6.00');

    // A transfer of 2 to Shelf B whose stock was sold there: not taken back either.
    const moved = await s.call('POST', 'adjust-inventory', { kind: 'transfer', date: '2026-05-03', warehouse_id: s.warehouse, lines: [{ item_id: s.item, location_id: s.shelfA, to_location_id: s.shelfB, quantity: '2' }] });
    expect(moved.status).toBe(201);
    const soldAtB = await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-04', lines: [{ type: 'inventory_item', inventory_item_id: s.item, location_id: s.shelfB, quantity: '1' }] });
    expect(soldAtB.status).toBe(201);
    expect((await s.call('POST', `adjust-inventory/${moved.body.id}/void`, {})).status).toBe(422);

    // A change that still leaves enough is fine; once the sales are voided the adjustment voids.
    expect((await s.call('PUT', `adjust-inventory/${made.body.id}`, { lines: [{ item_id: s.item, location_id: s.shelfA, quantity: '11', unit_cost: '3.00' }] })).status).toBe(200);
    expect((await s.call('POST', `invoices/${soldAtB.body.id}/void`, {})).status).toBe(200);
    expect((await s.call('POST', `adjust-inventory/${moved.body.id}/void`, {})).status).toBe(200);
    expect((await s.call('POST', `invoices/${sale.body.id}/void`, {})).status).toBe(200);
    expect((await s.call('POST', `adjust-inventory/${made.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '0.0000', value: '0.00' });
    expect(await balanceOf(s, '1400')).toBe('0.00');
  });

  it('voids a write-down after sales: it only puts stock back', async () => {
    const s = await stockCompany('takeback-down');
    const adjust = (lines: Record<string, unknown>[]) => s.call('POST', 'adjust-inventory', { date: '2026-05-01', warehouse_id: s.warehouse, adjustment_account_id: s.account('3900'), lines });
    expect((await adjust([{ item_id: s.item, location_id: s.shelfA, quantity: '10', unit_cost: '3.00' }])).status).toBe(201);
    const down = await adjust([{ item_id: s.item, location_id: s.shelfA, quantity: '-1' }]);
    expect(down.status).toBe(201);
    expect((await s.call('POST', 'invoices', { customer_id: s.customer, date: '2026-05-02', lines: [{ type: 'inventory_item', inventory_item_id: s.item, quantity: '9' }] })).status).toBe(201);
    expect((await s.call('POST', `adjust-inventory/${down.body.id}/void`, {})).status).toBe(200);
    expect(await onHand(s)).toMatchObject({ quantity: '1.0000', value: '3.00' });
  });
});
