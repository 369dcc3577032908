'use client';

import { Dialog } from 'radix-ui';
import { useState } from 'react';

/**
 * A modal dialog over the workspace (Radix): on the page's body, focus kept inside while open,
 * Esc and the backdrop close it. Esc stops here, so the window underneath stays open. Closed,
 * the focus goes back to what opened it (Radix returns it to a Dialog.Trigger, and these
 * dialogs are opened by a window's own buttons), or, where that is gone (an action's button
 * its record no longer offers), to the window it was in.
 */
export function ModalDialog({ title, role = 'dialog', onClose, width = 'w-[380px]', children }: { title: string; role?: 'dialog' | 'alertdialog'; onClose: () => void; width?: string; children: React.ReactNode }) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const [frame] = useState(() => opener?.closest<HTMLElement>('[data-window]') ?? null);
  const back = (event: Event) => {
    event.preventDefault();
    (opener?.isConnected ? opener : frame?.isConnected ? frame : null)?.focus({ preventScroll: true });
  };
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[900] bg-black/30" />
        <Dialog.Content
          role={role}
          aria-modal="true"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.stopPropagation()}
          onCloseAutoFocus={back}
          className={`fixed top-1/2 left-1/2 z-[900] max-h-[90vh] max-w-[95vw] -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-auto rounded-lg bg-white p-4 shadow-xl ${width}`}
        >
          <Dialog.Title className="font-semibold">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
