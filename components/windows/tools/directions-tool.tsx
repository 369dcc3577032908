'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { apiFetch } from '@/components/base/api';
import type { Route } from '@/lib/providers/directions';
import { stepWords } from '@/lib/tools/route-steps';
import { Field, Figure, INPUT, PRIMARY } from './parts';
import { ProviderFailure } from './provider-failure';

/** The route's points drawn to scale in a box (no map tiles: none can be fetched from here), start and end marked. */
function RouteSketch({ points, label }: { points: [number, number][]; label: string }) {
  if (points.length < 2) return null;
  const lats = points.map((p) => p[0]);
  const lons = points.map((p) => p[1]);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  // Longitude degrees shrink with the latitude: scale them so the sketch is not stretched.
  const squeeze = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const span = Math.max((maxLon - minLon) * squeeze, maxLat - minLat, 1e-6);
  const xy = (p: [number, number]) => [10 + (((p[1] - minLon) * squeeze) / span) * 280, 10 + ((maxLat - p[0]) / span) * 280] as const;
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${xy(p).map((n) => n.toFixed(1)).join(' ')}`).join(' ');
  const [start, end] = [xy(points[0]), xy(points[points.length - 1])];
  return (
    <svg role="img" aria-label={label} viewBox="0 0 300 300" className="h-56 w-56 rounded bg-slate-50 ring-1 ring-slate-200">
      <path d={path} fill="none" stroke="var(--color-brand)" strokeWidth={3} strokeLinejoin="round" />
      <circle cx={start[0]} cy={start[1]} r={6} fill="var(--color-emerald-600)" />
      <circle cx={end[0]} cy={end[1]} r={6} fill="var(--color-red-600)" />
    </svg>
  );
}

/** Directions (map): a driving route between two addresses or points, its distance, time and steps (GET /api/v1/directions). */
export default function DirectionsTool() {
  const t = useTranslations('tools.directions');
  const tSteps = useTranslations('tools.directions.steps');
  // Keys built from OSRM's maneuver names (lib/tools/route-steps.ts), so not typed one by one.
  const steps = tSteps as unknown as (key: string, values?: Record<string, string>) => string;
  const f = useFormats();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [route, setRoute] = useState<Route | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const go = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!from.trim() || !to.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setRoute(await apiFetch<Route>(`directions?from=${encodeURIComponent(from.trim())}&to=${encodeURIComponent(to.trim())}`));
    } catch (failure) {
      setRoute(null);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const km = (meters: number) => `${f.decimal((meters / 1000).toFixed(2))} km`;
  const time = (seconds: number) => {
    const minutes = Math.round(seconds / 60);
    return minutes >= 60 ? t('hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('minutes', { minutes });
  };

  return (
    <div className="space-y-3 p-4 text-sm">
      <form onSubmit={go} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label={t('from')}>
          <input className={INPUT} value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label={t('to')}>
          <input className={INPUT} value={to} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <button type="submit" disabled={busy} className={PRIMARY}>
          {t('go')}
        </button>
      </form>
      {error ? <ProviderFailure error={error} what="directions" /> : null}
      {route ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="space-y-2">
            <div className="grid grid-cols-2 gap-2">
              <Figure label={t('distance')} value={km(route.distance)} testId="route-distance" />
              <Figure label={t('duration')} value={time(route.duration)} />
            </div>
            <RouteSketch points={route.points} label={t('sketch', { from: route.from.name, to: route.to.name })} />
          </div>
          <ol className="flex-1 list-decimal space-y-1 pl-5">
            {route.steps.map((s, i) => (
              <li key={i}>
                {stepWords(steps, s)} <span className="text-xs text-slate-600">{s.distance ? `· ${km(s.distance)}` : ''}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
