import type { CheckLayoutElement, CheckStock } from '@/db/schema';

/**
 * What a check layout prints (spec section 3), each element once: company name and address,
 * check number, date, payee account, amount in digits, amount in words, payee name and
 * address, memo, logo and signature. Kept free of server imports: the layout editor draws them.
 */
export const CHECK_ELEMENTS = ['company', 'check_number', 'date', 'payee_account', 'amount', 'amount_words', 'payee', 'memo', 'logo', 'signature'] as const;
export type CheckElementName = (typeof CHECK_ELEMENTS)[number];

export const ELEMENT_LABELS: Record<CheckElementName, string> = {
  company: 'Company name and address',
  check_number: 'Check number',
  date: 'Date',
  payee_account: 'Payee account',
  amount: 'Amount in digits',
  amount_words: 'Amount in words',
  payee: 'Payee name and address',
  memo: 'Memo',
  logo: 'Logo',
  signature: 'Signature',
};

/** Images have a box of their own; the others print text. */
export const IMAGE_ELEMENTS = new Set<string>(['logo', 'signature']);

/** A check is the width of a letter page and a third of its height (voucher stock: the check and two stubs). */
export const CHECK_WIDTH = 8.5;
export const CHECK_HEIGHT = 11 / 3;
export const PAGE_HEIGHT = 11;

/** Spec section 9: check layouts print at 0.134 to 0.135 (inches: about 9.7 points). */
export const DEFAULT_SIZE = 0.134;
export const AMOUNT_SIZE = 0.135;

/** Where the check sits on the sheet, in inches from the top: on top, or between two stubs. */
export const checkTop = (stock: CheckStock) => (stock === 'middle' ? CHECK_HEIGHT : 0);
/** The tops of the voucher stubs on the sheet. */
export const stubTops = (stock: CheckStock) => (stock === 'middle' ? [0, 2 * CHECK_HEIGHT] : [CHECK_HEIGHT, 2 * CHECK_HEIGHT]);

const element = (name: CheckElementName, x: number, y: number, extra: Partial<CheckLayoutElement> = {}): CheckLayoutElement => ({
  name,
  label: ELEMENT_LABELS[name],
  x,
  y,
  font: 'Helvetica',
  size: DEFAULT_SIZE,
  color: '#000000',
  ...extra,
});

/**
 * The standard layout of a business voucher check, in inches from the check's top-left corner:
 * the check number top right, the date under it, the amount in words on the "Pay" line with the
 * amount in digits at its right, the payee's name and address where a window envelope shows
 * them, the memo and the signature line at the bottom. The same on check-on-top and
 * check-in-middle stock: only where the check sits on the sheet differs.
 */
export function defaultElements(): CheckLayoutElement[] {
  return [
    element('logo', 0.35, 0.25, { width: 0.8, height: 0.55 }),
    element('company', 1.3, 0.3, { font: 'Helvetica-Bold' }),
    element('check_number', 7.3, 0.3),
    element('date', 6.3, 0.7),
    element('amount_words', 0.55, 1.1, { size: AMOUNT_SIZE }),
    element('amount', 6.9, 1.1, { size: AMOUNT_SIZE, font: 'Helvetica-Bold' }),
    element('payee', 0.9, 1.55),
    element('payee_account', 4.6, 1.55),
    element('memo', 0.55, 2.95),
    element('signature', 5.2, 2.45, { width: 2.5, height: 0.45 }),
  ];
}
