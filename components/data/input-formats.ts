'use client';

import { parseDate } from '@/lib/typed-dates';
import { useFormats } from './formats';

/** useFormats plus the reading of typed dates: for forms, which load date-fns with it. */
export function useInputFormats() {
  const formats = useFormats();
  return { ...formats, parseDate: (text: string) => parseDate(text, formats.locale) };
}
