import { createReadStream } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { localDiskStore } from './local';
import { s3Store } from './s3';
import type { FileStore } from './store';

export type { FileStore, StoredObject } from './store';

/** Writes a file on this machine's disk (a spooled upload) to the store. */
export const putFile = (store: FileStore, key: string, file: { path: string; size: number }, contentType: string) => store.put(key, createReadStream(file.path), file.size, contentType);

let cached: { config: string; store: FileStore } | null = null;

/** The server's file store, as the environment configures it (lib/env.ts checks the S3 variables go together). */
export function fileStore(): FileStore {
  const e = env();
  const config = JSON.stringify([e.FILE_STORAGE, e.FILE_STORAGE_DIR, e.S3_ENDPOINT, e.S3_REGION, e.S3_BUCKET, e.S3_ACCESS_KEY_ID]);
  if (cached?.config === config) return cached.store;
  const store =
    e.FILE_STORAGE === 's3'
      ? s3Store({ endpoint: e.S3_ENDPOINT, region: e.S3_REGION ?? 'auto', bucket: e.S3_BUCKET!, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, pathStyle: e.S3_FORCE_PATH_STYLE === '1' })
      : localDiskStore(e.FILE_STORAGE_DIR ?? path.join(process.cwd(), '.data', 'files'));
  cached = { config, store };
  return store;
}
