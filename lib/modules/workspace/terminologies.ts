import { z } from 'zod';
import { terminologies } from '@/db/schema';
import { LOCALES } from '@/i18n/locales';
import { TERM_KEYS } from '@/lib/terminology/defaults';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { text } from '@/lib/engine/fields';

/** Terminology [-11]: the company's own words for a term, per language ("Customer" -> "Patient"). */
export const terminologiesResource = defineResource({
  name: 'terminologies',
  domainId: -11,
  table: terminologies,
  input: z.object({
    name: z.enum(TERM_KEYS, { error: 'Name must be one of the terms of GET /api/v1/defaults.' }),
    locale: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}.` }).default('en'),
    singular: text('Singular', { required: true, max: 64 }),
    plural: text('Plural', { required: true, max: 64 }),
    article: text('Article', { max: 16 }),
  }),
  columns: ['name', 'locale', 'singular', 'plural', 'article'],
  search: ['name', 'singular', 'plural'],
  sort: ['name', 'locale', 'singular', 'plural'],
  filter: ['status', 'locale', 'name'],
  unique: [['name', 'locale']],
  terminology: 'terminology',
  titleField: 'name',
  permission: 'terminology',
  features: { inactive: ACTIVE_INACTIVE },
});
