import type { ActionSpec, Resource, ResourceContext, Row } from '@/lib/engine/define';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { serializeRow } from '@/lib/engine/serialize';

/**
 * The entry of a resource's actions, views or collection actions named by a path segment: its
 * own entries only, so that `constructor`, `__proto__` or `toString` in a URL name nothing.
 */
export function declared<T>(entries: Record<string, T> | undefined, name: string): T | undefined {
  return entries && Object.hasOwn(entries, name) ? entries[name] : undefined;
}

/** An action's body, checked against its declared schema (422 naming each bad field). */
export function actionInput(spec: Pick<ActionSpec, 'input'>, body: unknown): unknown {
  if (!spec.input) return undefined;
  const given = body ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) throw ValidationError.field('_', say('bodyNotObject'));
  const parsed = spec.input.safeParse(given);
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  return parsed.data;
}

/** Whether a record is one the action applies to (its `when`, over the fields the API shows). */
export function applies(def: Resource, spec: ActionSpec, row: Row, ctx: ResourceContext): boolean {
  if (!spec.when) return true;
  const shown = serializeRow(def, row, ctx);
  return Object.entries(spec.when).every(([field, values]) => values.includes(shown[field] ?? null));
}
