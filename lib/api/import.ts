import { and, inArray, sql } from 'drizzle-orm';
import { LOCALES } from '@/i18n/locales';
import { assertCan } from '@/lib/engine/rights';
import { insertMany, logImport, validateMany, type Progress, type RowError } from '@/lib/engine/batch';
import type { Json, Resource, Row, WriteContext } from '@/lib/engine/define';
import { describeResource, type FieldDescription } from '@/lib/engine/describe';
import { ApiError, badRequest, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { columnOf } from '@/lib/engine/naming';
import { fixedConditions } from '@/lib/engine/query';
import { createRecord, insertValues } from '@/lib/engine/write';
import { forgetUndo, keepForUndo, undoNow } from '@/lib/modules/settings/import-undo';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import type { RequestContext } from './context';
import { errorResponse } from './errors';
import { labelIn, translatorOf } from '@/lib/translator';
import { getResource, resources } from './registry';
import { isSingleton } from './singletons';
import { spoolForm } from './multipart';
import { openSheet, type OpenSheet } from './spreadsheet';

/**
 * Import of a CSV or XLSX file into any collection the API creates records of, through the
 * engine's batched create (lib/engine/batch.ts), never a per-collection importer.
 *
 * The API's shape, decided here: one stateless call, `POST /{c}/import`, multipart with the
 * `file`, a `mode` and, after the first step, a `mapping`:
 * - `mode=propose`: the file's columns and, for each, the field proposed for it (matched by the
 *   field's name or its label in English or Spanish, letter case and accents aside), with the
 *   importable fields to choose from and the number of rows. Nothing is checked or written.
 * - `mode=dry-run`: every row checked as a create checks it (the input schema, references by the
 *   titles the export writes, required fields, uniqueness within the company and within the
 *   file); every bad row's errors with the file's row number. Nothing is written.
 * - `mode=all`: all or nothing: any bad row and nothing is written (422 with every row's errors);
 *   else every row.
 * - `mode=valid`: the good rows written, the bad ones listed and skipped.
 * Either is written a chunk per transaction, and undone whole if a chunk fails (runImport).
 * `mapping` is a JSON array with one entry per file column: a field name, or null to skip it.
 *
 * Progress: a caller that accepts `application/x-ndjson` gets the answer as a stream of lines,
 * `{"phase":"check"|"write","done":n,"total":N}` while it runs, then `{"status":..,"body":..}`
 * with what the plain answer would have been. The file is sent again at each step rather than
 * kept: nothing of a dry run lingers, and a commit checks the rows again in its own transaction,
 * so what was checked is what is written even if records changed between the steps. (A stored
 * import run by the job queue would survive a closed window, but adds a table and clean-up for
 * what takes seconds: 100,000 rows check and write in well under a minute, bench/import.mts; the
 * queue only undoes an import whose process died, settings' import-undo.ts.)
 */

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** At most this many errors are listed (with `errors_truncated`); the counts are always whole. */
export const ERRORS_LISTED = 10_000;

const MODES = ['propose', 'dry-run', 'all', 'valid'] as const;
type Mode = (typeof MODES)[number];

/** Field kinds a column of a file can fill: not sets of lines, files, rights or several references. */
const SKIPPED_KINDS = new Set(['lines', 'file', 'rights', 'refs']);

/** Letter case, accents and anything but letters and digits set aside. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

const translators = LOCALES.map(translatorOf);

/** The fields of `def` a file's columns may fill, with their label in the person's language. */
export function importableFields(def: Resource, locale: string) {
  const t = translatorOf(locale);
  return describeResource(def, resources)
    .fields.filter((f) => !f.read_only && !SKIPPED_KINDS.has(f.kind) && !(f.kind === 'ref' && !f.collection))
    .map((f) => ({ ...f, label: labelIn(t, f) }));
}

/** For each header, the field whose name or label (English or Spanish) it is, each field taken once; else null. */
export function proposeMapping(header: string[], fields: FieldDescription[]): (string | null)[] {
  const names = new Map<string, string>();
  for (const f of fields) {
    const words = [f.name, f.name.replace(/_id$/, ''), f.label, ...translators.map((t) => labelIn(t, f))];
    for (const w of words) if (!names.has(normalize(w))) names.set(normalize(w), f.name);
  }
  const taken = new Set<string>();
  return header.map((h) => {
    const field = names.get(normalize(h));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The `mapping` part: one field name or null per column; 400 when not JSON, 422 naming a field it cannot be. */
function parseMapping(raw: unknown, columns: number, fields: FieldDescription[]): (string | null)[] {
  let mapping: unknown;
  try {
    mapping = JSON.parse(String(raw));
  } catch {
    throw badRequest('Invalid value for parameter "mapping": a JSON array of field names (or null) is expected.');
  }
  if (!Array.isArray(mapping) || mapping.length !== columns || !mapping.every((m) => m === null || typeof m === 'string')) {
    throw badRequest(`Invalid value for parameter "mapping": one field name or null for each of the file's ${columns} columns is expected.`);
  }
  const known = new Set(fields.map((f) => f.name));
  const errors = mapping.flatMap((m, i) => (m !== null && !known.has(m) ? [{ field: 'mapping', ...say('importColumnUnknown', { column: i + 1, value: m }) }] : []));
  const twice = mapping.filter((m, i) => m !== null && mapping.indexOf(m) !== i);
  if (twice.length) errors.push({ field: 'mapping', ...say('importFieldTwice', { value: twice[0] }) });
  if (!mapping.some((m) => m !== null)) errors.push({ field: 'mapping', ...say('importNoField') });
  if (errors.length) throw new ValidationError(errors);
  return mapping as (string | null)[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const YES = new Set(['1', 'true', 'yes', 'si', 'x', 'y', 's']);
const NO = new Set(['0', 'false', 'no', 'n']);

/** A cell as the create body takes it: a date as ISO, a flag's Yes/No as 1/0, a choice's label as its code; empty as absent. */
function bodyValue(f: FieldDescription, cell: unknown): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (cell instanceof Date) return f.kind === 'date' ? isoDay(cell) : cell.toISOString();
  if (typeof cell === 'number') return f.kind === 'money' || f.kind === 'decimal' || f.kind === 'integer' || f.kind === 'choice' ? cell : String(cell);
  const text = String(cell).trim();
  if (text === '') return undefined;
  if (f.kind === 'flag') {
    const word = normalize(text);
    return YES.has(word) ? 1 : NO.has(word) ? 0 : text;
  }
  if (f.kind === 'choice' && f.options) {
    const entry = Object.entries(f.options).find(([code, label]) => code === text || normalize(label) === normalize(text));
    return entry ? entry[0] : text;
  }
  return text;
}

/**
 * The ids of references named by title (as the export writes them), for one field: a title
 * matching no record, or several, is that row's error. One query per field.
 */
async function resolveTitles(ctx: WriteContext, f: FieldDescription, titles: string[]): Promise<Map<string, number | 'none' | 'many'>> {
  const target = ctx.registry.get(f.collection!)!;
  const column = f.title_field ? columnOf(target.table, f.title_field) : undefined;
  const found = new Map<string, number | 'none' | 'many'>(titles.map((t) => [t.toLowerCase(), 'none']));
  if (!column) return found;
  const wanted = [...found.keys()];
  for (let i = 0; i < wanted.length; i += 10_000) {
    const rows = await ctx.tx
      .select({ id: target.table.id, title: sql<string>`lower(${column})` })
      .from(target.table)
      .where(and(sql`${target.table.companyId} = ${ctx.company.id}`, ...fixedConditions(target), inArray(sql`lower(${column})`, wanted.slice(i, i + 10_000))));
    for (const r of rows) found.set(r.title, found.get(r.title) === 'none' ? (r.id as number) : 'many');
  }
  return found;
}

type Outcome = { status: number; body: unknown };

/**
 * Rows read, checked and written at a time: each chunk is its own short transaction, so that an
 * import never holds the embedded database's one connection (every company's) for long, and only
 * one chunk's bodies and inputs are held at once.
 */
const CHUNK = 500;

type Titles = Map<string, Map<string, number | 'none' | 'many'>>;
type Chunk = { rows: unknown[][]; lines: number[] };

/**
 * Some rows of the file as create bodies (references by title resolved, one query per field for
 * the titles not resolved yet, kept in `titles` for the next chunks): `at(i)` makes row i's body
 * when it is checked, adding to `errors` what it finds making it.
 */
async function bodiesOf(ctx: WriteContext, rows: unknown[][], mapping: (string | null)[], fields: FieldDescription[], titles: Titles) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const mapped = mapping.flatMap((name, column) => (name ? [{ column, field: byName.get(name)! }] : []));
  const errors: RowError[] = [];
  for (const { column, field } of mapped) {
    if (field.kind !== 'ref') continue;
    const known = titles.get(field.name) ?? new Map();
    titles.set(field.name, known);
    const named = new Set<string>();
    for (const row of rows) {
      const cell = row[column];
      if (cell !== null && cell !== undefined && String(cell).trim() !== '' && !known.has(String(cell).trim().toLowerCase())) named.add(String(cell).trim());
    }
    if (named.size) for (const [title, id] of await resolveTitles(ctx, field, [...named])) known.set(title, id);
  }
  const at = (index: number) => {
    const row = rows[index];
    const body: Json = {};
    for (const { column, field } of mapped) {
      const value = bodyValue(field, row[column]);
      if (value === undefined) continue;
      const ids = titles.get(field.name);
      if (!ids) {
        body[field.name] = value;
        continue;
      }
      const id = ids.get(String(value).toLowerCase());
      if (typeof id === 'number') body[field.name] = id;
      else errors.push({ row: index, field: field.name, ...say(id === 'many' ? 'titleAmbiguous' : 'titleUnknown', { field: field.label, value: String(value) }) });
    }
    return body;
  };
  return { count: rows.length, at, errors };
}

/**
 * One pass over a file's chunks, each checked as a create checks it: uniqueness within the file
 * through the values `seen` so far (kept across chunks with the resolved titles, the counters and
 * the listed errors; a chunk's rows are let go once done).
 */
function checker(def: Resource, sheet: OpenSheet, mapping: (string | null)[], fields: FieldDescription[], progress: Progress) {
  const seen = new Map<string, Set<string>>();
  const titles: Titles = new Map();
  const state = { listed: [] as Json[], errorCount: 0, bad: 0, from: 0 };
  const check = async (call: WriteContext, chunk: Chunk) => {
    const made = await bodiesOf(call, chunk.rows, mapping, fields, titles);
    const checked = await validateMany(def, call, made, (_phase, done) => progress('check', state.from + done, sheet.total), seen);
    const errors = [...made.errors, ...checked.errors].sort((a, b) => a.row - b.row);
    const badRows = new Set(errors.map((e) => e.row));
    state.bad += badRows.size;
    state.errorCount += errors.length;
    for (const { row, ...e } of errors.slice(0, Math.max(0, ERRORS_LISTED - state.listed.length))) state.listed.push({ row: chunk.lines[row], column: sheet.header[mapping.indexOf(e.field)] ?? null, ...e });
    state.from += chunk.rows.length;
    return { made, good: checked.inputs.flatMap((input, row) => (input && !badRows.has(row) ? [{ row, input }] : [])) };
  };
  const summary = () => ({ total: sheet.total, valid: sheet.total - state.bad, invalid: state.bad, errors: state.listed, ...(state.errorCount > ERRORS_LISTED ? { errors_truncated: true } : {}) });
  return { state, check, summary };
}

/**
 * Runs a dry run or a commit of the file's rows, a chunk per transaction of the company:
 * - a dry run and an all-or-nothing commit first check every chunk, writing nothing; the dry run
 *   answers what it found, the commit answers 422 at any bad row;
 * - then each chunk is checked again (what is written is what is checked, in its transaction)
 *   and its good rows written. What the chunks wrote is kept on an undo job (settings'
 *   import-undo.ts): if a chunk fails (a row its resource's preparation refuses, a row that
 *   became bad since the check), what the earlier chunks wrote is deleted before the answer, and
 *   an import whose process died is undone by the queue. Answers status and body.
 */
async function runImport(ctx: RequestContext, user: SessionUser, def: Resource, mode: Exclude<Mode, 'propose'>, sheet: OpenSheet, mapping: (string | null)[], fields: FieldDescription[], progress: Progress): Promise<Outcome> {
  const inCompany = <T>(fn: (call: WriteContext) => Promise<T>, options?: { readOnly?: boolean }) =>
    withTenant(ctx.company!.id, (tx) => fn({ tx, company: ctx.company!, user, registry: resources }), options);
  if (mode !== 'valid') {
    const pass = checker(def, sheet, mapping, fields, progress);
    for await (const chunk of sheet.chunks(CHUNK)) await inCompany((call) => pass.check(call, chunk), { readOnly: true });
    if (mode === 'dry-run') return { status: 200, body: pass.summary() };
    if (pass.state.bad) return { status: 422, body: pass.state.listed };
  }
  const pass = checker(def, sheet, mapping, fields, mode === 'valid' ? progress : () => {});
  let undoJob: number | null = null;
  let firstId: number | undefined;
  let written = 0;
  try {
    for await (const chunk of sheet.chunks(CHUNK)) {
      await inCompany(async (call) => {
        const { made, good } = await pass.check(call, chunk);
        // A row that turned bad since the whole file was checked (a name taken meanwhile).
        if (mode === 'all' && pass.state.bad) throw new ValidationError(pass.state.listed as RowError[]);
        try {
          const ids = await insertMany(def, call, good, insertValues, (_input, row) => createRecord(def, call, made.at(row)) as Promise<Row>, (_phase, done) => progress('write', written + done, sheet.total), { log: false });
          if (ids.length) undoJob = await keepForUndo(call, def.name, undoJob, ids);
          firstId ??= ids[0];
          written += ids.length;
        } catch (error) {
          // A row its resource's own preparation refused: its file row named.
          if (error instanceof ValidationError) throw new ValidationError(error.errors.map((e) => ({ ...e, row: chunk.lines[(e as RowError).row] ?? null }) as RowError));
          throw error;
        }
      });
    }
    await inCompany(async (call) => {
      await logImport(def, call, firstId, written);
      await forgetUndo(call, undoJob);
    });
  } catch (error) {
    if (undoJob !== null) await undoNow(inCompany, undoJob);
    throw error;
  }
  return { status: 200, body: { ...pass.summary(), written, skipped: pass.state.bad } };
}

/** POST /{c}/import: see above. */
export async function importRequest(ctx: RequestContext, user: SessionUser): Promise<Response> {
  const [name] = ctx.path;
  const def = getResource(name);
  if (ctx.req.method !== 'POST') throw new ApiError(405, `Method ${ctx.req.method} is not allowed on import.`);
  assertCan(user, def.permission, 'view');
  assertCan(user, def.permission, 'create');
  const fields = importableFields(def, user.locale);
  if (def.features.readOnly || def.features.files || isSingleton(name) || !fields.length) throw new ApiError(405, `Records of ${name} cannot be imported.`);
  // The upload is written to a temporary file as it arrives and read from there a chunk of rows
  // at a time; the file is deleted once the answer is made (or, streamed, once the import ends).
  const form = await spoolForm(ctx.req, IMPORT_MAX_BYTES);
  let handedOver = false;
  try {
    const mode = (form.fields.mode ?? 'propose') as Mode;
    if (!MODES.includes(mode)) throw badRequest('Invalid value for parameter "mode": it must be propose, dry-run, all or valid.');
    const file = form.files.file;
    if (!file) throw ValidationError.field('file', say('uploadNoFile'));
    const sheet = await openSheet(file);
    if (!sheet.header.some(Boolean)) throw ValidationError.field('file', say('importNoHeader'));
    if (mode === 'propose') {
      const mapping = proposeMapping(sheet.header, fields);
      return Response.json({
        columns: sheet.header.map((header, index) => ({ index, header, field: mapping[index] })),
        fields: fields.map((f) => ({ name: f.name, label: f.label, kind: f.kind, required: f.required, ...(f.collection ? { collection: f.collection } : {}) })),
        total: sheet.total,
      });
    }
    const mapping = form.fields.mapping === undefined || form.fields.mapping === null ? proposeMapping(sheet.header, fields) : parseMapping(form.fields.mapping, sheet.header.length, fields);
    const streamed = (ctx.req.headers.get('accept') ?? '').includes('application/x-ndjson');
    if (!streamed) {
      const outcome = await runImport(ctx, user, def, mode, sheet, mapping, fields, () => {});
      return Response.json(outcome.body, { status: outcome.status });
    }
    handedOver = true;
    return streamedImport(ctx, sheet.total, (progress) => runImport(ctx, user, def, mode, sheet, mapping, fields, progress), form.remove);
  } finally {
    if (!handedOver) await form.remove();
  }
}

/** The answer as NDJSON: progress lines while `run` runs, then its outcome; `finish` when it is over. */
function streamedImport(ctx: RequestContext, total: number, run: (progress: Progress) => Promise<Outcome>, finish: () => Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let gone = false;
      // A caller that went away (a closed window) is sent nothing more; the import itself runs to its end.
      const send = (line: unknown) => {
        if (gone) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        } catch {
          gone = true;
        }
      };
      let last = 0;
      const progress: Progress = (phase, done, total) => {
        // At most a few lines a second: enough for a progress bar.
        if (done < total && Date.now() - last < 200) return;
        last = Date.now();
        send({ phase, done, total });
      };
      try {
        send({ phase: 'check', done: 0, total });
        send(await run(progress));
      } catch (error) {
        const answer = errorResponse(error, 'POST', { company_id: ctx.company?.id ?? null });
        send({ status: answer.status, body: await answer.json() });
      } finally {
        await finish();
      }
      if (!gone) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
}
