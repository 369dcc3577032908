'use client';

import { useTranslations } from 'next-intl';
import { useList } from '@/components/data/queries';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { RIGHTS, type Right } from '@/lib/engine/rights';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';

type Rights = Record<string, Right[]>;
const EVERY_OTHER = '*';

/**
 * A role's rights as a grid: a row per permission section (from `permissions`), a checkbox per
 * right. The first row, every other section, holds the rights of any section without a row of its
 * own; a section shows what it holds, its own or those it inherits, and a tick there gives it rights
 * of its own from then on.
 */
function RightsGrid({ id, value, onChange }: CustomFieldProps) {
  const t = useTranslations();
  const sections = (useList<{ section: string }>('permissions', { 'per-page': '100', sort: 'id' }).data?.items ?? []).map((s) => s.section);
  const rights = (value ?? {}) as Rights;
  const held = (section: string) => rights[section] ?? rights[EVERY_OTHER] ?? [];
  const toggle = (section: string, right: Right, on: boolean) => {
    const next = on ? [...held(section), right] : held(section).filter((r) => r !== right);
    onChange({ ...rights, [section]: RIGHTS.filter((r) => next.includes(r)) });
  };
  const sectionName = (section: string) => (t.has(`sections.${section}`) ? t(`sections.${section}`) : section);
  // The first row, every other section, and a section holding rights of its own read plainly; one inheriting them, greyed.
  const columns: TableColumn<{ id: number; section: string }>[] = [
    { id: 'section', header: t('rightsGrid.section'), rowHeader: true, cell: ({ section }) => <span className={section in rights || section === EVERY_OTHER ? '' : 'text-slate-500'}>{sectionName(section)}</span> },
    ...RIGHTS.map((right) => ({
      id: right,
      header: t(`rights.${right}`),
      centered: true,
      cell: ({ section }: { section: string }) => (
        <input type="checkbox" className="size-4" aria-label={`${sectionName(section)}: ${t(`rights.${right}`)}`} checked={held(section).includes(right)} onChange={(e) => toggle(section, right, e.target.checked)} />
      ),
    })),
  ];
  return (
    <div id={id} className="max-h-96 overflow-auto rounded-md border border-slate-200">
      <DataTable label={t('rightsGrid.section')} columns={columns} rows={[EVERY_OTHER, ...sections].map((section, id) => ({ id, section }))} />
    </div>
  );
}

const CUSTOM = { rights: { component: RightsGrid } };

/** A role's form: its name, whether it administers, and its rights grid (spec's permission screen: Cancel and Save). */
export default function RoleWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
