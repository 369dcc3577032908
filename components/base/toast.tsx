'use client';

import { createContext, useCallback, useContext, useState } from 'react';

/** Toast life of spec section 9. */
export const TOAST_LIFE_MS = 3000;

type Toast = { id: number; kind: 'success' | 'warning' | 'error'; title: string; detail?: string };
const ToastContext = createContext<(toast: Omit<Toast, 'id'>) => void>(() => {});

export const useToast = () => useContext(ToastContext);

/** The bottom toast: one message at a time stack, each gone after 3000 ms. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((toast: Omit<Toast, 'id'>) => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list, { ...toast, id }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_LIFE_MS);
  }, []);
  const colour = { success: 'bg-emerald-700', warning: 'bg-amber-600', error: 'bg-red-700' };
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[1000] flex flex-col items-center gap-2">
        {toasts.map((t) => (
          <div key={t.id} role="status" className={`pointer-events-auto rounded-lg px-4 py-2 text-sm text-white shadow-lg ${colour[t.kind]}`}>
            <p className="font-semibold">{t.title}</p>
            {t.detail ? <p>{t.detail}</p> : null}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
