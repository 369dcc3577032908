// `npm run db:migrate`: applies the pending migrations to DATABASE_URL's PostgreSQL database.
import { migratePostgres } from '../db/migrate';
import { env } from '../lib/env';

const url = env().DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: the embedded database migrates itself when the app starts.');
  process.exit(1);
}
migratePostgres(url).then(
  () => console.log('Migrations applied.'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
