'use client';

import { useLocale, useTranslations } from 'next-intl';
import { asLocale } from '@/lib/format';
import { timeZoneName } from '@/lib/time-zones';
import type { CellWords } from './cell';
import { useCompanyFormats } from './company-formats';
import { useOptionLabel } from './field-label';
import { useRecurrenceWords } from './recurrence-input';

/** The words and formats a value of `collection` is shown with (cell.ts's `cellText`): the person's language, the company's money and clock. */
export function useCellWords(collection: string): CellWords {
  const t = useTranslations('list');
  const emptyWords = useTranslations('emptyValues');
  const option = useOptionLabel(collection);
  const recurrence = useRecurrenceWords();
  const company = useCompanyFormats();
  return { yes: t('yes'), no: t('no'), locale: asLocale(useLocale()), money: company.money, timeZone: timeZoneName(company.timeZone), option, recurrence, empty: (code: string) => emptyWords(code) };
}
