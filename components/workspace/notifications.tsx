'use client';

import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { useAction, useApi, type Page } from '@/components/data/queries';
import { OnFirstUse } from './first-use';
import { BAR_BUTTON } from '@/components/base/menu-style';
import type { Notification } from './notifications-popover';

const loadPopover = () => import('./notifications-popover');
const LazyPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));

/** The bell: the unread count, kept fresh every minute; a click opens the notifications (notifications-popover.tsx). */
export function NotificationsBell() {
  const t = useTranslations('topBar');
  // Read every minute (others' announcements), and again when a notification is written here.
  const items = (useApi<Page<Notification>>('notifications', 'notifications/all?expand=userName,action&sort=-id', { refetchInterval: 60_000 }).data?.items ?? []).slice(0, 50);
  const unread = items.filter((n) => !n.is_read).length;
  const read = useAction('notifications');
  const markRead = (id: number) => read.mutateAsync({ action: 'read', id });
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
