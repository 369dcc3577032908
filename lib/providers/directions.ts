import { ANSWER_TTL_MS, getJson, isPoint, joinUrl, PLACE_TTL_MS, ProviderError, providerHttp, type Point, type ProviderHttp } from './http';

/** A step: its words in English (`instruction`, for API clients) and OSRM's maneuver, which the windows say in the person's language. */
export type RouteStep = { instruction: string; maneuver: { type: string; modifier: string | null }; name: string; distance: number; duration: number };

/** A route as the API answers it: the ends as found, meters and seconds, the steps, and the line's points. */
export type Route = {
  from: { name: string; lat: number; lon: number };
  to: { name: string; lat: number; lon: number };
  distance: number;
  duration: number;
  steps: RouteStep[];
  /** [lat, lon] pairs of the route's line, for a drawing. */
  points: [number, number][];
};

export interface DirectionsProvider {
  route(from: string, to: string): Promise<Route>;
}

/** A place written as coordinates ("40.71,-74.00"), which needs no geocoding. */
export function parsePoint(text: string): Point | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const p = { lat: Number(m[1]), lon: Number(m[2]) };
  return isPoint(p) ? p : null;
}

type Step = { distance?: number; duration?: number; name?: string; maneuver?: { type?: string; modifier?: string } };

/** A step in words, from OSRM's maneuver: "turn left onto Main Street", "arrive". */
function instruction(step: Step): string {
  const type = step.maneuver?.type ?? 'continue';
  const modifier = step.maneuver?.modifier;
  const road = step.name ? ` onto ${step.name}` : '';
  if (type === 'depart') return `Head out${step.name ? ` on ${step.name}` : ''}`;
  if (type === 'arrive') return 'Arrive at the destination';
  return `${type}${modifier ? ` ${modifier}` : ''}${road}`.replace(/^./, (c) => c.toUpperCase());
}

/**
 * OpenStreetMap's services: Nominatim (`/search`) finds an address, OSRM (`/route/v1/driving`)
 * drives between two points with its steps and line. Routes are kept 10 minutes, addresses a day.
 */
export class OsrmNominatim implements DirectionsProvider {
  private readonly routes: ProviderHttp;
  private readonly places: ProviderHttp;

  constructor(
    private readonly routeUrl: string,
    private readonly geocodingUrl: string,
    options: { timeoutMs: number; fetch?: typeof fetch },
  ) {
    this.routes = providerHttp('directions', ANSWER_TTL_MS, options);
    this.places = providerHttp('directions', PLACE_TTL_MS, options);
  }

  async route(fromText: string, toText: string): Promise<Route> {
    const [from, to] = await Promise.all([this.find(fromText), this.find(toText)]);
    const body = (await getJson(
      this.routes,
      joinUrl(this.routeUrl, `/route/v1/driving/${from.lon},${from.lat};${to.lon},${to.lat}`, { overview: 'simplified', geometries: 'geojson', steps: 'true' }),
    )) as { code?: string; routes?: { distance?: number; duration?: number; geometry?: { coordinates?: [number, number][] }; legs?: { steps?: Step[] }[] }[] };
    if (body?.code === 'NoRoute' || (body?.code === 'Ok' && !body.routes?.length)) throw new ProviderError(404, 'not_found', 'No route was found between these places.');
    const route = body?.routes?.[0];
    if (body?.code !== 'Ok' || !route || typeof route.distance !== 'number' || typeof route.duration !== 'number') {
      throw new ProviderError(502, 'bad_answer', "The directions provider's answer is not a route.");
    }
    return {
      from,
      to,
      distance: route.distance,
      duration: route.duration,
      steps: (route.legs ?? []).flatMap((leg) => leg.steps ?? []).map((s) => ({ instruction: instruction(s), maneuver: { type: s.maneuver?.type ?? 'continue', modifier: s.maneuver?.modifier ?? null }, name: s.name ?? '', distance: s.distance ?? 0, duration: s.duration ?? 0 })),
      points: (route.geometry?.coordinates ?? []).map(([lon, lat]) => [lat, lon]),
    };
  }

  private async find(text: string): Promise<Route['from']> {
    const point = parsePoint(text);
    if (point) return { name: text.trim(), ...point };
    const body = await getJson(this.places, joinUrl(this.geocodingUrl, '/search', { q: text, format: 'jsonv2', limit: 1 }));
    const hit = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
    if (!hit) throw new ProviderError(404, 'not_found', `No place was found for "${text}".`);
    const found = { name: String(hit.display_name ?? text), lat: Number(hit.lat), lon: Number(hit.lon) };
    if (!isPoint(found)) throw new ProviderError(502, 'bad_answer', "The directions provider's answer is not a place.");
    return found;
  }
}
