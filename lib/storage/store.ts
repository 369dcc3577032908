import { Transform, type Readable } from 'node:stream';

/**
 * Where uploaded files are kept, behind one interface with two drivers: local disk (the default,
 * FILE_STORAGE_DIR) and any S3-compatible service (FILE_STORAGE=s3). Everything streams: a body is
 * written from a stream of known size and read back as a stream, never held whole. Keys are made
 * by the server (`company-{id}/{area}/{random}`), never from a client or a file's own name.
 */
export interface FileStore {
  /** Writes `size` bytes read from `body` under `key`. */
  put(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  /** The object under `key` as a stream with its size, or null if there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The size of the object under `key`, or null if there is none. */
  size(key: string): Promise<number | null>;
  /** Its first `n` bytes (fewer if it is shorter): what a type is sniffed from. */
  head(key: string, n: number): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
  /**
   * The objects whose keys start with `prefix` (a company's folder of the store), a page at a time,
   * in the order of their keys, from the first after `after` if given: what orphan cleanup compares
   * with the rows, a batch at a time.
   */
  list(prefix: string, after?: string): AsyncIterable<ListedObject>;
  /** A URL the browser may PUT exactly this object to for a short while (S3 only: local disk streams through the app). */
  presignPut?(key: string, contentType: string, size: number): Promise<string>;
}

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };

export type ListedObject = { key: string; size: number; modified: Date };

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A key the server made: letters, digits and `/_.-`, never `..`. Anything else is a bug, refused before it reaches a driver. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}


/** `body` passed through, failing if it brings more or fewer than `size` bytes (a store must not keep a cut file). */
export function exactly(body: Readable, size: number): Readable {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`The body is longer than ${size} bytes.`) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new Error(`The body ended after ${seen} of ${size} bytes.`) : null);
    },
  });
  body.on('error', (error) => counted.destroy(error));
  return body.pipe(counted);
}
