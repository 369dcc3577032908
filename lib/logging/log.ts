import { errorForLog } from './errors';

type Level = 'info' | 'warn' | 'error';
type Fields = Record<string, string | number | boolean | null | undefined>;

/**
 * One log line: JSON in production (or LOG_FORMAT=json) for a log collector to index, plain text
 * in development. Callers pass only identifiers and measures (ids, route patterns, status,
 * duration): never parameters, bodies or names, which hold personal data and secrets.
 */
export function log(level: Level, message: string, fields: Fields = {}): void {
  const json = process.env.LOG_FORMAT ? process.env.LOG_FORMAT === 'json' : process.env.NODE_ENV === 'production';
  const write = level === 'info' ? console.log : level === 'warn' ? console.warn : console.error;
  if (json) write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
  else write([message, ...Object.entries(fields).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => `${k}=${String(v)}`)].join(' '));
}

/** A server error, without its SQL parameters (errorForLog), with the request's identifiers. */
export const logServerError = (error: unknown, fields: Fields = {}) => log('error', errorForLog(error), fields);
