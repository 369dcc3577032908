'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useList, useWrite } from '@/components/data/queries';
import { ApiFailure } from '@/components/base/api';
import { useDesktop } from '@/components/base/desktop';
import { useToast } from '@/components/base/toast';

type Task = {
  id: number;
  display_name: string;
  due_date: number | null;
  state: 'uncompleted' | 'completed';
  task_status: 'uncompleted' | 'completed' | 'past_due';
  tasklist_id: number | null;
  responsibleSimple: { id: number; display_name: string } | null;
  completedByName: string | null;
};
type Tasklist = { id: number; display_name: string; color: string | null };

/** A column of the board: which tasks it holds, and the change a task dropped there gets (none: nothing may be dropped there). */
type Column = { key: string; title: string; holds: (t: Task) => boolean; change: Record<string, unknown> | null };

/**
 * The Planner (dock 15): the tasks as a kanban whose columns are their statuses or their task
 * lists. A card moves by mouse (drag it to another column) or by keyboard (focus it, then the
 * left and right arrows move it to the next column that takes it); Enter opens it.
 */
export function PlannerView() {
  const t = useTranslations('planner');
  const formats = useFormats();
  const { open } = useDesktop();
  const write = useWrite();
  const toast = useToast();
  const [by, setBy] = useState<'status' | 'list'>('status');
  const [dragged, setDragged] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  // The card moved by keyboard keeps the focus in its new column (it is drawn anew there).
  const [kept, setKept] = useState<number | null>(null);
  const tasks = useList<Task>('tasks', { 'per-page': '200', sort: 'due_date', expand: 'responsibleSimple,completedByName' });
  const lists = useList<Tasklist>('tasklists', { 'per-page': '100', sort: 'position' });

  const columns: Column[] =
    by === 'status'
      ? [
          { key: 'uncompleted', title: t('status.uncompleted'), holds: (k) => k.task_status === 'uncompleted', change: { state: 'uncompleted' } },
          // Past due follows from the due day: nothing is moved into it.
          { key: 'past_due', title: t('status.past_due'), holds: (k) => k.task_status === 'past_due', change: null },
          { key: 'completed', title: t('status.completed'), holds: (k) => k.task_status === 'completed', change: { state: 'completed' } },
        ]
      : [
          { key: 'none', title: t('noList'), holds: (k) => k.tasklist_id === null, change: { tasklist_id: null } },
          ...(lists.data?.items ?? []).map((l) => ({ key: String(l.id), title: l.display_name, holds: (k: Task) => k.tasklist_id === l.id, change: { tasklist_id: l.id } })),
        ];

  async function move(task: Task, column: Column) {
    if (!column.change || column.holds(task)) return;
    try {
      await write(`tasks/${task.id}`, { method: 'PUT', body: column.change }, 'tasks');
      setAnnounce(t('moved', { task: task.display_name, column: column.title }));
    } catch (error) {
      toast({ kind: 'error', title: t('notMoved'), detail: error instanceof ApiFailure ? error.message : undefined });
    }
  }

  /** The next column from `from` in a direction that takes a task. */
  const nextColumn = (from: number, step: 1 | -1) => {
    for (let i = from + step; i >= 0 && i < columns.length; i += step) if (columns[i].change) return columns[i];
    return null;
  };

  const items = tasks.data?.items ?? [];
  useEffect(() => {
    if (kept !== null) document.querySelector<HTMLElement>(`[data-task="${kept}"]`)?.focus();
  }, [kept, tasks.data]);
  return (
    <main className="space-y-3 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">{t('title')}</h1>
        <label className="flex items-center gap-2 text-sm">
          {t('columnsBy')}
          <select value={by} onChange={(e) => setBy(e.target.value as 'status' | 'list')} className="rounded-md border border-slate-300 px-2 py-1">
            <option value="status">{t('byStatus')}</option>
            <option value="list">{t('byList')}</option>
          </select>
        </label>
        <button type="button" className="rounded-md bg-[var(--accent,#2563eb)] px-3 py-1.5 text-sm text-white" onClick={() => open('form', ['tasks', 'new'])}>
          {t('newTask')}
        </button>
        <button type="button" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm" onClick={() => open('list', ['tasklists'])}>
          {t('lists')}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <p className="text-xs text-slate-500">{t('keys')}</p>
      <div className="grid gap-3" style={{ gridTemplateColumns: `repeat(auto-fit, minmax(220px, 1fr))` }}>
        {columns.map((column, index) => (
          <section
            key={column.key}
            aria-label={column.title}
            data-column={column.key}
            className={`min-h-32 rounded-lg border bg-slate-50 p-2 ${dragged !== null && column.change ? 'border-dashed border-slate-400' : 'border-slate-200'}`}
            onDragOver={(e) => {
              if (column.change) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              const task = items.find((k) => k.id === Number(e.dataTransfer.getData('text/plain')));
              setDragged(null);
              if (task) void move(task, column);
            }}
          >
            <h2 className="mb-2 text-sm font-semibold">
              {column.title} <span className="font-normal text-slate-500">({items.filter(column.holds).length})</span>
            </h2>
            <ul className="space-y-2">
              {items.filter(column.holds).map((task) => (
                <li key={task.id}>
                  <button
                    type="button"
                    draggable
                    data-task={task.id}
                    aria-keyshortcuts="ArrowLeft ArrowRight Enter"
                    className="w-full rounded-md border border-slate-200 bg-white p-2 text-left text-sm shadow-sm focus:ring-2 focus:ring-[var(--accent,#2563eb)] focus:outline-none"
                    onDragStart={(e) => {
                      e.dataTransfer.setData('text/plain', String(task.id));
                      setDragged(task.id);
                    }}
                    onDragEnd={() => setDragged(null)}
                    onClick={() => open('form', ['tasks', String(task.id)])}
                    onBlur={() => setKept(null)}
                    onKeyDown={(e) => {
                      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                      e.preventDefault();
                      const target = nextColumn(index, e.key === 'ArrowRight' ? 1 : -1);
                      if (!target) return;
                      setKept(task.id);
                      void move(task, target);
                    }}
                  >
                    <span className="block font-medium">{task.display_name}</span>
                    <span className="block text-xs text-slate-500">
                      {task.due_date ? t('due', { date: formats.date(task.due_date) }) : null}
                      {task.responsibleSimple ? ` · ${task.responsibleSimple.display_name}` : null}
                      {task.completedByName ? ` · ${t('completedBy', { name: task.completedByName })}` : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
