import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { at, DEMO_ADMIN, okFromPage, rowAction, signIn, snap, speak, windowOf } from './support';

/**
 * Issue 39: a sales order walked through its window, at 1400 px in English and at 600 px in
 * Spanish: made (it reserves its stock: the stock report shows it held, not available), part of it
 * shipped (the order reads Partially shipped), the rest shipped from the row's Ship action (its
 * dialog confirmed; the invoice opens), the order then Shipped and nothing held. The stock and the order are made
 * through the API the windows use; what a person sees and does is in the windows.
 */
for (const { locale, width } of [
  { locale: 'en' as const, width: 1400 },
  { locale: 'es' as const, width: 600 },
]) {
  test(`a sales order reserves its stock, ships in part, then in full (${locale}, ${width} px)`, async ({ page }) => {
    test.setTimeout(180_000);
    const m = locale === 'en' ? en : es;
    const status = m.resources['sales-orders'].options.order_status;
    await page.setViewportSize({ width, height: 1000 });
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    if (locale === 'es') await speak(page, 'es');
    const ok = okFromPage(page);
    const accounts = (await ok('GET', 'accounts/all')).items as { id: number; number: string }[];
    const account = (n: string) => accounts.find((a) => a.number === n)!.id;
    const tag = `${locale}${Date.now().toString(36)}`;
    const warehouse = await ok('POST', 'warehouses', { display_name: `Store ${tag}` });
    const shelf = await ok('POST', 'warehouse-locations', { warehouse_id: warehouse.id, display_name: `Bay ${tag}` });
    const customer = await ok('POST', 'customers', { display_name: `Shop ${tag}` });
    const item = await ok('POST', 'in-items', { display_name: `Lamp ${tag}`, sales_price: '30', income_account_id: account('4000'), asset_account_id: account('1400'), cogs_account_id: account('5000'), location_id: shelf.id });
    await ok('POST', 'adjust-inventory', { date: '2026-11-01', warehouse_id: warehouse.id, reason: 'Opening stock', adjustment_account_id: account('3900'), lines: [{ item_id: item.id, location_id: shelf.id, quantity: '10', unit_cost: '12' }] });

    // The order holds 6 of the 10: 4 are available (the report's quantities are written as the API gives them).
    const order = await ok('POST', 'sales-orders', { customer_id: customer.id, date: '2026-11-02', lines: [{ type: 'inventory_item', inventory_item_id: item.id, quantity: '6' }] });
    const stockRow = async () => {
      await page.goto(at('demo', `/billing/5?w=report:stock-on-hand`));
      const report = windowOf(page, m.reports.names['stock-on-hand']);
      return report.getByRole('row').filter({ hasText: `Lamp ${tag}` });
    };
    // Quantities in the language's digits (10.00 / 10,00).
    const qty = (n: string) => `${n}${locale === 'es' ? ',' : '.'}00`;
    let row = await stockRow();
    await expect(row).toContainText(qty('10'));
    await expect(row).toContainText(qty('6'));
    await expect(row).toContainText(qty('4'));

    const listRow = async () => {
      await page.goto(at('demo', `/billing/5?w=list:sales-orders`));
      const list = windowOf(page, locale === 'en' ? 'Sales Orders' : 'Órdenes de venta');
      // By its customer, whose name is this run's own (a number like 2 is in other rows' dates too).
      return list.getByRole('row').filter({ hasText: `Shop ${tag}` });
    };
    await expect(await listRow()).toContainText(status.open);

    // Two of the six ship (an invoice of 2): the order is partially shipped, 4 still held.
    const first = await ok('POST', `sales-orders/${order.id}/ship`, { date: '2026-11-03', lines: [{ line_no: 1, quantity: '2' }] });
    if (first.invoice?.is_tba) await ok('POST', `invoices/${first.invoice.id}/approve`, {});
    const partly = await listRow();
    await expect(partly).toContainText(status.partial);
    await snap(page, `sales-order-partial-${locale}-${width}`);

    // The rest from the row's Ship action, its dialog confirmed.
    await rowAction(partly, m.actions.names.ship);
    const dialog = page.getByRole('alertdialog', { name: m.actions.names.ship });
    await dialog.getByRole('button', { name: m.list.confirm }).click();
    await expect(dialog).toBeHidden();
    // The invoice of what shipped opens in its window.
    await expect(windowOf(page, locale === 'en' ? 'Invoice' : 'Factura').filter({ has: page.locator('form') })).toBeVisible();
    await expect(await listRow()).toContainText(status.shipped);
    await snap(page, `sales-order-shipped-${locale}-${width}`);
    // The invoices spec turns approval on for the demo company: an invoice held moves no stock until approved.
    const held = (await ok('GET', `invoices?filter[customer_id]=${customer.id}&filter[is_tba]=1`)).items as { id: number }[];
    for (const invoice of held) await ok('POST', `invoices/${invoice.id}/approve`, {});

    // Nothing held any more: 4 on hand, all available.
    row = await stockRow();
    await expect(row).toContainText(qty('4'));
    await expect(row).not.toContainText(qty('6'));
  });
}
