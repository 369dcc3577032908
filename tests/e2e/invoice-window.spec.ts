import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, snap, tabTo, windowOf } from './support';

/**
 * The invoice window with the keyboard alone, wide and narrow (issue 36): an invoice of two lines
 * is typed and saved, changed and saved again without reopening it (its lines and totals stay),
 * Tab walks from the header through the lines to Save without ever adding a line, the save
 * footer stays in view, and the window never scrolls sideways.
 */

/** The window's content is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(form: Locator) {
  const widths = await form.evaluate((frame) => [...frame.querySelectorAll<HTMLElement>(':scope > div, form, fieldset')].map((el) => ({ scroll: el.scrollWidth, client: el.clientWidth })));
  for (const { scroll, client } of widths) expect(scroll).toBeLessThanOrEqual(client);
}

/** Types line `n` from its type: the type by its first letters, the item searched and taken with Enter, a quantity. */
async function typeLine(page: Page, form: Locator, n: number, line: { type: string; item: string; quantity: string }) {
  await expect(form.getByLabel(`Type ${n}`, { exact: true })).toBeFocused();
  await page.keyboard.type(line.type.slice(0, 2));
  await page.keyboard.press('Tab');
  await page.keyboard.type(line.item);
  await expect(page.getByRole('option', { name: new RegExp(line.item) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // description, filled from the item
  await page.keyboard.press('Tab'); // quantity
  await page.keyboard.type(line.quantity);
}

for (const width of [1400, 600]) {
  test(`an invoice of two lines is typed, saved, changed and saved again with the keyboard, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(at('demo', '/billing/5?w=form:invoices:new'));
    const form = windowOf(page, 'Invoice');
    const memo = `Keyboard invoice ${width} ${Date.now().toString(36)}`;

    // The window opens on its customer: typed and taken with Enter, it fills the billing address.
    const customer = form.getByRole('combobox', { name: 'Customer', exact: true });
    await expect(customer).toBeFocused();
    await page.keyboard.type('Vandelay');
    await expect(page.getByRole('option', { name: 'Vandelay Industries' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Billing address', { exact: true })).toHaveValue(/1 Latex Way/);

    // Terms chosen, the due date follows from the invoice's date.
    await tabTo(page, form.getByRole('combobox', { name: 'Terms', exact: true }));
    await page.keyboard.type('Net 30');
    await expect(page.getByRole('option', { name: 'Net 30' })).toBeVisible();
    await page.keyboard.press('Enter');
    const date = await form.getByRole('textbox', { name: 'Date', exact: true }).inputValue();
    const [m, d, y] = date.split('/').map(Number);
    const due = new Date(Date.UTC(y, m - 1, d + 30));
    await expect(form.getByRole('textbox', { name: 'Due date', exact: true })).toHaveValue(`${String(due.getUTCMonth() + 1).padStart(2, '0')}/${String(due.getUTCDate()).padStart(2, '0')}/${due.getUTCFullYear()}`);

    await tabTo(page, form.getByLabel('Memo', { exact: true }));
    await page.keyboard.type(memo);

    // The header's fields come first; then the lines.
    await tabTo(page, form.getByLabel('Type 1', { exact: true }));
    await typeLine(page, form, 1, { type: 'Service', item: 'Catalogue', quantity: '3' });
    // The line's amount is shown as it is typed.
    await expect(form.getByLabel('Amount 1', { exact: true })).toHaveValue('285.00');
    // Enter on a line that is not blank adds the next.
    await page.keyboard.press('Enter');
    await typeLine(page, form, 2, { type: 'Good', item: 'Latex', quantity: '2' });
    await expect(form.getByLabel('Amount 2', { exact: true })).toHaveValue('49.00');
    await expect(form.locator('[data-total="subtotal"]')).toHaveText('334.00');

    // Tab walks off the last line to Save, through the footer, and adds no line on the way.
    const save = form.getByRole('button', { name: 'save', exact: true });
    await expect(save).toBeInViewport();
    await tabTo(page, save, 30);
    await expect(form.getByLabel('Type 3', { exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(form);
    await snap(page, `invoice-window-new-${width}`);
    const shownTotal = await form.locator('[data-total="total"]').textContent();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved').first()).toBeVisible();

    // The saved invoice stays in the window with its lines and totals: the server's answer.
    const saved = (await apiFromPage(page, 'GET', `invoices?q=${encodeURIComponent(memo)}&expand=lines`)).body.items[0];
    expect(saved.lines).toHaveLength(2);
    const edit = windowOf(page, 'Invoice');
    await expect(edit).toHaveAccessibleName(`Invoice ${saved.number}`);
    await expect(edit.getByLabel('Description 1', { exact: true })).toHaveValue('Catalogue design (hour)');
    await expect(edit.getByLabel('Description 2', { exact: true })).toHaveValue(/Latex/);
    await expect(edit.locator('[data-total="subtotal"]')).toHaveText('334.00');
    await expect(edit.locator('[data-total="total"]')).toHaveText(shownTotal!);

    // Changed and saved again without reopening: the lines go with it (no "more than 0.00").
    await tabTo(page, edit.getByLabel('Quantity 1', { exact: true }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4');
    await expect(edit.locator('[data-total="subtotal"]')).toHaveText('429.00');
    await tabTo(page, edit.getByRole('button', { name: 'save', exact: true }), 60);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await apiFromPage(page, 'GET', `invoices/${saved.id}`)).body.subtotal).toBe('429.00');
    await expect(edit.getByText(/must be for more than/)).toHaveCount(0);
    await expect(edit.getByLabel('Quantity 1', { exact: true })).toHaveValue('4.00');
    await expect(edit.getByLabel('Description 2', { exact: true })).toHaveValue(/Latex/);
    await expect(edit.locator('[data-total="subtotal"]')).toHaveText('429.00');
    const again = (await apiFromPage(page, 'GET', `invoices/${saved.id}?expand=lines`)).body;
    expect(again).toMatchObject({ subtotal: '429.00', memo });
    expect(again.lines).toHaveLength(2);
    await expect(edit.locator('[data-total="total"]')).toHaveText(Number(again.total_amount).toLocaleString('en-US', { minimumFractionDigits: 2 }));

    // A third time, the memo changed: the form shows what was saved, lines and totals.
    await tabTo(page, edit.getByLabel('Memo', { exact: true }), 80, true);
    await page.keyboard.press('End');
    await page.keyboard.type(' (again)');
    await tabTo(page, edit.getByRole('button', { name: 'save', exact: true }), 60);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await apiFromPage(page, 'GET', `invoices/${saved.id}`)).body.memo).toBe(`${memo} (again)`);
    await expect(edit.locator('[data-total="subtotal"]')).toHaveText('429.00');
    await expect(edit.getByLabel('Description 2', { exact: true })).toHaveValue(/Latex/);
    expect((await apiFromPage(page, 'GET', `invoices/${saved.id}?expand=lines`)).body.lines).toHaveLength(2);

    await expectNoSidewaysScroll(edit);
    await snap(page, `invoice-window-saved-${width}`);

    // E-mail offers the customer's address; closed, the dialog gives the focus back to its button.
    const email = edit.getByRole('button', { name: 'E-mail', exact: true });
    await tabTo(page, email, 20, true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'E-mail' });
    await expect(dialog.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('art@vandelay.test');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(email).toBeFocused();
    await expect(edit).toBeVisible();
  });
}
