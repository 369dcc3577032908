import { getTableColumns } from 'drizzle-orm';
import type { Resource } from '@/lib/engine/define';

// What the list parameters need to know of custom fields, apart from their definitions (which read
// the database and describe fields): params.ts reads these, custom-fields.ts builds on them.

/** A collection carries custom fields when its table has the `custom` column and it is written through the API. */
export const carriesCustom = (def: Pick<Resource, 'table' | 'features'>): boolean => 'custom' in getTableColumns(def.table) && !def.features.readOnly;

/** `filter[custom.<id>]=`: the field's id and the values asked for (validated later against the company's fields). */
export const CUSTOM_FILTER = /^filter\[custom\.(\d{1,9})\]$/;
