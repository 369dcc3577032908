'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useServerMessage } from '@/components/data/server-message';
import { ApiFailure, apiFetch } from '@/components/base/api';
import type { FieldError } from '@/lib/engine/errors';

export type Upload = { key: string; name: string; percent: number; state: 'checking' | 'sending' | 'done' | 'failed' | 'cancelled'; error?: string };

/** Where uploaded files go: a folder, or the record they are linked to (a record window's Files tab). */
export type UploadTarget = { hierarchy_id?: number | null; linked_to?: string; record_id?: number };

/**
 * Uploads of the Files window, each with its progress: first asked of the server (`files/check`:
 * the company's limit and quota), so a file that would be refused is told so before its bytes
 * are sent; then sent with XMLHttpRequest, whose upload events fetch lacks, one at a time: to the
 * app, or on S3 straight to the store with a presigned PUT that the app then confirms (the bucket
 * must allow the app's origin to PUT: its CORS rules).
 */
export function useUploads(target: UploadTarget, onDone: () => void) {
  // The target as its fields' values (what is sent), compared by value between renders.
  const fields = JSON.stringify(Object.entries(target).filter(([, v]) => v !== null && v !== undefined));
  const t = useTranslations('files');
  const say = useServerMessage();
  const [items, setItems] = useState<Upload[]>([]);
  const running = useRef(new Map<string, XMLHttpRequest>());
  const change = (key: string, patch: Partial<Upload>) => setItems((now) => now.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  /**
   * Sends one file: through the app (multipart POST /files), or, where the store takes the bytes
   * itself (`direct`: S3), with a PUT to the URL the app presigned, then confirmed.
   */
  const send = useCallback(
    (key: string, file: File, direct: { url: string; ticket: string } | null) =>
      new Promise<void>((resolve) => {
        const xhr = new XMLHttpRequest();
        running.current.set(key, xhr);
        xhr.open(direct ? 'PUT' : 'POST', direct ? direct.url : '/api/v1/files');
        xhr.upload.onprogress = (e) => e.lengthComputable && change(key, { percent: Math.round((e.loaded / e.total) * 100) });
        xhr.onload = async () => {
          running.current.delete(key);
          if (direct && xhr.status === 200) {
            try {
              await apiFetch('files/confirm', { method: 'POST', body: { ticket: direct.ticket } });
              change(key, { state: 'done', percent: 100 });
            } catch (error) {
              change(key, { state: 'failed', error: error instanceof ApiFailure && error.items[0] ? say(error.items[0]) : String(error) });
            }
          } else if (xhr.status === 201) change(key, { state: 'done', percent: 100 });
          else {
            let body: unknown = null;
            try {
              body = JSON.parse(xhr.responseText);
            } catch {
              // not JSON: the status says enough
            }
            change(key, { state: 'failed', error: Array.isArray(body) && body[0] ? say(body[0] as FieldError) : ((body as { message?: string } | null)?.message ?? `HTTP ${xhr.status}`) });
          }
          resolve();
        };
        xhr.onerror = () => (running.current.delete(key), change(key, { state: 'failed', error: t('networkError') }), resolve());
        xhr.onabort = () => (running.current.delete(key), change(key, { state: 'cancelled' }), resolve());
        if (direct) {
          xhr.setRequestHeader('content-type', 'application/octet-stream');
          return xhr.send(file);
        }
        const form = new FormData();
        for (const [name, value] of JSON.parse(fields) as [string, unknown][]) form.set(name, String(value));
        form.set('file', file, file.name);
        xhr.send(form);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fields],
  );

  const add = useCallback(
    async (files: File[]) => {
      const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
      setItems((now) => [...now.filter((u) => u.state === 'sending' || u.state === 'checking'), ...batch.map(({ file, key }) => ({ key, name: file.name, percent: 0, state: 'checking' as const }))]);
      for (const { file, key } of batch) {
        let direct: { url: string; ticket: string } | null = null;
        try {
          const room = await apiFetch<{ direct: boolean }>('files/check', { method: 'POST', body: { name: file.name, size: file.size } });
          if (room.direct) direct = await apiFetch('files/upload-url', { method: 'POST', body: { name: file.name, size: file.size, ...Object.fromEntries(JSON.parse(fields) as [string, unknown][]) } });
        } catch (error) {
          change(key, { state: 'failed', error: error instanceof ApiFailure && error.items[0] ? say(error.items[0]) : String(error) });
          continue;
        }
        change(key, { state: 'sending' });
        await send(key, file, direct);
      }
      onDone();
    },
    [send, onDone, say, fields],
  );

  const cancel = useCallback((key: string) => running.current.get(key)?.abort(), []);
  return { items, add, cancel };
}
