'use client';

import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';

/**
 * Asks before a form with unsaved changes closes: focus stays inside, the safe answer (keep
 * editing) has the focus, and Esc means stay.
 */
export function UnsavedDialog({ open, onStay, onDiscard }: { open: boolean; onStay: () => void; onDiscard: () => void }) {
  const t = useTranslations('form');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => next || onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[900] bg-black/30" />
        <AlertDialog.Content
          // Esc is taken here, so the window beneath does not take it as a second "close".
          onEscapeKeyDown={(e) => (e.preventDefault(), onStay())}
          className="fixed top-1/2 left-1/2 z-[901] w-[400px] max-w-[95vw] -translate-x-1/2 -translate-y-1/2 space-y-3 rounded-lg bg-white p-4 shadow-xl"
        >
          <AlertDialog.Title className="font-semibold">{t('unsavedTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">{t('unsavedBody')}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className="rounded-md bg-brand px-4 py-1.5 text-sm text-white">{t('keepEditing')}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={onDiscard} className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
              {t('discard')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
