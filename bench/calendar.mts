// The calendar's month view at volume (npx tsx bench/calendar.mts): on a fresh PostgreSQL database
// of DATABASE_URL's server, one calendar holds 50,000 events over five years (2022 to 2026), 10,000 of
// them weekly series of eight weeks. The month view's call (`GET /events?date=…&expand=eventColor,calendar`,
// what components/calendar/calendar-view.tsx asks for: the six weeks a month shows, every
// occurrence expanded in the company's zone) is timed in process through the API's own handler,
// against the bare SQL range read of the same events with `pg` in the same run. Target: < 100 ms.
import pg from 'pg';
import { withBenchCompany } from './in-process.mts';

const SINGLE = 40_000;
const SERIES = 10_000;
const DAY = '2026-11-15';
const ROUNDS = 40;

const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

async function main() {
  await withBenchCompany('cal', 4, async ({ url, company, create }) => {
    const { handleApi } = await import('@/lib/api/handle');
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    // The database is dropped (with force) after the run, whatever happens: its end is expected.
    db.on('error', () => undefined);
    const calendar = await create('calendars', { display_name: 'Team', kind: 'people' });
    if (calendar.status !== 201) throw calendar.error;
    const calendarId = calendar.row.id;
    // Singles spread evenly over the five years, an hour each; series weekly for eight weeks from a day of those years.
    await db.query(
      `insert into events (company_id, calendar_id, display_name, starts_at, ends_at, last_ends_at)
       select $1, $2, 'Visit ' || i, t, t + interval '1 hour', t + interval '1 hour'
       from generate_series(1, $3::int) i, lateral (select timestamptz '2022-01-01 14:00Z' + (i * 1826.0 / $3) * interval '1 day' as t) s`,
      [company.id, calendarId, SINGLE],
    );
    await db.query(
      `insert into events (company_id, calendar_id, display_name, starts_at, ends_at, rule, until_date, last_ends_at)
       select $1, $2, 'Series ' || i, t, t + interval '30 minutes', 'FREQ=WEEKLY', (t + interval '49 days')::date, t + interval '49 days 30 minutes'
       from generate_series(1, $3::int) i, lateral (select timestamptz '2022-01-01 15:00Z' + (i * 1826.0 / $3)::int * interval '1 day' as t) s`,
      [company.id, calendarId, SERIES],
    );
    await db.query('analyze events');
    const { auth_key: key } = (await db.query('select auth_key from users where company_id = $1', [company.id])).rows[0];
    const host = `${company.slug}.example.com`;
    const path = `/api/v1/events?date=${DAY}&expand=eventColor,calendar`;
    let body = '';
    // The answer's text, as a client receives it (read, not parsed: parsing is the client's work).
    const app = async () => {
      const answer = await handleApi(new Request(`http://${host}${path}`, { headers: { host, authorization: `Bearer ${key}` } }));
      body = await answer.text();
      if (answer.status !== 200) throw new Error(`${answer.status} ${body}`);
    };
    // The same days the month view reads (from the Sunday before the 1st, six weeks), read bare.
    const floor = async () => {
      await db.query(
        `select * from events where company_id = $1 and starts_at < $3 and (last_ends_at is null or last_ends_at > $2) and status = 1`,
        [company.id, '2026-10-25T00:00:00Z', '2026-12-06T00:00:00Z'],
      );
    };
    const timed = async (work: () => Promise<void>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i++) await Promise.all([app(), floor()]);
    const appTimes: number[] = [];
    const floorTimes: number[] = [];
    // Taking turns, so that both see the same machine.
    for (let i = 0; i < ROUNDS; i++) {
      appTimes.push(await timed(app));
      floorTimes.push(await timed(floor));
    }
    const a = p50(appTimes);
    const f = p50(floorTimes);
    const shown = (JSON.parse(body) as { items: unknown[] }).items.length;
    console.log(`month view of ${DAY}: ${shown} occurrences of ${SINGLE + SERIES} events (${SERIES} weekly series)`);
    console.log(`app p50 ${a.toFixed(1)} ms; bare SQL range read p50 ${f.toFixed(1)} ms; ratio ${(a / f).toFixed(2)}; target < 100 ms: ${a < 100 ? 'met' : 'missed'}`);
    await db.end();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
