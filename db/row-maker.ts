/**
 * A function answering objects of one fixed set of keys, each key's value an expression of the
 * function's parameters, written once as source: an object literal of known keys is built with
 * its properties in place, where setting them one by one in a loop over their names is a keyed
 * store V8 cannot specialise (a listing of 50 records with their expansions sets thousands per
 * request). The keys are quoted with JSON.stringify; the expressions are the caller's code (column
 * positions and names from the schema, never data). `helpers` are visible to the expressions by name.
 */
export function rowMaker<F extends (...args: never[]) => Record<string, unknown>>(params: string[], fields: { key: string; value: string }[], helpers: Record<string, unknown> = {}): F {
  const names = Object.keys(helpers);
  const body = `return (${params.join(', ')}) => ({ ${fields.map((f) => `${JSON.stringify(f.key)}: ${f.value}`).join(', ')} });`;
  return new Function(...names, body)(...names.map((name) => helpers[name])) as F;
}
