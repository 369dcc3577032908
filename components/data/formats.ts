'use client';

import { useLocale } from 'next-intl';
import { asLocale, formatAmount, formatDate, formatDecimal, formatIsoDate, formatMoney, formatNumber, parseDecimal } from '@/lib/format';

/** lib/format.ts bound to the person's language (next-intl's locale): what windows draw and read with. */
export function useFormats() {
  const locale = asLocale(useLocale());
  return {
    locale,
    money: (value: string | null | undefined) => formatMoney(value, locale),
    amount: (value: string | null | undefined) => formatAmount(value, locale),
    decimal: (value: string | null | undefined) => formatDecimal(value, locale),
    number: (value: number) => formatNumber(value, locale),
    date: (unix: number | null | undefined) => formatDate(unix, locale),
    isoDate: (iso: string) => formatIsoDate(iso, locale),
    parseDecimal: (text: string) => parseDecimal(text, locale),
  };
}
