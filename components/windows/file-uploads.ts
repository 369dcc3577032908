'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useFailureText, useServerMessage } from '@/components/data/server-message';
import { apiFetch } from '@/components/base/api';
import type { FieldError } from '@/lib/engine/errors';

export type Upload = { key: string; name: string; size: number; percent: number; state: 'checking' | 'sending' | 'done' | 'failed' | 'cancelled'; error?: string };

/**
 * The overall bar of the uploads listed (the files of the drop, and any still running): the bytes
 * sent of all of them against their total, in percent. A cancelled file leaves the total; a failed
 * one counts what it had sent (a Retry starts it again from nothing); null when nothing is listed.
 */
export function overallPercent(uploads: Upload[]): number | null {
  const counted = uploads.filter((u) => u.state !== 'cancelled');
  const total = counted.reduce((sum, u) => sum + u.size, 0);
  if (!counted.length) return null;
  if (total === 0) return counted.every((u) => u.state === 'done') ? 100 : 0;
  const sent = counted.reduce((sum, u) => sum + (u.state === 'done' ? u.size : (u.size * u.percent) / 100), 0);
  return Math.round((sent / total) * 100);
}

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
  const failure = useFailureText();
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
              change(key, { state: 'failed', error: failure(error) });
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

  // The files listed, by their row's key, so that a failed one can be sent again (Retry).
  const chosen = useRef(new Map<string, File>());

  /** One file: asked of the server first (limit, quota; on S3 its presigned URL), then sent. */
  const run = useCallback(
    async (key: string, file: File) => {
      let direct: { url: string; ticket: string } | null = null;
      try {
        const room = await apiFetch<{ direct: boolean }>('files/check', { method: 'POST', body: { name: file.name, size: file.size } });
        if (room.direct) direct = await apiFetch('files/upload-url', { method: 'POST', body: { name: file.name, size: file.size, ...Object.fromEntries(JSON.parse(fields) as [string, unknown][]) } });
      } catch (error) {
        return change(key, { state: 'failed', error: failure(error) });
      }
      change(key, { state: 'sending' });
      await send(key, file, direct);
    },
    [send, failure, fields],
  );

  const add = useCallback(
    async (files: File[]) => {
      const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
      setItems((now) => {
        const kept = now.filter((u) => u.state === 'sending' || u.state === 'checking');
        // Files of rows no longer listed are let go (the new batch's are listed from now on).
        const listed = new Set([...kept, ...batch].map((u) => u.key));
        for (const key of chosen.current.keys()) if (!listed.has(key)) chosen.current.delete(key);
        return [...kept, ...batch.map(({ file, key }) => ({ key, name: file.name, size: file.size, percent: 0, state: 'checking' as const }))];
      });
      for (const { file, key } of batch) chosen.current.set(key, file);
      for (const { file, key } of batch) await run(key, file);
      onDone();
    },
    [run, onDone],
  );

  /** Sends a failed (or cancelled) file again, on its own row. */
  const retry = useCallback(
    async (key: string) => {
      const file = chosen.current.get(key);
      if (!file) return;
      change(key, { state: 'checking', percent: 0, error: undefined });
      await run(key, file);
      onDone();
    },
    [run, onDone],
  );

  const cancel = useCallback((key: string) => running.current.get(key)?.abort(), []);
  return { items, add, cancel, retry };
}
