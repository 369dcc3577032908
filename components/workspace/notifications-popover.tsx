'use client';

import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { useFormats } from '@/components/data/formats';
import { colourOf, initials } from '@/lib/format';
import type { TriggerLook } from './first-use';

export type Notification = { id: number; verb: string; message: string | null; userName: string | null; action: { message: string; item: { display_name: string } }; created_at: number; is_read: number };

/**
 * The notification popover (its list at most 200px high): avatar, name, action, item, time,
 * Mark As Read. A modal Radix popover on the page's body: focus kept inside, Esc closes it and
 * gives the focus back to the bell. Loaded on the bell's first use, open.
 */
export function NotificationsPopover({ trigger, items, markRead }: { trigger: TriggerLook; items: Notification[]; markRead: (id: number) => void }) {
  const t = useTranslations('topBar');
  const formats = useFormats();
  return (
    <Popover.Root defaultOpen modal>
      <Popover.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.children}
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
                <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full text-[10px] font-semibold" style={{ background: colourOf(n.userName ?? '?'), color: '#fff' }}>
                  {initials(n.userName ?? '?')}
                </span>
                <div className="min-w-0 flex-1">
                  <p>
                    {/* A job given up has no actor: what failed, and why, in the reader's language. */}
                    {n.userName ? <strong>{n.userName}</strong> : null} {n.verb === 'failed' ? t('failed', { reason: n.message ?? '' }) : n.action.message}
                  </p>
                  <p className="truncate font-medium">{n.action.item.display_name}</p>
                  <p className="text-slate-500">{formats.instant(n.created_at)}</p>
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
