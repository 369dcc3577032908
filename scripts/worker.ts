// `npm run worker`: runs the job queue's worker on its own, for deployments that keep it apart
// from the web servers (start those with JOBS_IN_PROCESS=0). Several may run at once.
import { closeDb, getDb } from '../db/client';
import { startAppWorker } from '../lib/api/jobs';
import { env } from '../lib/env';

async function main() {
  env();
  await getDb();
  const worker = await startAppWorker();
  console.log(`Job queue worker ${worker.token} started.`);
  const stop = async () => {
    await worker.stop();
    await closeDb();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
