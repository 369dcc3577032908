import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OsrmNominatim, parsePoint } from '@/lib/providers/directions';
import { ProviderError } from '@/lib/providers/http';
import { OpenMeteo } from '@/lib/providers/weather';
import { api, makeCompany } from '../support/api';

/** A local stand-in for Open-Meteo, Nominatim and OSRM, speaking their JSON; it counts what it is asked. */
type Fake = { url: string; hits: string[]; mode: 'ok' | 'error' | 'slow' | 'garbage'; close: () => Promise<void>; closeAll: () => void };

const OPEN_METEO_PLACE = { results: [{ id: 3117735, name: 'Madrid', latitude: 40.4165, longitude: -3.70256, country: 'Spain', admin1: 'Madrid' }], generationtime_ms: 0.5 };
const OPEN_METEO_FORECAST = {
  latitude: 40.4,
  longitude: -3.7,
  timezone: 'Europe/Madrid',
  current_units: { time: 'iso8601', temperature_2m: '°C', weather_code: 'wmo code', wind_speed_10m: 'km/h' },
  current: { time: '2026-11-25T12:00', interval: 900, temperature_2m: 14.2, weather_code: 3, wind_speed_10m: 11.5 },
  daily_units: { time: 'iso8601', weather_code: 'wmo code', temperature_2m_max: '°C', temperature_2m_min: '°C', precipitation_sum: 'mm' },
  daily: {
    time: ['2026-11-25', '2026-11-26', '2026-11-27'],
    weather_code: [3, 61, 0],
    temperature_2m_max: [15.1, 12.3, 16],
    temperature_2m_min: [6.2, 7, 4.8],
    precipitation_sum: [0, 4.2, 0],
  },
};
const NOMINATIM = (q: string) => (q.startsWith('Nowhere') ? [] : [{ place_id: 1, lat: q.startsWith('Puerta') ? '40.4169' : '40.4531', lon: q.startsWith('Puerta') ? '-3.7035' : '-3.6883', display_name: `${q}, Madrid, Spain` }]);
const OSRM_ROUTE = {
  code: 'Ok',
  routes: [
    {
      distance: 5120.4,
      duration: 812.3,
      geometry: { type: 'LineString', coordinates: [[-3.7035, 40.4169], [-3.695, 40.43], [-3.6883, 40.4531]] },
      legs: [
        {
          steps: [
            { distance: 300, duration: 60, name: 'Calle de Alcalá', maneuver: { type: 'depart' } },
            { distance: 4800, duration: 740, name: 'Paseo de la Castellana', maneuver: { type: 'turn', modifier: 'left' } },
            { distance: 0, duration: 0, name: '', maneuver: { type: 'arrive' } },
          ],
        },
      ],
    },
  ],
};

async function fakeProviders(): Promise<Fake> {
  const fake = { hits: [] as string[], mode: 'ok' as Fake['mode'] } as Fake;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.hits.push(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (fake.mode === 'slow') return void setTimeout(() => send(200, {}), SLOW_MS);
    if (fake.mode === 'error') return send(500, { reason: 'Internal error' });
    if (fake.mode === 'garbage') return send(200, '<html>maintenance</html>');
    if (url.pathname === '/v1/search') return send(200, url.searchParams.get('name') === 'Atlantis' ? { generationtime_ms: 0.2 } : OPEN_METEO_PLACE);
    if (url.pathname === '/v1/forecast') return send(200, OPEN_METEO_FORECAST);
    if (url.pathname === '/search') return send(200, NOMINATIM(url.searchParams.get('q') ?? ''));
    if (url.pathname.startsWith('/route/v1/driving/')) return send(200, OSRM_ROUTE);
    send(404, { message: 'unknown' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  fake.closeAll = () => server.closeAllConnections();
  return fake;
}

/** A port nothing listens on: a server opened and closed. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

// A client waits PATIENT for an answer that should come (far above what a loaded CI machine adds
// to a local round trip) and IMPATIENT for the slow provider, which answers only after SLOW_MS.
const PATIENT = 10_000;
const IMPATIENT = 1000;
const SLOW_MS = 5000;

let fake: Fake;
beforeAll(async () => {
  fake = await fakeProviders();
});
// A slow answer still pending is cut, not waited for.
afterAll(() => (fake.closeAll(), fake.close()));
afterEach(() => {
  fake.mode = 'ok';
  fake.hits = [];
});

const failsWith = async (promise: Promise<unknown>, status: number, code: string) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  expect(error).toMatchObject({ status, code });
};

describe('the Open-Meteo client', () => {
  it('finds a place and forecasts it, then answers the same question from its cache', async () => {
    const weather = new OpenMeteo(fake.url, fake.url, { timeoutMs: PATIENT });
    const forecast = await weather.forecast({ q: 'Madrid' });
    expect(forecast.place).toEqual({ name: 'Madrid', region: 'Madrid', country: 'Spain', lat: 40.4165, lon: -3.70256 });
    expect(forecast.current).toEqual({ time: '2026-11-25T12:00', temperature: 14.2, weather_code: 3, wind_speed: 11.5 });
    expect(forecast.daily[1]).toEqual({ date: '2026-11-26', weather_code: 61, temperature_max: 12.3, temperature_min: 7, precipitation: 4.2 });
    expect(forecast.units).toEqual({ temperature: '°C', precipitation: 'mm', wind_speed: 'km/h' });
    expect(fake.hits).toEqual(['/v1/search', '/v1/forecast']);
    await weather.forecast({ q: 'Madrid' });
    expect(fake.hits).toHaveLength(2);
    // a point needs no geocoding
    const byPoint = await weather.forecast({ lat: 51.5, lon: -0.12 });
    expect(byPoint.place).toMatchObject({ lat: 51.5, lon: -0.12 });
    expect(fake.hits).toEqual(['/v1/search', '/v1/forecast', '/v1/forecast']);
  });

  it('says so when a place is not found, and when the provider fails, is slow or is down (and caches no failure)', async () => {
    const weather = new OpenMeteo(fake.url, fake.url, { timeoutMs: PATIENT });
    await failsWith(weather.forecast({ q: 'Atlantis' }), 404, 'not_found');
    fake.mode = 'error';
    await failsWith(weather.forecast({ q: 'Lisbon' }), 502, 'bad_answer');
    fake.mode = 'garbage';
    await failsWith(weather.forecast({ q: 'Lisbon' }), 502, 'bad_answer');
    fake.mode = 'slow';
    await failsWith(new OpenMeteo(fake.url, fake.url, { timeoutMs: IMPATIENT }).forecast({ q: 'Lisbon' }), 503, 'unavailable');
    fake.mode = 'ok';
    expect((await weather.forecast({ q: 'Lisbon' })).place.name).toBe('Madrid');
    const down = new OpenMeteo(await closedPort(), fake.url, { timeoutMs: PATIENT });
    await failsWith(down.forecast({ lat: 1, lon: 1 }), 503, 'unavailable');
  });
});

describe('the OSRM and Nominatim client', () => {
  it('finds both addresses and drives between them, with its steps and line; the same route comes from its cache', async () => {
    const directions = new OsrmNominatim(fake.url, fake.url, { timeoutMs: PATIENT });
    const route = await directions.route('Puerta del Sol', 'Estadio Bernabéu');
    expect(route).toMatchObject({ distance: 5120.4, duration: 812.3, from: { lat: 40.4169, lon: -3.7035 }, to: { lat: 40.4531, lon: -3.6883 } });
    expect(route.steps.map((s) => s.instruction)).toEqual(['Head out on Calle de Alcalá', 'Turn left onto Paseo de la Castellana', 'Arrive at the destination']);
    expect(route.points[0]).toEqual([40.4169, -3.7035]);
    expect(fake.hits.filter((h) => h === '/search')).toHaveLength(2);
    expect(fake.hits.filter((h) => h.startsWith('/route/'))).toHaveLength(1);
    await directions.route('Puerta del Sol', 'Estadio Bernabéu');
    expect(fake.hits).toHaveLength(3);
    // coordinates are used as they are
    await directions.route('40.1,-3.1', '40.2,-3.2');
    expect(fake.hits.slice(3)).toHaveLength(1);
    expect(parsePoint('91,0')).toBeNull();
  });

  it('says so when an address is not found and when the provider fails', async () => {
    const directions = new OsrmNominatim(fake.url, fake.url, { timeoutMs: PATIENT });
    await failsWith(directions.route('Nowhere at all', 'Puerta del Sol'), 404, 'not_found');
    fake.mode = 'error';
    await failsWith(directions.route('40.1,-3.1', '40.3,-3.3'), 502, 'bad_answer');
    fake.mode = 'slow';
    await failsWith(new OsrmNominatim(fake.url, fake.url, { timeoutMs: IMPATIENT }).route('40.1,-3.1', '40.4,-3.4'), 503, 'unavailable');
  });
});

describe('GET /api/v1/weather and /api/v1/directions', () => {
  let co: Awaited<ReturnType<typeof makeCompany>>;
  const get = (path: string) => api('GET', path, { host: co.host, token: co.owner.authKey });
  const saved = { ...process.env };
  beforeAll(async () => {
    co = await makeCompany('outside');
  });
  afterEach(() => {
    for (const name of ['WEATHER_PROVIDER_URL', 'WEATHER_GEOCODING_URL', 'DIRECTIONS_PROVIDER_URL', 'DIRECTIONS_GEOCODING_URL', 'PROVIDER_TIMEOUT_MS']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('answer 503 with a code when no provider is configured', async () => {
    delete process.env.WEATHER_PROVIDER_URL;
    delete process.env.DIRECTIONS_PROVIDER_URL;
    const weather = await get('weather?q=Madrid');
    expect(weather.status).toBe(503);
    expect(weather.body).toEqual({ name: 'Service Unavailable', message: 'No weather provider is configured.', status: 503, code: 'not_configured' });
    const directions = await get('directions?from=a&to=b');
    expect(directions.status).toBe(503);
    expect(directions.body.message).toBe('No directions provider is configured.');
  });

  it('name a bad or missing parameter with a 400, configured or not', async () => {
    expect((await get('weather')).status).toBe(400);
    expect((await get('weather?lat=95&lon=0')).body.message).toContain('lat');
    expect((await get('weather?lat=40&lon=abc')).body.message).toContain('lon');
    expect((await get('directions?from=Madrid')).body.message).toContain('to');
    expect((await get(`weather?q=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await api('POST', 'weather?q=Madrid', { host: co.host, token: co.owner.authKey, body: {} })).status).toBe(405);
  });

  it('answer the configured provider’s forecast and route, and a provider down as 502 or 503', async () => {
    process.env.WEATHER_PROVIDER_URL = fake.url;
    process.env.DIRECTIONS_PROVIDER_URL = fake.url;
    process.env.PROVIDER_TIMEOUT_MS = String(PATIENT);
    const weather = await get('weather?lat=40.4&lon=-3.7');
    expect(weather.status).toBe(200);
    expect(weather.body.daily).toHaveLength(3);
    const route = await get(`directions?from=${encodeURIComponent('Puerta del Sol')}&to=${encodeURIComponent('Estadio Bernabéu')}`);
    expect(route.status).toBe(200);
    expect(route.body).toMatchObject({ distance: 5120.4, duration: 812.3 });
    fake.mode = 'error';
    const failed = await get('weather?q=Somewhere%20new');
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ status: 502, code: 'bad_answer', name: 'Bad Gateway' });
    process.env.WEATHER_PROVIDER_URL = await closedPort();
    const down = await get('weather?lat=1&lon=2');
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('unavailable');
    // only signed-in people ask
    expect((await api('GET', 'weather?q=Madrid', { host: co.host })).status).toBe(401);
  });
});
