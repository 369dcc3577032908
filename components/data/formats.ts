'use client';

import { useLocale } from 'next-intl';
import { useCompanyFormats } from '@/components/data/company-formats';
import { timeZoneName, todayIn, zoneShownTo } from '@/lib/time-zones';
import { asLocale, formatAmount, formatCompactMoney, formatInstant, formatDate, formatDecimal, formatIsoDate, formatMoney, formatNumber, parseDecimal } from '@/lib/format';

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
    /** A moment (created, sent at) by the company's clock: its day, or its day and time. */
    instant: (unix: number | null | undefined, withTime = false) => formatInstant(unix, locale, timeZoneName(company.timeZone), withTime),
    /** A moment by the person's own clock (their time zone, else the company's): when a comment was written. */
    personInstant: (unix: number | null | undefined) => formatInstant(unix, locale, zoneShownTo(company.timeZone, company.personZone), true),
    /** Today where the company is (YYYY-MM-DD), what new dates and report periods start from. */
    today: () => todayIn(company.timeZone),
    isoDate: (iso: string) => formatIsoDate(iso, locale),
    parseDecimal: (text: string) => parseDecimal(text, locale),
  };
}
