// Runs once when the server starts: migrate the database, and on the embedded database (or
// with SEED_DEMO=1) make the demo company if the database is empty.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('./db/client');
  await getDb();
  const seed = process.env.SEED_DEMO ?? (process.env.DATABASE_URL ? '0' : '1');
  if (seed === '1') {
    const { seedDemo } = await import('./db/seed');
    if (await seedDemo()) console.log('Seeded the demo company: http://demo.localhost:3000 (admin@demo.test / demo12345)');
  }
}
