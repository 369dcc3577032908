import { badRequest } from '@/lib/engine/errors';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD query parameter, checked to be a real date; 400 naming it otherwise. */
export function dateParam(params: URLSearchParams, name: string, fallback?: string): string {
  const value = params.get(name) ?? fallback;
  if (!value) throw badRequest(`Missing required parameter: ${name}`);
  const m = ISO_DATE.exec(value);
  const d = m && new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (!m || !d || d.getUTCMonth() !== +m[2] - 1) throw badRequest(`Invalid value for parameter "${name}": a date YYYY-MM-DD is expected.`);
  return value;
}

export const today = () => new Date().toISOString().slice(0, 10);
