import { and, count, getTableName, sql } from 'drizzle-orm';
import { isOutOfRange, isStillReferenced, isUniqueViolation } from '@/db/errors';
import { together } from '@/db/client';
import { assertCan, rightsIn } from '@/lib/engine/rights';
import { exportList } from './list-export';
import { present } from './present';
import { actionInput, applies, declared } from '@/lib/engine/actions';
import { catalogueFilterItems, catalogueOf } from '@/lib/engine/catalogue';
import { isFileAnswer, type ActionContext, type ActionResult, type FileAnswer, type Resource } from '@/lib/engine/define';
import { customColumns, describeFieldsets } from '@/lib/engine/custom-fields';
import { describeResource } from '@/lib/engine/describe';
import { say } from '@/lib/engine/messages';
import { columnOf } from '@/lib/engine/naming';
import { parseListParams, parseSums } from '@/lib/engine/params';
import { countAndSum, findRecord, listConditions, listRecords, type ListView } from '@/lib/engine/query';
import { getResource, resources } from '@/lib/api/registry';
import { announce, secureRecord, securedTo, setBookmark } from '@/lib/engine/row-actions';
import { createRecord, deleteRecord, setActive, updateRecord } from '@/lib/engine/write';
import { holdsVersion, versionOf } from '@/lib/engine/version';
import { canonicalOrigin } from '@/lib/tenant/host';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import type { Company } from '@/lib/tenant/company';
import type { Right } from '@/lib/engine/rights';
import { isMultipart, readJson } from './body';
import { contentDisposition } from './file-name';
import { formInput, spoolForm } from './multipart';
import type { RequestContext } from './context';
import { ApiError, notFound, ValidationError } from '@/lib/engine/errors';
import { assertService } from '@/lib/engine/services';
import { idempotent, type Reply } from './idempotency';

/** `/all` answers at most this many records. */
export const ALL_CAP = 1000;

type Call = ActionContext;

/** The work of a request, run in its transaction once its checks passed and its body was read. */
type Run = (call: Call) => Promise<Reply>;

const ok = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({ status, body, headers });
const noContent: Reply = { status: 204, body: null };
const methodNotAllowed = (method: string) => new ApiError(405, `Method ${method} is not allowed here.`);

function recordId(segment: string): number {
  if (!/^\d{1,9}$/.test(segment)) throw notFound();
  return Number(segment);
}

/** What a declared action answered, as the API shows it. */
async function answer(call: Call, result: ActionResult): Promise<Reply> {
  if (isFileAnswer(result)) return { status: 200, body: null, file: result.file };
  if ('record' in result) return ok((await present(call, [result.record], result.of, result.expand))[0], result.status, result.headers);
  if ('records' in result) return ok({ items: await present(call, result.records, result.of) });
  return ok(result.data, result.status);
}

async function list(call: Call, view: ListView): Promise<Reply> {
  if (view === 'bookmarks' && !call.def.features.bookmarks) throw notFound(`${call.def.name} have no bookmarks.`);
  if (view === 'inactive' && !call.def.features.inactive) throw notFound(`${call.def.name} have no inactive view.`);
  const own = call.def.listing;
  if (own && view === 'default' && own.params.some((p) => call.url.searchParams.has(p))) {
    const rows = await own.rows(call, call.url.searchParams);
    return ok({ items: await present(call, rows), _meta: { totalCount: rows.length, pageCount: 1, currentPage: 1, perPage: rows.length, prevCursor: null, nextCursor: null } });
  }
  const params = parseListParams(call.def, call.url.searchParams);
  const { rows, counted, prevCursor, nextCursor } = await listRecords(call.def, call, params, view, { counting: true });
  // The count and the page's expansions and bookmarks are independent reads: sent at once.
  const [items, { total, estimated, capped }] = await together([present(call, rows), counted()]);
  const pageCount = Math.ceil(total / params.perPage);
  // A keyset page has no page number of its own: the client counts the pages it walks.
  const currentPage = params.cursor ? null : params.page;
  const meta = { totalCount: total, pageCount, currentPage, perPage: params.perPage, ...(estimated ? { totalCountEstimated: true } : {}), ...(capped ? { totalCountCapped: true } : {}), prevCursor, nextCursor };
  return ok({ items, _meta: meta }, 200, {
    'X-Pagination-Total-Count': String(total),
    'X-Pagination-Page-Count': String(pageCount),
    ...(currentPage ? { 'X-Pagination-Current-Page': String(currentPage) } : {}),
    'X-Pagination-Per-Page': String(params.perPage),
  });
}

async function all(call: Call): Promise<Reply> {
  const params = { ...parseListParams(call.def, call.url.searchParams), page: 1, perPage: ALL_CAP };
  const { rows, counted } = await listRecords(call.def, call, params, 'default', { counting: true });
  const [items, { total, estimated }] = await together([present(call, rows), counted()]);
  return ok({ items, _meta: { totalCount: total, capped: total > ALL_CAP, ...(estimated ? { totalCountEstimated: true } : {}) } });
}

/** For each filterable field, its values among the records (with how many), for filter menus. */
async function filterItems(call: Call): Promise<Reply> {
  const params = parseListParams(call.def, call.url.searchParams);
  if (catalogueOf(call.def)) return ok({ items: await catalogueFilterItems(call.def, call, params) });
  const items: Record<string, { value: unknown; count: number }[]> = {};
  const within = and(...listConditions(call.def, call, { q: params.q, filters: new Map() }, 'any'));
  for (const field of call.def.filter) {
    const named = call.def.namedFilters?.[field];
    if (named) {
      // A named filter's values are its conditions: how many records meet each.
      const [counts] = await call.tx
        .select(Object.fromEntries(Object.entries(named.options).map(([v, o]) => [v, sql<number>`count(*) filter (where ${o.where})`.mapWith(Number)])))
        .from(call.def.table)
        .where(within);
      items[field] = Object.entries(counts).map(([value, n]) => ({ value, count: n }));
      continue;
    }
    const column = columnOf(call.def.table, field)!;
    const rows = await call.tx
      .select({ value: column, count: count() })
      .from(call.def.table)
      .where(within)
      .groupBy(column)
      .orderBy(column)
      .limit(100);
    items[field] = rows;
  }
  return ok({ items });
}

/** GET /{c}/meta: the collection described, with what this user may do here (the windows draw only the buttons it allows). */
async function meta(call: Call): Promise<Reply> {
  const { def } = call;
  const can = rightsIn(call.user, def.permission);
  const described = describeResource(def, resources);
  // The company's own fields: its fieldsets for the form, those shown in lists as columns,
  // and every one among the advanced search's filters (`filter[custom.<id>]`).
  const [listed, ownFields] = [await customColumns(def, call), await customColumns(def, call, { all: true })];
  const custom = {
    column_fields: [...described.column_fields, ...listed],
    filter: [...described.filter, ...ownFields.map((f) => f.name)],
    filter_fields: [...described.filter_fields, ...ownFields],
    custom_fieldsets: await describeFieldsets(def, call),
  };
  return ok({ ...described, ...custom, can, actions: described.actions.filter((a) => can.includes(a.permission)) });
}

/** GET /{c}/{id}: the record, its version as `ETag` (a PUT or DELETE may send it back as `If-Match`). */
async function one(call: Call, id: number): Promise<Reply> {
  const row = await findRecord(call.def, call, id);
  const [item] = await present(call, [row]);
  return ok(item, 200, { ETag: versionOf(row) });
}

/** POST /{c}: the new record, with its version as `ETag` (a window edits it on without reading it again). */
async function create(call: Call): Promise<Reply> {
  const row = await createRecord(call.def, call, call.body);
  // Sent at once: the answer and the version as stored are independent reads.
  const [[item], stored] = await together([present(call, [row], undefined, undefined, { fresh: true }), findRecord(call.def, call, row.id)]);
  return ok(item, 201, { ETag: versionOf(stored) });
}

/** PUT /{c}/{id}: the changed record and its new version, read back as a GET reads it. */
async function update(call: Call, id: number, ifMatch: string | null): Promise<Reply> {
  const row = await updateRecord(call.def, call, id, call.body, { ifMatch });
  const [item] = await present(call, [row]);
  return ok(item, 200, { ETag: versionOf(await findRecord(call.def, call, row.id)) });
}

/** Whom the request comes from and what it names: what a plan is decided on. */
type Asked = { def: Resource; company: Company; user: SessionUser; method: string; need: (right: Right) => void };

/** POST (or DELETE) /{c}/{id}/{verb}: a bookmark, Inactivate and Activate, Announce, or a declared action. */
function planRowAction({ def, company, method, need }: Asked, id: number, verb: string): Run {
  if (verb === 'bookmark' && def.features.bookmarks) {
    if (method !== 'POST' && method !== 'DELETE') throw methodNotAllowed(method);
    return async (call) => ok(await setBookmark(def, call, id, method === 'POST'));
  }
  if (method !== 'POST') throw methodNotAllowed(method);
  const spec = declared(def.actions, verb);
  need(spec?.permission ?? 'edit');
  if ((verb === 'inactivate' || verb === 'activate') && def.features.inactive) {
    return async (call) => ok((await present(call, [await setActive(def, call, id, verb === 'activate')]))[0]);
  }
  if (verb === 'announce' && def.features.announce) return async (call) => ok(await announce(def, call, id, call.body));
  if (!spec) throw notFound(`Unknown action "${verb}".`);
  if (spec.service) assertService(company, spec.service);
  return async (call) => {
    // The record first: an id that is not the company's is a 404 whatever the body says.
    const row = await findRecord(def, call, id, { lock: true });
    const input = actionInput(spec, call.body);
    if (!applies(def, spec, row, call)) throw ValidationError.field('id', spec.refusal ?? say('actionRefused', { verb }));
    return answer(call, await spec.run(call, row, input));
  };
}

/**
 * What a request of a collection will do, decided from its method and path alone, before its
 * body is read: the method, the action or view it names, and the right and service it needs are
 * checked here, so nobody's body is read for a request they may not make. The work itself runs
 * later, in the request's transaction.
 */
/** A view's answer: a file, or data as JSON. */
const fileOrData = (result: unknown): Reply => (isFileAnswer(result) ? { status: 200, body: null, file: result.file } : ok(result));

function plan(asked: Asked, rest: string[], ifMatch: string | null): Run {
  const { def, company, method, need } = asked;
  const [first, verb, ...extra] = rest;
  // A view may be named in two parts (`customers/{id}/statement/pdf`): only views are.
  const view = extra.length ? `${verb}/${extra.join('/')}` : verb;
  if (extra.length && (method !== 'GET' || !declared(def.views, view))) throw notFound();

  if (first === undefined) {
    if (method === 'GET') return (call) => list(call, 'default');
    if (method !== 'POST' || def.features.readOnly) throw methodNotAllowed(method);
    need(def.writeRights?.create ?? 'create');
    return create;
  }
  if (verb === undefined && !/^\d+$/.test(first)) {
    if (method === 'GET') {
      if (first === 'all') return all;
      if (first === 'export') return exportList;
      // `sum=` adds the sums of money columns over the same records (the top bar's waiting invoices' total).
      if (first === 'count') return async (call) => ok(await countAndSum(def, call, parseListParams(def, call.url.searchParams), 'default', parseSums(def, call.url.searchParams)));
      if (first === 'filter-items') return filterItems;
      if (first === 'meta') return meta;
      if (first === 'inactive') assertService(company, 'service_inactive_views');
      if (first === 'bookmarks' || first === 'inactive') return (call) => list(call, first);
      const view = declared(def.collectionViews, first);
      if (view) return async (call) => fileOrData(await view(call));
    }
    const spec = declared(def.collectionActions, first);
    if (!spec) throw notFound(`Unknown action "${first}".`);
    if (method !== 'POST') throw methodNotAllowed(method);
    need(spec.permission ?? 'edit');
    if (spec.service) assertService(company, spec.service);
    return async (call) => answer(call, await spec.run(call, actionInput(spec, call.body)));
  }

  const id = recordId(first);
  // GET or PUT /{c}/{id}/secure: whom a record is secured to (reading it needs view, changing it edit).
  if (verb === 'secure' && def.features.secure && !extra.length) {
    if (method === 'GET') return async (call) => ok(await securedTo(def, call, id));
    if (method !== 'PUT') throw methodNotAllowed(method);
    need('edit');
    return async (call) => ok(await secureRecord(def, call, id, call.body));
  }
  if (verb !== undefined && method === 'GET') {
    const read = declared(def.views, view);
    if (!read) throw notFound(`Unknown view "${view}".`);
    return async (call) => fileOrData(await read(call, await findRecord(def, call, id)));
  }
  if (verb !== undefined) return planRowAction(asked, id, verb);
  if (method === 'GET') return (call) => one(call, id);
  if (def.features.readOnly || (method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE')) throw methodNotAllowed(method);
  const write = method === 'DELETE' ? 'delete' : 'edit';
  need(def.writeRights?.[write] ?? write);
  // A stale `If-Match` is a 412, checked under the row lock; none (or `*`) is last write wins.
  if (method === 'DELETE') {
    return async (call) => {
      await deleteRecord(def, call, id, { ifMatch });
      return noContent;
    };
  }
  return (call) => update(call, id, ifMatch);
}

/** The uniqueness check runs first; this catches the race it cannot see (two writes at once). */
function uniqueRace(def: Resource, error: unknown) {
  const field = def.unique?.map((u) => (typeof u === 'string' ? u : u[0])).find((f) => isUniqueViolation(error, `${getTableName(def.table)}_${f}_key`));
  return field ? ValidationError.field(field, say('alreadyTaken', { field: field.replace(/_/g, ' ') })) : null;
}

/** The company's own origin, for the links records carry (a client's login link). */
function originOf(ctx: RequestContext): string {
  const proto = ctx.req.headers.get('x-forwarded-proto') ?? ctx.url.protocol.replace(':', '');
  return canonicalOrigin(ctx.company!.slug, ctx.req.headers.get('host'), proto);
}

/**
 * /api/v1/{collection}/...: the request's rights checked from its path, then its body read (never
 * before: someone who may not make the request sends nothing the server reads), then one tenant
 * transaction, as the app role.
 */
export async function handleCollection(ctx: RequestContext, user: SessionUser): Promise<Response> {
  const [name, ...rest] = ctx.path;
  const def = getResource(name);
  const company = ctx.company!;
  const method = ctx.req.method;
  const need = (right: Right) => assertCan(user, def.permission, right);
  need('view');
  if (def.service) assertService(company, def.service);
  const run = plan({ def, company, user, method, need }, rest, ctx.req.headers.get('if-match'));
  // A file part is spooled to disk while the request runs, and removed when it ends, whatever happened.
  const form = def.features.files && method === 'POST' && isMultipart(ctx.req) ? await spoolForm(ctx.req, def.features.files.maxBytes) : null;
  try {
    const raw = form ? formInput(form) : method === 'GET' || method === 'DELETE' ? undefined : await readJson(ctx.req);
    // A collection action's gate (a password asked for) is checked before its transaction opens.
    const gate = method === 'POST' && rest.length === 1 ? declared(def.collectionActions, rest[0])?.gate : undefined;
    if (gate) await gate({ company, user, ip: ctx.ip }, raw);
    return await respond(ctx, user, def, run, raw);
  } finally {
    await form?.remove();
  }
}

/** Runs a planned call in one tenant transaction and answers it. */
async function respond(ctx: RequestContext, user: SessionUser, def: Resource, run: (call: Call) => Promise<Reply>, raw: unknown): Promise<Response> {
  const company = ctx.company!;
  const method = ctx.req.method;
  const idempotencyKey = method === 'POST' ? ctx.req.headers.get('idempotency-key') : null;
  // A GET reads only: its transaction is READ ONLY, so PostgreSQL refuses any write one attempts.
  const readOnly = method === 'GET';
  let reply: Reply;
  try {
    reply = await withTenant(
      company.id,
      async (tx) => {
        const call: Call = { tx, company, user, registry: resources, origin: originOf(ctx), req: ctx.req, url: ctx.url, def, body: raw };
        return idempotencyKey ? idempotent(call, idempotencyKey, `${method} ${ctx.url.pathname}\n${JSON.stringify(raw)}`, () => run(call)) : run(call);
      },
      { readOnly },
    );
  } catch (error) {
    const race = uniqueRace(def, error);
    if (race) throw race;
    // The checks before a write cannot foresee every sum: a database overflow is the input's fault.
    if (isOutOfRange(error)) throw ValidationError.field('_', say('numberTooLarge'));
    if (isStillReferenced(error)) throw ValidationError.field('id', say('recordInUse'));
    throw error;
  }
  if (reply.status === 204) return new Response(null, { status: 204, headers: reply.headers });
  if (reply.file) return fileResponse(ctx.req, reply.file);
  return Response.json(reply.body, { status: reply.status, headers: reply.headers });
}

/**
 * A file answer as HTTP: its bytes streamed with their type and file name, and its version as
 * `ETag`; a client that already holds that version (`If-None-Match`) gets a 304 without them.
 */
function fileResponse(req: Request, file: FileAnswer['file']): Response {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.inline ? 'inline' : 'attachment', file.fileName),
    'cache-control': 'private, no-cache',
    ...(file.etag ? { etag: file.etag } : {}),
  };
  if (file.etag && holdsVersion(req, file.etag)) return new Response(null, { status: 304, headers });
  if (file.body instanceof ReadableStream) return new Response(file.body, { status: 200, headers: file.size === undefined ? headers : { ...headers, 'content-length': String(file.size) } });
  const bytes = file.body;
  let at = 0;
  // Sent in pieces of 64 KiB, so a large batch is not copied whole into one more buffer.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += 65_536)));
    },
  });
  return new Response(body, { status: 200, headers: { ...headers, 'content-length': String(bytes.length) } });
}
