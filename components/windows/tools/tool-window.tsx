'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { withTimeout } from '@/components/base/chunk-boundary';
import type { ToolName } from '@/lib/engine/gems';
import type { WindowState } from '@/lib/workspace/windows';

const loading = () => <p className="p-4 text-sm text-slate-500">…</p>;

/** Each tool's window, loaded when first opened (the loan's chart brings recharts with it). */
const TOOL_WINDOWS: Record<ToolName, React.ComponentType> = {
  hours: dynamic(withTimeout(() => import('./hours-tool')), { loading }),
  loan: dynamic(withTimeout(() => import('./loan-tool')), { loading }),
  debt: dynamic(withTimeout(() => import('./debt-tool')), { loading }),
  dates: dynamic(withTimeout(() => import('./dates-tool')), { loading }),
  notes: dynamic(withTimeout(() => import('./notes-tool')), { loading }),
  goals: dynamic(withTimeout(() => import('./goals-tool')), { loading }),
  weather: dynamic(withTimeout(() => import('./weather-tool')), { loading }),
  directions: dynamic(withTimeout(() => import('./directions-tool')), { loading }),
  history: dynamic(withTimeout(() => import('./history-tool')), { loading }),
  'payroll-links': dynamic(withTimeout(() => import('./payroll-links-tool')), { loading }),
};

/** A tool's window (`tool:loan`): the tool the gem names, or a plain notice for a name this version does not know. */
export default function ToolWindow({ window: w }: { window: WindowState }) {
  const t = useTranslations('tools');
  const Tool = TOOL_WINDOWS[w.args[0] as ToolName];
  return Tool ? <Tool /> : <p className="p-4 text-sm">{t('unknown')}</p>;
}
