import { drainRequest } from '@/lib/api/jobs';

export const dynamic = 'force-dynamic';
export const maxDuration = 60;

/** Vercel's cron (vercel.json) drains a batch of due jobs each minute. */
export const GET = drainRequest;
