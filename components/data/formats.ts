'use client';

import { useLocale } from 'next-intl';
import { useCompanyFormats } from '@/components/data/company-formats';
import { asLocale, formatAmount, formatCompactMoney, formatDate, formatDecimal, formatIsoDate, formatMoney, formatNumber, parseDecimal } from '@/lib/format';

/** lib/format.ts bound to the person's language (next-intl's locale) and the company's money style: what windows draw and read with. */
export function useFormats() {
  const locale = asLocale(useLocale());
  const company = useCompanyFormats();
  return {
    locale,
    moneyStyle: company.money,
    money: (value: string | null | undefined) => formatMoney(value, locale, company.money),
    compactMoney: (value: number) => formatCompactMoney(value, locale, company.money),
    amount: (value: string | null | undefined) => formatAmount(value, locale),
    decimal: (value: string | null | undefined) => formatDecimal(value, locale),
    number: (value: number) => formatNumber(value, locale),
    date: (unix: number | null | undefined) => formatDate(unix, locale),
    isoDate: (iso: string) => formatIsoDate(iso, locale),
    parseDecimal: (text: string) => parseDecimal(text, locale),
  };
}
