import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { checkLayouts, CHECK_STOCKS, type CheckLayoutElement } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { decimal, flag, ref, startsAs, text, textChoice } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo } from '@/lib/engine/relations';
import { BANK } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { PDF_FONTS } from '@/lib/pdf/draw';
import { CHECK_ELEMENTS, CHECK_HEIGHT, CHECK_WIDTH, defaultElements, ELEMENT_LABELS, IMAGE_ELEMENTS, type CheckElementName } from './check-layout-elements';

const STOCKS: Record<(typeof CHECK_STOCKS)[number], string> = { top: 'Check on top', middle: 'Check in middle' };
const FONTS = Object.fromEntries(PDF_FONTS.map((f) => [f, f])) as Record<(typeof PDF_FONTS)[number], string>;

/** A signature image as a PNG or JPEG data URL of at most 300 KB: a layout's, and a check signer's (check-signers). */
export const signatureImage = z
  .string({ error: 'The signature must be an image.' })
  .max(400_000, { error: 'The signature image is too large (at most 300 KB).' })
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, { error: 'The signature must be a PNG or JPEG image.' })
  .nullish();

const elementInput = z.object({
  name: textChoice('Element', ELEMENT_LABELS, { required: true }),
  label: text('Label', { max: 64 }),
  // Whole-inch bounds here; the check's exact width and height are checked by layoutElements.
  x: decimal('X', { places: 3, min: 0, max: Math.ceil(CHECK_WIDTH) }),
  y: decimal('Y', { places: 3, min: 0, max: Math.ceil(CHECK_HEIGHT) }),
  font: textChoice('Font', FONTS),
  size: decimal('Size', { places: 3, min: 0, max: 1 }),
  color: z
    .string({ error: 'Colour must be a colour like #1d3557.' })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colour must be a colour like #1d3557.' })
    .optional(),
  width: decimal('Width', { places: 3, min: 0, max: Math.ceil(CHECK_WIDTH) }),
  height: decimal('Height', { places: 3, min: 0, max: Math.ceil(CHECK_HEIGHT) }),
});

/**
 * A layout's elements as kept: each of spec section 3's elements once, those not given taken
 * from the standard layout; an element off the check (past its width or height) is refused.
 */
export function layoutElements(given: z.infer<typeof elementInput>[]): CheckLayoutElement[] {
  const standard = new Map(defaultElements().map((e) => [e.name, e]));
  const seen = new Set<string>();
  const kept = given.map((g, i) => {
    const name = g.name as CheckElementName;
    if (seen.has(name)) throw ValidationError.field(`elements.${i}.name`, say('elementTwice', { element: ELEMENT_LABELS[name] }));
    seen.add(name);
    const base = standard.get(name)!;
    const num = (v: string | null | undefined, fallback: number | null | undefined) => (v === undefined || v === null ? (fallback ?? null) : Number(v));
    const e: CheckLayoutElement = {
      name,
      label: g.label ?? base.label,
      x: num(g.x, base.x)!,
      y: num(g.y, base.y)!,
      font: g.font ?? base.font,
      size: num(g.size, base.size)!,
      color: g.color ?? base.color,
      ...(IMAGE_ELEMENTS.has(name) ? { width: num(g.width, base.width), height: num(g.height, base.height) } : {}),
    };
    if (e.x > CHECK_WIDTH) throw ValidationError.field(`elements.${i}.x`, say('tooLarge', { field: 'X', max: String(CHECK_WIDTH) }));
    if (e.y > CHECK_HEIGHT) throw ValidationError.field(`elements.${i}.y`, say('tooLarge', { field: 'Y', max: CHECK_HEIGHT.toFixed(3) }));
    if (e.size <= 0) throw ValidationError.field(`elements.${i}.size`, say('tooSmall', { field: 'Size', min: '0.001' }));
    return e;
  });
  return [...kept, ...defaultElements().filter((e) => !seen.has(e.name))];
}

/**
 * Check layouts (check-layouts, screen -58): what a printed check shows (the spec's flags) and
 * where each element prints (x, y, font, size, colour), on check-on-top or check-in-middle
 * voucher stock. One default per bank account, and one for the company (no bank account);
 * a check prints with its bank account's default, else the company's, else the standard layout.
 */
export const checkLayoutsResource = defineResource({
  name: 'check-layouts',
  domainId: -58,
  table: checkLayouts,
  input: z.object({
    display_name: text('Name', { required: true, max: 64 }),
    stock: startsAs(textChoice('Check stock', STOCKS), 'top'),
    bank_account_id: ref('Bank account', { where: { type: [BANK] }, mustBe: 'mustBeBank' }),
    is_default: flag('Default'),
    is_print_logo: flag('Print logo'),
    is_print_signature: flag('Print signature'),
    is_print_company_address: startsAs(flag('Print company address'), 1),
    is_print_payee_address: startsAs(flag('Print payee address'), 1),
    is_print_check_number: startsAs(flag('Print check number'), 1),
    line_item_company: flag('Company on the stubs'),
    signature: signatureImage,
    elements: z.array(elementInput).max(CHECK_ELEMENTS.length * 2, { error: 'At most one of each element.' }).optional(),
  }),
  columns: ['number', 'display_name', 'is_print_signature', 'is_print_check_number', 'updated_at'],
  search: ['display_name'],
  sort: ['number', 'display_name', 'updated_at', 'created_at'],
  filter: ['is_default', 'bank_account_id', 'stock', 'status'],
  refs: { bank_account_id: 'accounts' },
  expand: { bankAccount: belongsTo(accountsResource, 'bankAccountId') },
  titleField: 'display_name',
  unique: ['display_name'],
  numbering: { series: 'check-layout' },
  terminology: 'check_layout',
  permission: 'check',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
  async prepare(ctx, input, existing) {
    const values: Partial<typeof checkLayouts.$inferInsert> = {};
    if (input.elements) values.elements = layoutElements(input.elements);
    else if (!existing) values.elements = defaultElements();
    if (input.bank_account_id) await requireAccountOfType(ctx, 'bank_account_id', input.bank_account_id, [BANK]);
    // One default per bank account (and one for the company): the new default takes the mark from the old.
    const bank = input.bank_account_id !== undefined ? input.bank_account_id : (existing?.bankAccountId ?? null);
    const willBeDefault = input.is_default !== undefined ? input.is_default === 1 : (existing?.isDefault ?? false);
    if (willBeDefault) {
      const others = and(eq(checkLayouts.companyId, ctx.company.id), bank ? eq(checkLayouts.bankAccountId, bank) : isNull(checkLayouts.bankAccountId), eq(checkLayouts.isDefault, true));
      await ctx.tx.update(checkLayouts).set({ isDefault: false }).where(existing ? and(others, ne(checkLayouts.id, existing.id)) : others);
    }
    return values;
  },
});
