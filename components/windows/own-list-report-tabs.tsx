'use client';

import { useState, type ReactNode } from 'react';
import type { WindowState } from '@/lib/workspace/windows';
import ListWindow from './list-window';
import ReportWindow from './report-window';

/**
 * A collection's window of three tabs: its own work first (a week's grid, a clock), then the
 * collection's plain list, then a report of it; `labels` names the three.
 */
export function OwnListReportTabs({ window, own, report, labels }: { window: WindowState; own: ReactNode; report: string; labels: [string, string, string] }) {
  const [tab, setTab] = useState(0);
  return (
    <div className="flex h-full flex-col text-sm">
      <div role="tablist" className="flex gap-1 border-b border-slate-200 px-2 pt-1">
        {labels.map((label, k) => (
          <button key={label} role="tab" type="button" aria-selected={tab === k} onClick={() => setTab(k)} className={`rounded-t px-3 py-1 ${tab === k ? 'bg-white font-medium shadow-sm' : 'text-slate-600 hover:bg-slate-100'}`}>
            {label}
          </button>
        ))}
      </div>
      {tab === 0 ? own : tab === 1 ? <ListWindow window={window} /> : <ReportWindow window={{ ...window, args: [report] }} />}
    </div>
  );
}
