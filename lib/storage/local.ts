import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { headOf } from './sniff';
import { checkedKey, exactly, type FileStore } from './store';

/** Files on local disk under `root`, one file per key; a write lands under a temporary name and is renamed when whole. */
export function localDiskStore(root: string): FileStore {
  const at = (key: string) => path.join(root, checkedKey(key));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    async put(key, body, size) {
      const file = at(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(exactly(body, size), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const { size } = await stat(at(key));
        return { body: Readable.toWeb(createReadStream(at(key))) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(at(key))).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key, n) {
      try {
        return await headOf(at(key), n);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(at(key), { force: true });
    },
    async *list(prefix, after) {
      // A prefix is a folder of the store here (`company-1/files/`); a write still under way (`.partial`) is not an object yet.
      const dir = path.join(root, checkedKey(prefix.replace(/\/$/, '')));
      const names = await readdir(dir, { recursive: true }).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      });
      // In the order of their keys, as S3 lists them (byte order), from the first after `after`.
      const keys = names.filter((name) => !name.endsWith('.partial')).map((name) => ({ name, key: `${prefix.replace(/\/$/, '')}/${name.split(path.sep).join('/')}` }));
      keys.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
      for (const { name, key } of keys) {
        if (after !== undefined && key <= after) continue;
        const found = await stat(path.join(dir, name)).catch(() => null);
        if (found?.isFile()) yield { key, size: found.size, modified: found.mtime };
      }
    },
  };
}
