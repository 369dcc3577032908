// Runs once when the server starts: check the configuration (lib/env.ts: a bad variable stops
// the start, named), open the database (the embedded one migrates itself; PostgreSQL migrates
// as a deploy step, or here with MIGRATE_ON_START=1), and on the embedded database (or with
// SEED_DEMO=1) make the demo company if the database is empty; start the job queue's worker.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env } = await import('./lib/env');
  const config = env();
  const { getDb } = await import('./db/client');
  await getDb();
  const seed = config.SEED_DEMO ?? (config.DATABASE_URL ? '0' : '1');
  if (seed === '1') {
    const { seedDemo } = await import('./db/seed');
    if (await seedDemo()) console.log('Seeded the demo company: http://demo.localhost:3000 (admin@demo.test / demo12345)');
  }
  // The job queue runs beside the server unless told otherwise (JOBS_IN_PROCESS=0 with
  // `npm run worker` elsewhere); on Vercel a cron drains it (app/api/jobs/drain).
  if ((config.JOBS_IN_PROCESS ?? (config.VERCEL ? '0' : '1')) === '1') {
    const { startAppWorker } = await import('./lib/api/jobs');
    await startAppWorker();
  }
}
