'use client';

import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { useCallback, useEffect, useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { colourOf, initials } from '@/lib/format';
import { apiFetch } from './api';
import { BAR_BUTTON } from './menu-style';

type Notification = { id: number; userName: string | null; action: { message: string; item: { display_name: string } }; created_at: number; is_read: number };

/**
 * The notification popover (its list at most 200px high): avatar, name, action, item, time,
 * Mark As Read. A modal Radix popover on the page's body: focus kept inside, Esc closes it and
 * gives the focus back to the bell.
 */
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
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger aria-label={t('notifications')} className={`relative ${BAR_BUTTON}`}>
        <Bell aria-hidden className="size-4" />
        {unread ? <span className="absolute -top-1 -right-1 rounded-full bg-red-600 px-1.5 text-[10px]">{unread}</span> : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('notifications')}
          aria-modal="true"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onEscapeKeyDown={(event) => event.stopPropagation()}
          className="z-[600] w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-md bg-white text-slate-800 shadow-xl ring-1 ring-slate-200 outline-none"
        >
          <h2 className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">{t('notifications')}</h2>
          <div data-testid="notifications-list" tabIndex={-1} className="max-h-[200px] overflow-auto outline-none">
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
