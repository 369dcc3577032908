'use client';

import { momentAt, wallClockIn } from '@/lib/time-zones';
import { parseDate } from '@/lib/typed-dates';
import { useCompanyFormats } from './company-formats';
import { useFormats } from './formats';

/**
 * useFormats plus the reading of typed dates, for forms, which load date-fns with it; and a
 * moment as a date-time input shows it (`YYYY-MM-DDTHH:MM`) and back, on the company's clock:
 * an e-mail's "send at" 9:00 is nine in the office, wherever the browser is.
 */
export function useInputFormats() {
  const formats = useFormats();
  const { timeZone } = useCompanyFormats();
  return {
    ...formats,
    parseDate: (text: string) => parseDate(text, formats.locale),
    wallClock: (seconds: number) => wallClockIn(timeZone, seconds),
    moment: (wall: string) => momentAt(timeZone, wall),
  };
}
