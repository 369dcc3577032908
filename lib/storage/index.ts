import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * Where uploaded files are kept: a small interface, so a company's files can move to an
 * S3-compatible store (DESIGN.md: @aws-sdk/client-s3) without their callers changing. Keys are
 * made by the callers from the company and a random part, never from a file's own name.
 */
export interface FileStore {
  put(key: string, body: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null if there are none. */
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Files on local disk under `root`, one file per key. */
export function localDiskStore(root: string): FileStore {
  const at = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = at(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(at(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(at(key), { force: true });
    },
  };
}

/** The server's file store: local disk under FILE_STORAGE_DIR (default `.data/files`). */
export const fileStore = (): FileStore => localDiskStore(env().FILE_STORAGE_DIR ?? path.join(process.cwd(), '.data', 'files'));
