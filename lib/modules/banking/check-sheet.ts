import type { CheckLayoutElement, CheckStock } from '@/db/schema';
import type { Locale } from '@/lib/format';
import type { Business } from '@/lib/modules/sales/pdf/printable';

/*
 * What a sheet of checks is drawn from, apart from how it is read (check-print.ts) and how it is
 * drawn (check-pdf.tsx), so that the drawing imports nothing of the reading.
 */

/** The layout a sheet of checks prints with: its stock, the spec's flags and its elements. */
export type SheetLayout = {
  stock: CheckStock;
  isPrintLogo: boolean;
  isPrintSignature: boolean;
  isPrintCompanyAddress: boolean;
  isPrintPayeeAddress: boolean;
  isPrintCheckNumber: boolean;
  lineItemCompany: boolean;
  signature: string | null;
  elements: CheckLayoutElement[];
};

/** One check as it prints: the check's facts, and what its voucher stubs list (the bills it paid, else its lines). */
export type PrintedCheck = {
  number: number;
  date: string;
  payeeName: string;
  payeeAddress: string[];
  payeeAccount: string | null;
  amount: string;
  amountInWords: string;
  memo: string | null;
  bankName: string;
  stub: { kind: 'bills' | 'lines'; rows: { reference: string; date: string | null; amount: string }[] };
};

export type CheckSheet = { layout: SheetLayout; business: Business; locale: Locale; checks: PrintedCheck[] };
