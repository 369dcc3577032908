import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkedKey, exactly, type FileStore } from './store';

export type S3Config = { endpoint?: string; region: string; bucket: string; accessKeyId?: string; secretAccessKey?: string; pathStyle?: boolean };

/** How long a presigned upload URL may be used. */
const PRESIGN_SECONDS = 15 * 60;

const notFound = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Any S3-compatible service (AWS S3, Cloudflare R2, MinIO) in one bucket: bodies go up as streams
 * of declared length (one PUT, up to the service's 5 GB) and come down as streams.
 */
export function s3Store(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.pathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums on every request need the whole body first or trailers some S3-compatible services refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(key, body, size, contentType) {
      // A body that comes short or long aborts the request: the service would otherwise wait for the bytes promised.
      const abort = new AbortController();
      let failure: unknown = null;
      const counted = exactly(body, size).on('error', (error) => {
        failure = error;
        abort.abort();
      });
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: counted, ContentLength: size, ContentType: contentType }), { abortSignal: abort.signal });
      } catch (error) {
        throw failure ?? error;
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { body: answer.Body!.transformToWebStream() as ReadableStream<Uint8Array>, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }))).ContentLength ?? 0;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async head(key, n) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key), Range: `bytes=0-${n - 1}` }));
        return await answer.Body!.transformToByteArray();
      } catch (error) {
        if (notFound(error) || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *list(prefix, after) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: checkedKey(prefix.replace(/\/$/, '')) + '/', ContinuationToken, StartAfter: ContinuationToken ? undefined : after }));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    presignPut(key, contentType, size) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: checkedKey(key), ContentType: contentType, ContentLength: size }), { expiresIn: PRESIGN_SECONDS });
    },
  };
}
