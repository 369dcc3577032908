'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { colourOf, initials } from '@/lib/format';
import { apiFetch } from './api';

type Notification = { id: number; userName: string | null; action: { message: string; item: { display_name: string } }; created_at: number; is_read: number };

/** The notification popover (max height 200px): avatar, name, action, item, time, Mark As Read. */
export function NotificationsPopover() {
  const t = useTranslations('topBar');
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<Notification[]>([]);
  const load = useCallback(() => {
    apiFetch<{ items: Notification[] }>('notifications/all?expand=userName,action&sort=-id').then((r) => setItems(r.items.slice(0, 50)), () => {});
  }, []);
  useEffect(() => {
    load();
    const timer = setInterval(load, 60_000);
    return () => clearInterval(timer);
  }, [load]);
  const unread = items.filter((n) => !n.is_read).length;
  const markRead = async (id: number) => {
    await apiFetch(`notifications/${id}/read`, { method: 'POST' });
    setItems((list) => list.map((n) => (n.id === id ? { ...n, is_read: 1 } : n)));
  };
  return (
    <div className="relative">
      <button type="button" aria-expanded={open} aria-label={t('notifications')} onClick={() => setOpen(!open)} className="relative rounded px-2 py-1 hover:bg-slate-800">
        <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5-6.71V3.5a2 2 0 0 0-4 0v.79A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread ? <span className="absolute -top-1 -right-1 rounded-full bg-red-600 px-1.5 text-[10px]">{unread}</span> : null}
      </button>
      {open ? (
        <div role="dialog" aria-label={t('notifications')} className="absolute right-0 z-[600] mt-1 max-h-[200px] w-80 overflow-auto rounded-md bg-white text-slate-800 shadow-xl ring-1 ring-slate-200">
          {items.length === 0 ? <p className="p-3 text-sm text-slate-500">{t('noNotifications')}</p> : null}
          {items.map((n) => (
            <div key={n.id} className={`flex gap-2 border-b border-slate-100 p-2 text-xs ${n.is_read ? 'opacity-60' : ''}`}>
              <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full text-[10px] font-semibold text-white" style={{ background: colourOf(n.userName ?? '?') }}>
                {initials(n.userName ?? '?')}
              </span>
              <div className="min-w-0 flex-1">
                <p>
                  <strong>{n.userName}</strong> {n.action.message}
                </p>
                <p className="truncate font-medium">{n.action.item.display_name}</p>
                <p className="text-slate-500">{formats.date(n.created_at)}</p>
              </div>
              {n.is_read ? null : (
                <button type="button" onClick={() => markRead(n.id)} className="self-start rounded px-1 text-brand hover:underline">
                  {t('markAsRead')}
                </button>
              )}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
