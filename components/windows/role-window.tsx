'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/components/base/api';
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
  const [sections, setSections] = useState<string[]>([]);
  useEffect(() => {
    apiFetch<{ items: { section: string }[] }>('permissions?per-page=100&sort=id').then((r) => setSections(r.items.map((s) => s.section)), () => setSections([]));
  }, []);
  const rights = (value ?? {}) as Rights;
  const held = (section: string) => rights[section] ?? rights[EVERY_OTHER] ?? [];
  const toggle = (section: string, right: Right, on: boolean) => {
    const next = on ? [...held(section), right] : held(section).filter((r) => r !== right);
    onChange({ ...rights, [section]: RIGHTS.filter((r) => next.includes(r)) });
  };
  const sectionName = (section: string) => (t.has(`sections.${section}`) ? t(`sections.${section}`) : section);
  return (
    <div id={id} className="max-h-96 overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-slate-50 text-left">
          <tr>
            <th className="px-2 py-1 font-medium">{t('rightsGrid.section')}</th>
            {RIGHTS.map((right) => (
              <th key={right} className="px-2 py-1 text-center font-medium">
                {t(`rights.${right}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[EVERY_OTHER, ...sections].map((section) => (
            <tr key={section} className={section === EVERY_OTHER ? 'border-b border-slate-300 bg-slate-50' : 'border-b border-slate-100'}>
              <th scope="row" className={`px-2 py-1 text-left font-normal ${section in rights || section === EVERY_OTHER ? '' : 'text-slate-500'}`}>
                {sectionName(section)}
              </th>
              {RIGHTS.map((right) => (
                <td key={right} className="px-2 py-1 text-center">
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={`${sectionName(section)}: ${t(`rights.${right}`)}`}
                    checked={held(section).includes(right)}
                    onChange={(e) => toggle(section, right, e.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const CUSTOM = { rights: { component: RightsGrid } };

/** A role's form: its name, whether it administers, and its rights grid (spec's permission screen: Cancel and Save). */
export default function RoleWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
