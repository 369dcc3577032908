/**
 * What a server error says in the logs: each error of its cause chain by name, message, code
 * and failing SQL statement, never the statement's parameter values (they hold password
 * hashes, auth keys and whatever a person typed).
 */
export function errorForLog(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e !== 'object') {
      parts.push(String(e));
      break;
    }
    const line = [`${String(e.name ?? 'Error')}: ${String(e.message ?? '')}`.split('\nparams:')[0]];
    if (typeof e.code === 'string') line.push(`code ${e.code}`);
    if (typeof e.query === 'string') line.push(`query: ${e.query}`);
    if (Array.isArray(e.params)) line.push(`(${e.params.length} parameters, not shown)`);
    // The stack's own first lines repeat the message (parameters included): only its frames.
    if (typeof e.stack === 'string' && depth === 0) line.push(e.stack.split('\n').filter((l) => l.trimStart().startsWith('at ')).slice(0, 5).join('\n'));
    parts.push(line.join(' | '));
  }
  return parts.join('\ncaused by: ');
}

/** Logs a server error without its SQL parameters. */
export const logError = (error: unknown) => console.error(errorForLog(error));
