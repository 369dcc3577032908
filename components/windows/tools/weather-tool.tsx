'use client';

import { Navigation } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/base/data-table';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { apiFetch } from '@/components/base/api';
import { useDesktop } from '@/components/base/desktop';
import type { Forecast } from '@/lib/providers/weather';
import { BUTTON, Field, INPUT, PRIMARY } from './parts';
import { ProviderFailure } from './provider-failure';

/** WMO weather codes (Open-Meteo's `weather_code`) grouped as the forecast says them. */
export function weatherKind(code: number): string {
  if (code === 0) return 'clear';
  if (code <= 3) return 'cloudy';
  if (code <= 48) return 'fog';
  if (code <= 67 || (code >= 80 && code <= 82)) return 'rain';
  if (code <= 77 || code === 85 || code === 86) return 'snow';
  return 'storm';
}

/** Weather Forecast [75]: a place's weather now and for the week, from the configured provider (GET /api/v1/weather). */
export default function WeatherTool() {
  const t = useTranslations('tools.weather');
  const f = useFormats();
  const { open } = useDesktop();
  const [place, setPlace] = useState('');
  const [forecast, setForecast] = useState<Forecast | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!place.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setForecast(await apiFetch<Forecast>(`weather?q=${encodeURIComponent(place.trim())}`));
    } catch (failure) {
      setForecast(null);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const day = (iso: string) => new Intl.DateTimeFormat(f.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const degrees = (n: number) => `${f.number(Math.round(n))}${forecast?.units.temperature ?? '°C'}`;

  return (
    <div className="space-y-3 p-4 text-sm">
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <Field label={t('place')} className="min-w-48 flex-1">
          <input className={INPUT} value={place} onChange={(e) => setPlace(e.target.value)} placeholder={t('placeHint')} />
        </Field>
        <button type="submit" disabled={busy} className={PRIMARY}>
          {t('show')}
        </button>
        <button type="button" className={`${BUTTON} flex items-center gap-1`} onClick={() => open('tool', ['directions'])}>
          <Navigation aria-hidden className="size-4" /> {t('directions')}
        </button>
      </form>
      {error ? <ProviderFailure error={error} what="weather" /> : null}
      {forecast ? (
        <div className="space-y-3">
          <h2 className="text-base font-semibold text-slate-900">{[forecast.place.name, forecast.place.region, forecast.place.country].filter(Boolean).join(', ')}</h2>
          {forecast.current ? (
            <p data-testid="weather-now" className="text-slate-800">
              {t('now', { temperature: degrees(forecast.current.temperature), sky: t(`kinds.${weatherKind(forecast.current.weather_code)}`), wind: `${f.number(Math.round(forecast.current.wind_speed))} ${forecast.units.wind_speed}` })}
            </p>
          ) : null}
          <div className="overflow-x-auto">
            <DataTable
              rows={forecast.daily.map((d, id) => ({ ...d, id }))}
              columns={[
                { id: 'day', header: t('day'), cell: (d) => day(d.date) },
                { id: 'sky', header: t('sky'), cell: (d) => t(`kinds.${weatherKind(d.weather_code)}`) },
                { id: 'high', header: t('high'), numeric: true, cell: (d) => degrees(d.temperature_max) },
                { id: 'low', header: t('low'), numeric: true, cell: (d) => degrees(d.temperature_min) },
                { id: 'rain', header: t('rain'), numeric: true, cell: (d) => `${f.number(d.precipitation)} ${forecast.units.precipitation}` },
              ]}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
