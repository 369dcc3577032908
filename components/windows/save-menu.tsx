'use client';

import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useResourceMeta, type ResourceMeta } from '@/components/data/meta';
import { useAction } from '@/components/data/queries';
import { useServerMessage } from '@/components/data/server-message';
import { ApiFailure, apiFetch } from '@/components/base/api';
import { useDesktop } from '@/components/base/desktop';
import { MENU, MENU_ITEM } from '@/components/base/menu-style';
import { useServiceOn } from '@/components/base/services';
import { useToast } from '@/components/base/toast';
import { TemplatePicker } from './template-picker';

/** A document that prints (a `pdf` view) and queues (the `queue` action) has the Save menu. */
export const hasSaveMenu = (meta: ResourceMeta) => meta.views.includes('pdf') && meta.actions.some((a) => a.name === 'queue' && a.scope === 'record');

/** Documents a saved invoice template (invoice-builders) fills: invoices. */
const TEMPLATED = new Set(['invoices']);

/**
 * The Save menu of a document's window (spec section 2, Save menu types 1 to 5): an invoice's
 * Load template fills the form from a saved invoice builder (nothing is saved until the person
 * saves); the others save, then preview its PDF in a viewer window, put it in the print queue or
 * the e-mail queue, or open the layout it prints with (Manage layout: its own, else the default
 * one of its kind, as its `layout` relation reads it).
 */
export function SaveMenu({ collection, disabled, save, fill }: { collection: string; disabled: boolean; save: (after: (id: number) => Promise<void>) => void; fill?: (template: Record<string, unknown>) => void }) {
  const t = useTranslations('saveMenu');
  const [picking, setPicking] = useState(false);
  const { open } = useDesktop();
  const toast = useToast();
  const serviceOn = useServiceOn();
  const serverMessage = useServerMessage();
  const queueAction = useAction(collection);
  const meta = useResourceMeta(collection);
  // The layouts' collection (its `layout_id` field's) and the `layout` relation, which falls back to the kind's default.
  const layouts = meta?.expand.includes('layout') ? meta.fields.find((f) => f.name === 'layout_id')?.collection : undefined;
  const manageLayout = async (id: number) => {
    const { layout } = await apiFetch<{ layout: { id: number } | null }>(`${collection}/${id}?expand=layout`);
    if (layout) open('form', [layouts!, String(layout.id)]);
  };
  const enqueue = (queue: 'print' | 'email') => async (id: number) => {
    try {
      await queueAction.mutateAsync({ action: 'queue', id, body: { [queue]: 1 } });
    } catch (e) {
      // Saved, but not queued: why (no mail server, and where to set one up).
      toast({ kind: 'warning', title: e instanceof ApiFailure && e.items[0] ? serverMessage(e.items[0]) : (e as Error).message });
      return;
    }
    toast({ kind: 'success', title: t(queue === 'print' ? 'queuedPrint' : 'queuedEmail') });
  };
  const items = [
    { key: 'preview', after: async (id: number) => open('pdf', [collection, String(id)]) },
    { key: 'print', after: enqueue('print') },
    // Put in the e-mail queue: not offered while the company's E-mail service is off.
    ...(serviceOn('service_email') ? [{ key: 'email', after: enqueue('email') } as const] : []),
    ...(layouts ? [{ key: 'layout', after: manageLayout } as const] : []),
  ] as const;
  return (
    <>
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger disabled={disabled} className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-200 disabled:opacity-70">
        {t('label')}
        <ChevronDown aria-hidden className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={MENU}>
          {fill && TEMPLATED.has(collection) ? (
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => setPicking(true)}>
              {t('loadTemplate')}
            </DropdownMenu.Item>
          ) : null}
          {items.map((item) => (
            <DropdownMenu.Item key={item.key} className={MENU_ITEM} onSelect={() => save(item.after)}>
              {t(item.key)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
    {picking && fill ? <TemplatePicker onPick={fill} onClose={() => setPicking(false)} /> : null}
    </>
  );
}
