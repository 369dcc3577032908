'use client';

import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, useCallback, useEffect, useState } from 'react';
import { apiFetch } from './api';
import { OnFirstUse } from './first-use';
import { BAR_BUTTON } from './menu-style';
import type { Notification } from './notifications-popover';

const loadPopover = () => import('./notifications-popover');
const LazyPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));

/** The bell: the unread count, kept fresh every minute; a click opens the notifications (notifications-popover.tsx). */
export function NotificationsBell() {
  const t = useTranslations('topBar');
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
  const trigger = {
    label: t('notifications'),
    className: `relative ${BAR_BUTTON}`,
    children: (
      <>
        <Bell aria-hidden className="size-4" />
        {unread ? <span className="absolute -top-1 -right-1 rounded-full bg-red-700 px-1.5 text-[10px] text-white">{unread}</span> : null}
      </>
    ),
  };
  return <OnFirstUse load={loadPopover} kind="dialog" trigger={trigger} popup={(look) => <LazyPopover trigger={look} items={items} markRead={markRead} />} />;
}
