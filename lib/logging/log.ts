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
  const line = json
    ? JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })
    : [message, ...Object.entries(fields).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => `${k}=${String(v)}`)].join(' ');
  if (json && level === 'info') infoLine(line);
  else (level === 'info' ? console.log : level === 'warn' ? console.warn : console.error)(line);
}

/**
 * JSON info lines (a line per request) written to stdout together at the end of the event loop's
 * turn, and before the process exits: stdout to a pipe or a file is written synchronously, a
 * system call per write, which under load cost more than the rest of the line. Warnings and
 * errors are written at once.
 */
const held: string[] = [];

function infoLine(line: string) {
  if (!held.length) setImmediate(flushInfo);
  held.push(line);
}

function flushInfo() {
  if (!held.length) return;
  const text = `${held.join('\n')}\n`;
  held.length = 0;
  process.stdout.write(text);
}

process.on('exit', flushInfo);

/** A server error, without its SQL parameters (errorForLog), with the request's identifiers. */
export const logServerError = (error: unknown, fields: Fields = {}) => log('error', errorForLog(error), fields);
