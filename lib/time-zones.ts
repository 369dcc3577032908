/**
 * The spec's time zones (section 9: "about 79 time zones (values 0-78)"), as IANA names by value.
 * Their labels are made where they are shown, in the person's language, by Intl (the zone's
 * offset and its generic name), so the list is data alone.
 */
export const TIME_ZONES = [
  'Etc/GMT+12', 'Pacific/Midway', 'Pacific/Honolulu', 'America/Anchorage', 'America/Los_Angeles', 'America/Tijuana', 'America/Phoenix',
  'America/Denver', 'America/Chihuahua', 'America/Chicago', 'America/Mexico_City', 'America/Regina', 'America/Guatemala', 'America/New_York',
  'America/Indiana/Indianapolis', 'America/Bogota', 'America/Lima', 'America/Caracas', 'America/Halifax', 'America/La_Paz', 'America/Santiago',
  'America/St_Johns', 'America/Sao_Paulo', 'America/Argentina/Buenos_Aires', 'America/Nuuk', 'Atlantic/South_Georgia', 'Atlantic/Azores',
  'Atlantic/Cape_Verde', 'Africa/Casablanca', 'Europe/London', 'Atlantic/Reykjavik', 'UTC', 'Europe/Berlin', 'Europe/Paris', 'Europe/Madrid',
  'Europe/Rome', 'Europe/Warsaw', 'Africa/Lagos', 'Europe/Athens', 'Europe/Bucharest', 'Africa/Cairo', 'Africa/Johannesburg', 'Europe/Helsinki',
  'Asia/Jerusalem', 'Europe/Istanbul', 'Asia/Baghdad', 'Asia/Riyadh', 'Europe/Moscow', 'Africa/Nairobi', 'Asia/Tehran', 'Asia/Dubai', 'Asia/Baku',
  'Asia/Kabul', 'Asia/Yekaterinburg', 'Asia/Karachi', 'Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Yangon', 'Asia/Bangkok',
  'Asia/Jakarta', 'Asia/Krasnoyarsk', 'Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Singapore', 'Australia/Perth', 'Asia/Taipei', 'Asia/Tokyo',
  'Asia/Seoul', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Australia/Hobart',
  'Asia/Vladivostok', 'Pacific/Noumea', 'Pacific/Auckland',
] as const;

/** A new company's zone: US Eastern. */
export const DEFAULT_TIME_ZONE = TIME_ZONES.indexOf('America/New_York');

/**
 * The zone value a company's settings keep (`settings.time_zone`), the default until one is
 * chosen (lib/api/jobs.ts reads it the same way in SQL for the daily jobs).
 */
export function zoneOf(settings: Record<string, unknown>): number {
  const value = settings.time_zone;
  return (typeof value === 'number' || typeof value === 'string') && /^\d{1,3}$/.test(String(value)) ? Number(value) : DEFAULT_TIME_ZONE;
}

/** The IANA name of a zone value, UTC for one out of the list. */
export const timeZoneName = (value: number): string => TIME_ZONES[value] ?? 'UTC';

/** The zone a person sees times in: their own (an IANA name) where set, else the company's (a zone value). */
export const zoneShownTo = (companyZone: number, personZone: string | null | undefined): string => personZone || timeZoneName(companyZone);

/** "(UTC-05:00) New York · hora del este" in `locale`, at `when` (offsets change with summer time). */
export function timeZoneLabel(value: number, locale: string, when = new Date()): string {
  const zone = timeZoneName(value);
  const part = (style: 'longOffset' | 'longGeneric') =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(when).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const offset = part('longOffset').replace('GMT', 'UTC') || 'UTC';
  const city = zone.split('/').pop()!.replace(/_/g, ' ');
  return `(${offset === 'UTC' ? 'UTC+00:00' : offset}) ${city} · ${part('longGeneric')}`;
}

/** Today's date (YYYY-MM-DD) in a zone: its wall clock's day, read through the zone's one kept formatter. */
export const todayIn = (value: number, now = new Date()): string => wallClockIn(value, now.getTime() / 1000).slice(0, 10);

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00)?$/;

// One formatter per zone: making one costs far more than using it (a year of daily occurrences reads thousands of times).
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    clocks.set(zone, clock);
  }
  return clock;
}

/**
 * How far a zone's clock is ahead of UTC at a moment (unix seconds), in seconds. Zones change
 * offset only at quarter hours of UTC, so an offset is remembered for its quarter hour: expanding
 * a year of occurrences asks the same few thousand times.
 */
const offsets = new Map<string, number>();
function offsetAt(zone: string, seconds: number): number {
  const key = `${zone}|${Math.floor(seconds / 900)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 200_000) offsets.clear();
    offset = readOffset(zone, Math.floor(seconds / 900) * 900);
    offsets.set(key, offset);
  }
  return offset;
}

function readOffset(zone: string, seconds: number): number {
  const parts = Object.fromEntries(
    clockOf(zone)
      .formatToParts(new Date(seconds * 1000))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) / 1000 - Math.floor(seconds);
}

/** A moment (unix seconds) as a zone's wall clock reads it, to the minute: `YYYY-MM-DDTHH:MM` (a datetime-local input's value). */
export const wallClockIn = (value: number, seconds: number): string => wallClockOf(timeZoneName(value), seconds);

/** `wallClockIn` for a zone named by IANA (an event's own zone). */
export function wallClockOf(zone: string, seconds: number): string {
  const wall = new Date((Math.floor(seconds) + offsetAt(zone, seconds)) * 1000).toISOString();
  return wall.slice(0, 16);
}

/** Whether the runtime knows an IANA zone name (`Europe/Madrid`; never a guess like `EST5`). */
export const isKnownZone = (zone: string): boolean => KNOWN_ZONES.has(zone);
const KNOWN_ZONES = new Set<string>([...Intl.supportedValuesOf('timeZone'), ...TIME_ZONES]);

/**
 * The moment (unix seconds) a zone's wall clock reads `wall` (`YYYY-MM-DDTHH:MM`); null for text
 * that is no such time. Summer time makes some readings ambiguous, decided as a person means
 * them: a time the clocks skip (2:30 when they jump from 2:00 to 3:00) is taken as the same time
 * after the jump (3:30), and a time shown twice (1:30 when they go back from 2:00 to 1:00) is the
 * first one.
 */
export const momentAt = (value: number, wall: string): number | null => momentOf(timeZoneName(value), wall);

/** `momentAt` for a zone named by IANA (an event's own zone). */
export function momentOf(zone: string, wall: string): number | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) / 1000;
  // A date that does not exist (February 30) comes back as another.
  if (new Date(asUtc * 1000).toISOString().slice(0, 16) !== wall.slice(0, 16)) return null;
  return momentOfReading(zone, asUtc);
}

/** `momentOf` for a clock reading given as the unix seconds it would be in UTC (a recurrence's floating time). */
export function momentOfReading(zone: string, asUtc: number): number {
  // A zone changes its offset at most once in two days: the offsets a day either side are the candidates.
  const before = asUtc - offsetAt(zone, asUtc - 86_400);
  const after = asUtc - offsetAt(zone, asUtc + 86_400);
  const reads = (t: number) => t + offsetAt(zone, t) === asUtc;
  const valid = [before, after].filter(reads);
  return valid.length ? Math.min(...valid) : before;
}
