import { z } from 'zod';

/**
 * The server's configuration (README "Configuration"), read once and checked at start: a wrong
 * value stops the server with a message naming the variable, rather than surfacing later as a
 * strange failure (a pool of "ten" connections, a serverless instance writing an embedded
 * database onto a read-only disk).
 */
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' });
const count = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be between ${min} and ${max}` });

/** An http or https base URL of an outside service. */
const httpUrl = z.string().refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { error: 'must be an http:// or https:// URL' });

const schema = z
  .object({
    DATABASE_URL: z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v), { error: 'must be a postgres:// or postgresql:// connection string' })
      .optional(),
    DATABASE_POOL_SIZE: count(1, 1000).default(10),
    /** 0 behind a transaction pooler that does not keep prepared statements (PgBouncer before 1.21): db/client.ts `named`. */
    DATABASE_PREPARED_STATEMENTS: flag.default('1'),
    PGLITE_DIR: z.string().min(1).optional(),
    /**
     * A migrated PGlite data directory (a gzipped tar, as db/client.ts `writePgliteSnapshot`
     * writes it) an in-memory PGlite starts from, instead of creating a cluster and migrating it:
     * the test run makes one and every test file starts from it.
     */
    PGLITE_SNAPSHOT: z.string().min(1).optional(),
    /** Where uploaded files are kept on local disk (lib/storage; default .data/files). */
    FILE_STORAGE_DIR: z.string().min(1).optional(),
    /** Which driver keeps uploaded files: `local` disk (default) or an S3-compatible service (the S3_ variables). */
    FILE_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).optional(),
    /** The S3-compatible service's endpoint (R2, MinIO...; unset for AWS S3 itself). */
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z.string().regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as us-east-1 (auto for R2)' }).optional(),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)' }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** 1 addresses the bucket in the path (MinIO, s3rver) rather than as a subdomain. */
    S3_FORCE_PATH_STYLE: flag.optional(),
    ROOT_DOMAIN: z
      .string()
      .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/i, { error: 'must be a domain name such as example.com' })
      .default('localhost'),
    AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters (openssl rand -base64 32)' }).optional(),
    SEED_DEMO: flag.optional(),
    MIGRATE_ON_START: flag.optional(),
    TRUSTED_PROXIES: count(0, 20).default(1),
    SLOW_REQUEST_MS: count(1, 600_000).default(1000),
    LOG_FORMAT: z.enum(['json', 'text'], { error: 'must be json or text' }).optional(),
    BENCH_BASELINE: flag.optional(),
    /** Whether the server runs the job queue's worker in its own process (default: yes, except on Vercel, where the cron route drains it). */
    JOBS_IN_PROCESS: flag.optional(),
    /** The platform's mail server (smtp://user:password@host:587, smtps:// for TLS), used by companies without their own. */
    SMTP_URL: z.string().refine((v) => /^smtps?:\/\//.test(v), { error: 'must be an smtp:// or smtps:// URL' }).optional(),
    /** The platform's sender address (`Workspace <no-reply@example.com>`). */
    MAIL_FROM: z.string().min(3).optional(),
    /** The key that seals companies' SMTP passwords in the database (any long random text; changing it loses them). */
    MAIL_SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters (openssl rand -base64 32)' }).optional(),
    /**
     * Whether connections a company configures (its SMTP server) may go to loopback, private and
     * link-local addresses (lib/net/outbound.ts): 1 for a mail server on the platform's own network, or a test's.
     */
    OUTBOUND_ALLOW_PRIVATE: flag.optional(),
    /** How many e-mails of a blast (gem 119) a company sends per minute (default 60): the rest wait their turn on the queue. */
    MAIL_BLAST_PER_MINUTE: count(1, 100_000).optional(),
    /** The secret Vercel's cron sends as a bearer token to /api/jobs/drain. */
    CRON_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** Open-Meteo's forecast API (https://api.open-meteo.com) for the Weather Forecast gem; unset, the gem says no provider is configured. */
    WEATHER_PROVIDER_URL: httpUrl.optional(),
    /** Open-Meteo's geocoding API (https://geocoding-api.open-meteo.com); default: WEATHER_PROVIDER_URL. */
    WEATHER_GEOCODING_URL: httpUrl.optional(),
    /** An OSRM server (https://router.project-osrm.org) for directions; unset, directions say no provider is configured. */
    DIRECTIONS_PROVIDER_URL: httpUrl.optional(),
    /** A Nominatim server (https://nominatim.openstreetmap.org) that finds the addresses of directions; default: DIRECTIONS_PROVIDER_URL. */
    DIRECTIONS_GEOCODING_URL: httpUrl.optional(),
    /** How long a weather or directions provider may take to answer, in milliseconds (default 8000). */
    PROVIDER_TIMEOUT_MS: count(100, 120_000).optional(),
    VERCEL: z.string().optional(),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // A serverless host keeps no disk between requests: the embedded database would be lost
    // (or refused by a read-only file system) — it must be told where PostgreSQL is.
    if (env.VERCEL && !env.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required on Vercel (the embedded database needs a lasting disk)' });
    if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when FILE_STORAGE is s3' });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'must be set together with the other S3 key' });
    if (env.VERCEL && !env.AUTH_SECRET) ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required on Vercel (no disk to keep a generated one)' });
  });

export type Env = z.infer<typeof schema>;

/** Every problem of a configuration, one line per variable: `DATABASE_POOL_SIZE must be a whole number`. */
export function configurationProblems(source: Record<string, string | undefined>): string[] {
  const parsed = schema.safeParse(withoutBlanks(source));
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
}

/** An empty variable (`FOO=`) counts as unset, as shells and hosting dashboards tend to mean it. */
const withoutBlanks = (source: Record<string, string | undefined>) => Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));

/**
 * The checked configuration of this process; throws naming every bad variable. Read afresh on
 * each call (a few times per process): the test harness sets DATABASE_URL once it made a database.
 */
export function env(): Env {
  const parsed = schema.safeParse(withoutBlanks(process.env));
  if (!parsed.success) throw new Error(`Invalid configuration:\n${configurationProblems(process.env).map((p) => `  ${p}`).join('\n')}`);
  return parsed.data;
}

/** Whether this start applies the migrations: always on the embedded database; on PostgreSQL when asked (`MIGRATE_ON_START=1`), since deploys migrate as a step of their own. */
export const migratesOnStart = (e: Env = env()) => !e.DATABASE_URL || e.MIGRATE_ON_START === '1';
