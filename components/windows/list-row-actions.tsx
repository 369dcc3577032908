'use client';

import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useRecordActions, type useActionRunner } from '@/components/data/action-buttons';
import type { ResourceMeta } from '@/components/data/meta';
import { useDesktop } from '@/components/base/desktop';
import { MENU, MENU_ITEM } from '@/components/base/menu-style';
import { useServiceOn } from '@/components/base/services';
import { useToast } from '@/components/base/toast';
import { useWrite } from '@/components/data/queries';
import { offersDelete } from './delete-record';
import { isPdfView } from './pdf-viewer';

type Row = Record<string, unknown> & { id: number };

type Props = {
  collection: string;
  meta: ResourceMeta;
  row: Row;
  /** The person may change records of the collection; `changeable`: and this kind of record changes once made. */
  editable: boolean;
  changeable: boolean;
  /** Runs a row's plain call (bookmark, inactivate) and says how it went. */
  act: (path: string, method: string, done: string) => void;
  runner: ReturnType<typeof useActionRunner>;
  onAnnounce: (id: number) => void;
  onSecure: (id: number) => void;
  onView: (view: { id: number; view: string }) => void;
  /** Where a row's menu offers Delete too (the chart of accounts' rows): asks, then deletes (delete-record.tsx). */
  onDelete?: (id: number) => void;
};

/** A row's plain call (bookmark, inactivate) on `collection`, said in a toast how it went: the rows' `act`. */
export function useRowCall(collection: string) {
  const write = useWrite();
  const toast = useToast();
  return async (path: string, method: string, done: string) => {
    try {
      await write(path, { method }, collection);
      toast({ kind: 'success', title: done });
    } catch (e) {
      toast({ kind: 'warning', title: (e as Error).message });
    }
  };
}

/** One entry of a row's menu: a call made here, or a link (a PDF, an e-mail address) the browser follows. */
type Entry = { key: string; label: string; run?: () => void; href?: string };

/**
 * A list row's actions: open (or edit) on the row itself, and everything else in one menu —
 * bookmark, (in)activate, announce, secure, e-mail, the journal, its files, views and the
 * resource's declared actions in the record's state. One button per row keeps a row one line
 * high at 600 px; the menu is Radix's, walked by the arrow keys.
 */
export function RowActions({ collection, meta, row, editable, changeable, act, runner, onAnnounce, onSecure, onView, onDelete }: Props) {
  const t = useTranslations('list');
  const { open } = useDesktop();
  // The company's services (Settings, Configuration) show or hide these menu items.
  const serviceOn = useServiceOn();
  const declared = useRecordActions(meta.actions, row);
  const f = meta.features;
  const path = `${collection}/${row.id}`;
  const when = (shown: unknown, entry: Entry): Entry[] => (shown ? [entry] : []);
  const inactive = f.inactive && row.status === f.inactive.inactive;
  const entries: Entry[] = [
    ...when(f.bookmarks, { key: 'bookmark', label: row.is_bookmarked ? t('unbookmark') : t('bookmark'), run: () => act(`${path}/bookmark`, row.is_bookmarked ? 'DELETE' : 'POST', row.is_bookmarked ? t('unbookmarked') : t('bookmarked')) }),
    ...when(f.inactive && editable, { key: 'inactive', label: inactive ? t('activate') : t('inactivate'), run: () => act(`${path}/${inactive ? 'activate' : 'inactivate'}`, 'POST', inactive ? t('activated') : t('inactivated')) }),
    ...when(f.announce && serviceOn('service_announce') && editable, { key: 'announce', label: t('announce'), run: () => onAnnounce(row.id) }),
    ...when(f.secure && serviceOn('service_secure_items') && editable, { key: 'secure', label: t('secure'), run: () => onSecure(row.id) }),
    // A record with an e-mail address (a field of that kind) gets an E-mail link.
    ...meta.fields.flatMap((field) => when(field.kind === 'email' && typeof row[field.name] === 'string' && row[field.name], { key: `mail-${field.name}`, label: t('email'), href: `mailto:${row[field.name]}` })),
    ...when(typeof row.journal_id === 'number', { key: 'journal', label: t('viewJournal'), run: () => open('list', ['journal-view', `journal_id=${row.journal_id}`]) }),
    ...meta.file_views.flatMap(({ name, needs }) => when(!needs || (row[needs] !== null && row[needs] !== undefined), { key: `file-${name}`, label: runner.titleOf(name), href: `/api/v1/${path}/${name}` })),
    ...meta.form_links.flatMap((link) =>
      when(Object.entries(link.when).every(([field, values]) => values.includes(row[field] ?? null)), {
        key: `link-${link.name}`,
        label: runner.titleOf(link.name),
        run: () => open('form', [link.collection, 'new', new URLSearchParams(Object.entries(link.fill).map(([field, from]) => [field, String(row[from] ?? '')])).toString()]),
      }),
    ),
    // The records of another collection naming this one (a batch's items), in that collection's generic list.
    ...meta.list_links.map((link) => ({ key: `list-${link.name}`, label: runner.titleOf(link.name), run: () => open('list', [link.collection, new URLSearchParams({ [link.field]: String(row.id) }).toString()]) })),
    ...meta.views.map((view) => ({ key: `view-${view}`, label: runner.titleOf(view), run: () => (isPdfView(view) ? open('pdf', [collection, String(row.id), view]) : onView({ id: row.id, view })) })),
    ...declared.map((action) => ({ key: `action-${action.name}`, label: runner.titleOf(action.name), run: () => runner.start(action, row) })),
    ...when(onDelete && offersDelete(meta), { key: 'delete', label: t('delete'), run: () => onDelete?.(row.id) }),
  ];
  return (
    <div className="flex items-center gap-1 text-xs whitespace-nowrap">
      <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={(e) => open('form', [collection, String(row.id)], { newCopy: e.altKey || e.ctrlKey })}>
        {changeable ? t('edit') : t('open')}
      </button>
      {entries.length ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className="flex items-center gap-0.5 rounded px-1.5 py-0.5 hover:bg-slate-200 data-[state=open]:bg-slate-200">
            {t('actions')}
            <ChevronDown aria-hidden className="size-3" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={MENU}>
              {entries.map((entry) =>
                entry.href ? (
                  <DropdownMenu.Item key={entry.key} asChild className={MENU_ITEM}>
                    <a href={entry.href} target={entry.href.startsWith('mailto:') ? undefined : '_blank'} rel="noreferrer">
                      {entry.label}
                    </a>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item key={entry.key} className={MENU_ITEM} onSelect={entry.run}>
                    {entry.label}
                  </DropdownMenu.Item>
                ),
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
    </div>
  );
}
