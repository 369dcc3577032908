'use client';

import type { RefWhere } from '@/lib/engine/fields';
import { useResourceMeta } from './meta';
import { useApi, type Page } from './queries';
import { MultiSelect } from './multi-select';

/** At most this many records are offered (a tax group's taxes are few). */
const OFFERED = 100;

type Item = Record<string, unknown> & { id: number };

/** Picks several records of another collection (a `refs` field: a tax group's taxes), by their titles, among those `where` allows. */
export function RefsInput({ id, collection, where, value, onChange }: { id: string; collection: string; where?: RefWhere; value: number[]; onChange: (v: number[]) => void }) {
  const meta = useResourceMeta(collection);
  const titleField = meta?.title_field;
  const filters = Object.entries(where ?? {})
    .map(([name, values]) => `&filter[${encodeURIComponent(name)}]=${values.map((v) => encodeURIComponent(String(v))).join(',')}`)
    .join('');
  const sort = titleField && meta?.sort.includes(titleField) ? `&sort=${titleField}` : '';
  const items = useApi<Page<Item>>(collection, meta ? `${collection}?per-page=${OFFERED}${sort}${filters}` : null).data?.items ?? [];
  const options = items.map((item) => ({ value: item.id, label: String((titleField && item[titleField]) ?? `#${item.id}`) }));
  return (
    <div id={id} role="group">
      <MultiSelect options={options} value={value} onChange={onChange} />
    </div>
  );
}
