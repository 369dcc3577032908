import { eq, sql, sum } from 'drizzle-orm';
import { files } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { formatBytes } from '@/lib/format';
import { settingsOf } from '@/lib/settings/company-settings';
import { extensionOf, typeOf } from '@/lib/storage/sniff';

const MB = 1024 * 1024;

/** The largest file any company may keep, whatever its settings say: what one PUT to S3 takes. */
export const FILE_CEILING_BYTES = 5 * 1024 * MB;

/** A company's limits (Settings, Files tab): the largest file and the whole store's quota, in bytes. */
export function limitsOf(ctx: ResourceContext) {
  const s = settingsOf(ctx.company);
  return { maxBytes: s.file_max_mb * MB, quotaBytes: s.file_quota_mb * MB };
}

/** Bytes the company's files take. */
export async function usedBytes(ctx: ResourceContext): Promise<number> {
  const [row] = await ctx.tx.select({ used: sum(files.size) }).from(files).where(eq(files.companyId, ctx.company.id));
  return Number(row?.used ?? 0);
}

/**
 * Whether a file of `size` bytes may be added now: larger than nothing, within the company's
 * limit per file and its quota. The quota is counted under a lock of the company's files, so two
 * uploads at once cannot both pass it (`lock`: inside the write's transaction). 422 on `field`.
 */
export async function checkRoom(ctx: ResourceContext, size: number, { field = 'file', lock = false } = {}) {
  const { maxBytes, quotaBytes } = limitsOf(ctx);
  if (!(size > 0)) throw ValidationError.field(field, say('fileEmpty'));
  if (size > Math.min(maxBytes, FILE_CEILING_BYTES)) throw ValidationError.field(field, say('fileTooLarge', { max: formatBytes(maxBytes) }));
  if (lock) await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('files-quota'), ${ctx.company.id})`);
  const used = await usedBytes(ctx);
  if (used + size > quotaBytes) throw ValidationError.field(field, say('fileQuota', { free: formatBytes(Math.max(0, quotaBytes - used)), quota: formatBytes(quotaBytes) }));
}

/** The type a file is kept as, read from its first bytes; 422 for a kind not kept or a name that disguises it. */
export function checkedType(name: string, head: Uint8Array, field = 'file'): string {
  const type = typeOf(name, head);
  if (!type) throw ValidationError.field(field, say('fileType', { extension: extensionOf(name) || '—' }));
  return type;
}

/** A name as it is kept: as given, without control characters, at most 255 characters; never a path (keys are made apart). */
export const keptName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
