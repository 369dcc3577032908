'use client';

import { useTranslations } from 'next-intl';
import { useApi } from '@/components/data/queries';

type Type = { id: number; number: number; display_name: string };
/** The Files window's filters besides its folder: search, type, category, status and dates. */
export type FileFilterValues = { q: string; extension: string; category: string; status: string; from: string; to: string };
export const NO_FILTERS: FileFilterValues = { q: '', extension: '', category: '', status: '', from: '', to: '' };

/** The filters as `GET /files` takes them (those left empty are not sent). */
export function filterParams(f: FileFilterValues): Record<string, string> {
  const params: Record<string, string> = { q: f.q, 'filter[status]': f.status, 'filter[date_from]': f.from, 'filter[date_to]': f.to, 'filter[extension]': f.extension, 'filter[category_id]': f.category };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v));
}

type Props = {
  filters: FileFilterValues;
  onChange: (change: Partial<FileFilterValues>) => void;
  /** The folder open, chosen here or in the tree. */
  folder: number | null;
  onFolder: (id: number | null) => void;
  folders: { id: number; display_name: string }[];
};

/** The Files window's filter row. */
export function FileFilters({ filters, onChange, folder, onFolder, folders }: Props) {
  const t = useTranslations('files');
  const categories = useApi<{ items: Type[] }>('types', 'types?realm=1').data?.items ?? [];
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">{t('filters')}</legend>
      <input type="search" aria-label={t('search')} placeholder={t('search')} value={filters.q} onChange={(e) => onChange({ q: e.target.value })} className="min-w-40 flex-1 basis-40 rounded border border-slate-300 px-2 py-1" />
      <label className="flex flex-col text-xs">
        {t('types')}
        <select value={filters.extension} onChange={(e) => onChange({ extension: e.target.value })} className="rounded border border-slate-300 px-1 py-1 text-sm">
          <option value="">{t('any')}</option>
          {['pdf', 'png', 'jpg', 'gif', 'docx', 'xlsx', 'txt', 'csv'].map((x) => (
            <option key={x}>{x}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs">
        {t('categories')}
        <select value={filters.category} onChange={(e) => onChange({ category: e.target.value })} className="rounded border border-slate-300 px-1 py-1 text-sm">
          <option value="">{t('any')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id - 1_000_000}>
              {c.display_name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs">
        {t('folders')}
        <select value={folder ?? ''} onChange={(e) => onFolder(e.target.value ? Number(e.target.value) : null)} className="rounded border border-slate-300 px-1 py-1 text-sm">
          <option value="">{t('any')}</option>
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {f.display_name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs">
        {t('status')}
        <select value={filters.status} onChange={(e) => onChange({ status: e.target.value })} className="rounded border border-slate-300 px-1 py-1 text-sm">
          <option value="">{t('any')}</option>
          <option value="1">{t('active')}</option>
          <option value="0">{t('inactive')}</option>
        </select>
      </label>
      <label className="flex flex-col text-xs">
        {t('from')}
        <input type="date" value={filters.from} onChange={(e) => onChange({ from: e.target.value })} className="rounded border border-slate-300 px-1 py-0.5 text-sm" />
      </label>
      <label className="flex flex-col text-xs">
        {t('to')}
        <input type="date" value={filters.to} onChange={(e) => onChange({ to: e.target.value })} className="rounded border border-slate-300 px-1 py-0.5 text-sm" />
      </label>
    </fieldset>
  );
}
