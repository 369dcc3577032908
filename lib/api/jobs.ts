import { Worker, type Handlers, type WorkerOptions } from '@/lib/jobs/queue';
import { resources } from './registry';
import { env } from '@/lib/env';
import { SEND_EMAIL, sendEmailJob } from '@/lib/modules/messaging/send';
import { invoiceAttachment } from '@/lib/modules/sales/email-documents';

/** Every kind of job the app runs, by name: composed here, beside the registry the jobs write through. */
export const jobHandlers: Handlers = {
  [SEND_EMAIL]: sendEmailJob({ invoice: invoiceAttachment }),
};

/** A worker of every kind of job (in-process, `npm run worker`, or the cron route's drain). */
export const appWorker = (options?: WorkerOptions) => new Worker(jobHandlers, resources, options);

/** Starts a worker polling in this process until it exits (the server's, or `npm run worker`'s). */
export async function startAppWorker(options?: WorkerOptions): Promise<Worker> {
  const worker = appWorker(options);
  worker.start();
  return worker;
}

/**
 * GET /api/jobs/drain, called by a cron (Vercel's sends `Authorization: Bearer $CRON_SECRET`):
 * runs due jobs for up to 45 seconds, then answers how many ran. Refused without the secret.
 */
export async function drainRequest(req: Request): Promise<Response> {
  const secret = env().CRON_SECRET;
  if (!secret || req.headers.get('authorization') !== `Bearer ${secret}`) return Response.json({ message: 'Unauthorized.', status: 401 }, { status: 401 });
  const ran = await appWorker().drain({ deadline: Date.now() + 45_000 });
  return Response.json({ ran }, { headers: { 'cache-control': 'no-store' } });
}
