import { env } from '@/lib/env';
import { OsrmNominatim, type DirectionsProvider } from './directions';
import { OpenMeteo, type WeatherProvider } from './weather';

/**
 * The providers this server is configured with (README "Configuration"), made once per
 * configuration so their caches last between requests; null when none is configured.
 */
const made = new Map<string, WeatherProvider | DirectionsProvider>();

function once<T extends WeatherProvider | DirectionsProvider>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

export function weatherProvider(): WeatherProvider | null {
  const { WEATHER_PROVIDER_URL: url, WEATHER_GEOCODING_URL: geocoding, PROVIDER_TIMEOUT_MS: timeoutMs = 8000 } = env();
  if (!url) return null;
  return once(`weather ${url} ${geocoding} ${timeoutMs}`, () => new OpenMeteo(url, geocoding ?? url, { timeoutMs }));
}

export function directionsProvider(): DirectionsProvider | null {
  const { DIRECTIONS_PROVIDER_URL: url, DIRECTIONS_GEOCODING_URL: geocoding, PROVIDER_TIMEOUT_MS: timeoutMs = 8000 } = env();
  if (!url) return null;
  return once(`directions ${url} ${geocoding} ${timeoutMs}`, () => new OsrmNominatim(url, geocoding ?? url, { timeoutMs }));
}
