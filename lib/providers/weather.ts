import { ANSWER_TTL_MS, getJson, isPoint, joinUrl, PLACE_TTL_MS, ProviderError, providerHttp, type Point, type ProviderHttp } from './http';

export type ForecastDay = { date: string; weather_code: number; temperature_max: number; temperature_min: number; precipitation: number };

/** A forecast as the API answers it, whatever the provider: the place, now, and the coming days. */
export type Forecast = {
  place: { name: string; region: string | null; country: string | null; lat: number; lon: number };
  current: { time: string; temperature: number; weather_code: number; wind_speed: number } | null;
  daily: ForecastDay[];
  units: { temperature: string; precipitation: string; wind_speed: string };
};

/** What a weather provider does: finds a place by name, and forecasts a point. */
export interface WeatherProvider {
  forecast(query: { q: string } | Point): Promise<Forecast>;
}

type Place = Forecast['place'];

const numberArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number' || x === null);

/**
 * Open-Meteo (open-meteo.com, no key): its geocoding API (`/v1/search`) turns a name into a
 * point, its forecast API (`/v1/forecast`) gives the current weather and 7 days. Forecasts are
 * kept 10 minutes per point, places a day per name.
 */
export class OpenMeteo implements WeatherProvider {
  private readonly forecasts: ProviderHttp;
  private readonly places: ProviderHttp;

  constructor(
    private readonly forecastUrl: string,
    private readonly geocodingUrl: string,
    options: { timeoutMs: number; fetch?: typeof fetch },
  ) {
    this.forecasts = providerHttp('weather', ANSWER_TTL_MS, options);
    this.places = providerHttp('weather', PLACE_TTL_MS, options);
  }

  async forecast(query: { q: string } | Point): Promise<Forecast> {
    const place = 'q' in query ? await this.find(query.q) : { name: `${query.lat.toFixed(4)}, ${query.lon.toFixed(4)}`, region: null, country: null, lat: query.lat, lon: query.lon };
    const body = (await getJson(
      this.forecasts,
      joinUrl(this.forecastUrl, '/v1/forecast', {
        latitude: place.lat.toFixed(4),
        longitude: place.lon.toFixed(4),
        current: 'temperature_2m,weather_code,wind_speed_10m',
        daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum',
        timezone: 'auto',
        forecast_days: 7,
      }),
    )) as Record<string, Record<string, unknown> | undefined>;
    const d = body?.daily;
    if (!d || !Array.isArray(d.time) || !numberArray(d.temperature_2m_max) || !numberArray(d.temperature_2m_min) || !numberArray(d.weather_code)) {
      throw new ProviderError(502, 'bad_answer', "The weather provider's answer is not a forecast.");
    }
    const rain = numberArray(d.precipitation_sum) ? d.precipitation_sum : [];
    const c = body.current;
    const units = body.daily_units ?? {};
    return {
      place,
      current: c && typeof c.temperature_2m === 'number' ? { time: String(c.time), temperature: c.temperature_2m, weather_code: Number(c.weather_code ?? 0), wind_speed: Number(c.wind_speed_10m ?? 0) } : null,
      daily: (d.time as string[]).map((date, i) => ({
        date,
        weather_code: (d.weather_code as number[])[i] ?? 0,
        temperature_max: (d.temperature_2m_max as number[])[i],
        temperature_min: (d.temperature_2m_min as number[])[i],
        precipitation: rain[i] ?? 0,
      })),
      units: { temperature: String(units.temperature_2m_max ?? '°C'), precipitation: String(units.precipitation_sum ?? 'mm'), wind_speed: String(body.current_units?.wind_speed_10m ?? 'km/h') },
    };
  }

  private async find(name: string): Promise<Place> {
    const body = (await getJson(this.places, joinUrl(this.geocodingUrl, '/v1/search', { name, count: 1, format: 'json' }))) as { results?: Record<string, unknown>[] };
    const hit = body?.results?.[0];
    if (!hit) throw new ProviderError(404, 'not_found', `No place was found named "${name}".`);
    const place = { name: String(hit.name ?? name), region: hit.admin1 ? String(hit.admin1) : null, country: hit.country ? String(hit.country) : null, lat: Number(hit.latitude), lon: Number(hit.longitude) };
    if (!isPoint(place)) throw new ProviderError(502, 'bad_answer', "The weather provider's answer is not a place.");
    return place;
  }
}
