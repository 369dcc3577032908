'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { LOCALES, type Locale } from '@/i18n/locales';
import { useResourceMeta } from '@/components/data/meta';
import { ApiFailure } from '@/components/base/api';
import { useApi, useWrite } from '@/components/data/queries';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { useToast } from '@/components/base/toast';
import type { Term } from '@/lib/engine/module';

type Terms = Record<string, Term>;
type Defaults = { terminology: Record<Locale, Terms>; company: Record<Locale, Terms> };
type Row = { name: string; singular: string; plural: string; article: string };

const rowsOf = (defaults: Terms, own: Terms): Row[] =>
  Object.keys(defaults).map((name) => {
    const renamed = own[name] && (own[name].singular !== defaults[name].singular || own[name].plural !== defaults[name].plural);
    return { name, ...(renamed ? own[name] : { singular: '', plural: '', article: '' }) };
  });

/**
 * Terminology (302, 690 wide): every term of the product in one language, the default words beside
 * the company's own. A blank row keeps the default; Save sends the language at once and the
 * workspace takes the new words without a reload.
 */
export default function TerminologyWindow() {
  const t = useTranslations('terminology');
  const toast = useToast();
  const router = useRouter();
  const meta = useResourceMeta('terminologies');
  const [locale, setLocale] = useState<Locale>(useLocale() as Locale);
  // The words as shipped and as the company has them, through the shared cache (a rename makes them stale).
  const defaults = useApi<Defaults>('terminologies', 'defaults').data;
  const write = useWrite();
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (defaults) setRows(rowsOf(defaults.terminology[locale], defaults.company[locale]));
    setErrors({});
  }, [defaults, locale]);
  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const words = defaults?.terminology[locale] ?? {};
    return rows.map((row, index) => ({ row, index })).filter(({ row }) => !wanted || `${words[row.name]?.singular} ${words[row.name]?.plural} ${row.singular} ${row.plural}`.toLowerCase().includes(wanted));
  }, [rows, search, defaults, locale]);
  if (!defaults || !meta) return <p className="p-4 text-sm text-slate-500">…</p>;
  const editable = meta.can.includes('edit');
  const words = defaults.terminology[locale];
  const change = (index: number, field: keyof Row, value: string) => setRows(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  const save = async () => {
    setSaving(true);
    try {
      await write('terminologies/rename', { method: 'POST', body: { locale, terms: rows } }, 'terminologies', 'rename');
      setErrors({});
      toast({ kind: 'success', title: t('saved') });
      // Every window, gem and menu takes the words from the page's messages: fetched anew.
      router.refresh();
    } catch (e) {
      if (e instanceof ApiFailure && e.status === 422) setErrors(e.fields);
      else toast({ kind: 'warning', title: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };
  const input = (index: number, field: 'singular' | 'plural' | 'article', placeholder: string, label: string) => {
    const error = errors[`terms.${index}.${field}`];
    return (
      <>
        <input
          value={rows[index][field]}
          placeholder={placeholder}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          disabled={!editable}
          maxLength={field === 'article' ? 16 : 64}
          onChange={(e) => change(index, field, e.target.value)}
          className={`w-full rounded border px-1.5 py-0.5 ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        {error ? (
          <span role="alert" className="block text-xs text-red-600">
            {error}
          </span>
        ) : null}
      </>
    );
  };
  const columns: TableColumn<{ id: number; row: Row }>[] = [
    {
      id: 'term',
      header: t('term'),
      rowHeader: true,
      cell: ({ row }) => (
        <>
          {words[row.name].singular}
          <span className="block text-xs text-slate-500">{words[row.name].plural}</span>
        </>
      ),
    },
    ...(['singular', 'plural', 'article'] as const).map((field) => ({
      id: field,
      header: t(field),
      cell: ({ id, row }: { id: number; row: Row }) => input(id, field, words[row.name][field], `${words[row.name].singular}: ${t(field)}`),
    })),
  ];
  return (
    <div className="flex flex-col gap-2 p-3 text-sm">
      <p className="text-slate-600">{t('intro')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1">
          <span className="text-slate-600">{t('language')}</span>
          <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)} className="rounded border border-slate-300 px-2 py-1">
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} aria-label={t('search')} className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1" />
      </div>
      <div className="max-h-[55vh] overflow-auto rounded-md border border-slate-200">
        <DataTable label={t('term')} columns={columns} rows={shown.map(({ row, index }) => ({ id: index, row }))} />
      </div>
      {editable ? (
        <div className="flex justify-end">
          <button type="button" disabled={saving} onClick={save} className="rounded-md bg-brand px-4 py-1.5 text-white disabled:opacity-60">
            {saving ? t('saving') : t('save')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
