import { expect, test } from '@playwright/test';
import { at, DEMO_ADMIN, signIn } from './support';

/**
 * Form windows fit a 600 px window (issue 36): on a 600 px screen (the window takes it all) and
 * on an 800 px one (75 % of it), no form scrolls sideways, and Save stays in view. The forms of
 * the generic window and of the windows of their own, with lines and without.
 */
const FORMS = ['invoices', 'estimates', 'journal-entries', 'checks', 'bank-deposits', 'transfers', 'payments', 'customers', 'vendors', 'ap-bills', 'ap-tbas', 'recurring-billing', 'reconciliations', 'accounts', 'ar-services', 'ar-taxes', 'email-blasts'];

for (const screen of [600, 800]) {
  test(`new records' forms fit a 600 px window, on a ${screen} px screen`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: screen, height: 900 });
    await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (const collection of FORMS) {
      await page.goto(at('demo', `/?w=form:${collection}:new`));
      const frame = page.locator(`[data-window="form:${collection}:new"]`);
      const save = frame.getByRole('button', { name: 'save', exact: true });
      await expect(save, collection).toBeVisible();
      await expect(save, collection).toBeInViewport();
      const box = await frame.boundingBox();
      expect(Math.round(box!.width), collection).toBe(600);
      const overflowing = await frame.evaluate((el) =>
        [el, ...el.querySelectorAll<HTMLElement>(':scope > div, form, fieldset')].filter((e) => e.scrollWidth > e.clientWidth).map((e) => `${e.tagName} ${e.scrollWidth} > ${e.clientWidth}`),
      );
      expect(overflowing, collection).toEqual([]);
    }
  });
}
