'use client';

import { Dialog } from 'radix-ui';

/**
 * A modal dialog over the workspace (Radix): on the page's body, focus kept inside while open,
 * Esc and the backdrop close it, the focus goes back where it was. Esc stops here, so the
 * window underneath stays open.
 */
export function ModalDialog({ title, role = 'dialog', onClose, width = 'w-[380px]', children }: { title: string; role?: 'dialog' | 'alertdialog'; onClose: () => void; width?: string; children: React.ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[900] bg-black/30" />
        <Dialog.Content
          role={role}
          aria-modal="true"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.stopPropagation()}
          className={`fixed top-1/2 left-1/2 z-[900] max-h-[90vh] max-w-[95vw] -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-auto rounded-lg bg-white p-4 shadow-xl ${width}`}
        >
          <Dialog.Title className="font-semibold">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
