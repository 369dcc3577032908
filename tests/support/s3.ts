import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3Config } from '@/lib/storage/s3';

/** A local S3-compatible server (s3rver) in this process, on a free port, with one bucket; `close` stops it and removes its files. */
export async function startS3(bucket = 'ws-files'): Promise<{ config: S3Config; env: Record<string, string>; close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ws-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const config = { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', pathStyle: true };
  const env = { FILE_STORAGE: 's3', S3_ENDPOINT: config.endpoint, S3_REGION: config.region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' };
  return {
    config,
    env,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the enclosing describe block's tests on `driver`'s file store: for 's3', a local S3 server
 * (`startS3`) started before them and named in the environment, which is put back afterwards.
 */
export function useFileStore(driver: 'local' | 's3' = 's3') {
  let s3: Awaited<ReturnType<typeof startS3>> | null = null;
  const saved = { ...process.env };
  beforeAll(async () => {
    if (driver !== 's3') return;
    s3 = await startS3();
    Object.assign(process.env, s3.env);
  });
  afterAll(async () => {
    for (const key of Object.keys(s3?.env ?? {})) if (saved[key] === undefined) delete process.env[key];
    await s3?.close();
  });
}
