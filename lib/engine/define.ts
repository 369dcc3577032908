import type { Right } from './rights';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import type { FieldKind } from '@/lib/engine/fields';
import type { ServiceSetting } from '@/lib/engine/services';
import type { Said } from '@/lib/engine/messages';
import type { Company } from '@/lib/tenant/company';
import type { SessionUser } from '@/lib/users/session-user';

export type Row = Record<string, unknown> & { id: number };

export type Json = Record<string, unknown>;

/** A table a resource can stand on: an id and a tenant key. */
export type ResourceTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/** Who acts, where, inside which transaction: what every engine function receives. */
export type ResourceContext = {
  tx: Tx;
  company: Company;
  user: SessionUser;
  /** The company host's origin as the caller sees it (`https://acme.example.com`), for links. */
  origin?: string;
  /** Every resource, where the caller has it (every request does): what a scope over other collections reads. */
  registry?: Registry;
};

/**
 * Something rows can be serialized as and expanded from: a resource, or a sub-record kind
 * (addresses, rates) that is not a collection of its own.
 */
export type Shape<T extends ResourceTable = ResourceTable> = {
  table: T;
  /** Columns never shown (secrets, the tenant key is always hidden). */
  hidden?: string[];
  /** Fields shown to those who read the record but never kept in the company log (a login key). */
  unlogged?: string[];
  /** Extra fields computed from the row (labels, URLs), typed by the table; a method, so a typed shape is also a plain `Shape`. */
  computed?(row: T['$inferSelect'] & { id: number }, ctx: ResourceContext): Json;
  /**
   * Fields kept outside the row, read for a whole page in one query and shown on every record as
   * its own are (a bank account's next check number, kept in its numbering series).
   */
  stored?(ctx: WriteContext, rows: (T['$inferSelect'] & { id: number })[]): Promise<Map<number, Json>>;
  /** Relations by name; one that follows a key of this table names a real column (`ColumnKey`). */
  expand?: Record<string, Relation<ColumnKey<T>>>;
  /**
   * The kinds of fields the table and the input cannot tell (`/meta` reads the rest from the
   * Drizzle columns and the input's field helpers): a computed `book_value: 'money'`, or a
   * `{ kind: 'choice', options }` whose codes have labels.
   */
  kinds?: Record<string, KindDeclaration>;
};

/** A field's declared kind: a kind, or a choice with its options, or a reference to a collection. */
export type KindDeclaration = FieldKind | { kind: FieldKind; options?: Record<string | number, string>; collection?: string };

/**
 * The keys of a table's rows (`customerId`): what a relation of a typed shape may follow, so that a
 * renamed column fails the type check; any key for a shape whose table is not known.
 */
export type ColumnKey<T extends ResourceTable> = ResourceTable extends T ? string : keyof T['$inferSelect'] & string;

/**
 * A named relation, loaded for a whole page of rows in one query (never one per row). `K` is the
 * parent's key it follows (`never` where it follows none: `hasMany` keys the target's rows).
 */
export type Relation<K extends string = string> =
  | {
      kind: 'one' | 'many';
      target: Shape;
      /** The parent's table key a `belongsTo` follows (`bankAccountId`): a reference column's record. */
      foreignKey?: K;
      /** Loads the related rows of `parents` this person reaches (lib/engine/reach.ts), keyed by parent id. */
      load: (ctx: WriteContext, parents: Row[]) => Promise<Map<number, Row[]>>;
    }
  | {
      /** A computed value rather than records (`userName`: the actor's name). */
      kind: 'value';
      /** The parent's table key whose record the value names (`userName('userId')`). */
      foreignKey?: K;
      /** The records it reads its value from (`fieldOf`: the vendor a `vendorName` is), whose reach it keeps: what the reach walk checks it against. */
      from?: Shape;
      /** Given the registry too: a value may count other collections (a gem's figure). */
      load: (ctx: WriteContext, parents: Row[]) => Promise<Map<number, unknown>>;
    };

/**
 * A sub-record set written with its owner: `addresses: [...]` in the body (validated by the
 * owner's input schema) replaces the set, in the owner's transaction.
 */
export type NestedWrite = {
  /** `fresh`: the owner was made in this transaction, so it has no child rows yet. */
  replace: (ctx: ResourceContext, ownerId: number, items: unknown[], options?: { fresh?: boolean }) => Promise<void>;
};

/** A document's numbering series: the definition's `numbering`, given by lib/engine/numbering.ts. */
export type Numbering = {
  /** The series' name (`sales_invoice`): one counter per company. */
  series: string;
  /** The table key of the number (default `number`); an integer column takes no prefix or padding. */
  field?: string;
  /** Its label in the 422 of a number already used (default "Number"). */
  label?: string;
  /** The first number of a new series (default 1). */
  start?: number;
  /** Table keys the number is unique within, beside the company and the resource's fixed values: a bill's vendor (it is the vendor's own number). */
  within?: string[];
  /** A table key whose value keeps a series of its own (checks: one series per bank account). */
  per?: string;
  /** Numbers differing only in letter case are the same (as the collection's unique index on lower(number) has it). */
  caseless?: boolean;
  /** A typed number moves the series past it (the next check follows the one written by hand). */
  followsTyped?: boolean;
};

/** Every resource by collection name: composed above the engine (lib/api/registry.ts) and passed in. */
export type Registry = ReadonlyMap<string, Resource>;

/** A write resolves its string `refs` through the registry it is given. */
export type WriteContext = ResourceContext & { registry: Registry };

/** What an action or view gets: the transaction and who acts, plus the request as parsed. */
export type ActionContext = WriteContext & { req: Request; url: URL; def: Resource; body: unknown };

/** A step another area takes when records of a collection go through an event (`Resource.followers`). */
export type Follower = (ctx: ActionContext, ids: number[]) => Promise<void>;

/** Runs the steps other areas take when these records of `collection` went through `event`, in order. */
export async function follow(ctx: ActionContext, collection: string, event: string, ids: number[]) {
  for (const step of ctx.registry.get(collection)?.followers?.[event] ?? []) await step(ctx, ids);
}

/**
 * What an action answers: a record (serialized with its resource's presenter, `expand` and
 * `is_bookmarked` included; with `headers`, such as the Location of work it queued), several
 * records, or plain data.
 */
export type ActionResult =
  | { record: Row; of?: Resource; status?: number; expand?: string[]; headers?: Record<string, string> }
  | { records: Row[]; of?: Resource }
  | { data: unknown; status?: number }
  | FileAnswer;

/**
 * A file an action or view answers (a document's PDF), sent as its bytes with its type and
 * name instead of JSON, or as a stream when it is made while it is sent (a batch of PDFs);
 * `etag` lets a client that has this version get a 304, `inline` shows it in the browser
 * instead of saving it.
 */
export type FileAnswer = { file: { body: Uint8Array | ReadableStream<Uint8Array>; contentType: string; fileName: string; etag?: string; inline?: boolean; /** A stream's length, where it is known. */ size?: number } };

export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && 'file' in value && ((value as FileAnswer).file?.body instanceof Uint8Array || (value as FileAnswer).file?.body instanceof ReadableStream);

/**
 * A declared action (`POST /{c}/{id}/{verb}`, or `POST /{c}/{verb}` for a collection action):
 * the engine validates `input`, checks `permission`, runs it in the request transaction,
 * presents the result and lists it in `/meta`, so the windows draw it as a button.
 */
export type ActionSpec<TRow = Row, A extends z.ZodType = z.ZodType> = {
  /** The body's schema; none means the action takes no input. */
  input?: A;
  /** The right on the resource's section it needs (default: edit). */
  permission?: Right;
  /** The company service it belongs to (lib/engine/services.ts): off, it is not offered and answers 403. */
  service?: ServiceSetting;
  /** Asks the person first, with this text (the spec's own, where it gives one). */
  confirm?: string;
  /** The collection of the one record it makes (a receiving's bill, an estimate's invoice): the window opens that record once it is made. */
  opens?: string;
  /** Shown only for records whose fields hold one of these values (`{ state: ['posted'] }`). */
  when?: Record<string, unknown[]>;
  /** The 422 message for a record `when` excludes (default: a generic one naming the action): its code, where it has one. */
  refusal?: string | Said;
  /** The record's field whose value is the confirmation's `{n}` (a batch's items still waiting); default 1. */
  counts?: string;
  /** Tables it writes beside those a save of its resource writes (`writes`): paying bills writes checks. */
  writes?: PgTable[];
  /** It only looks (a preview of what paying would write): no window needs to read anything again. */
  changesNothing?: boolean;
  run(ctx: ActionContext, row: TRow, input: z.infer<A>): Promise<ActionResult>;
};

export type CollectionActionSpec<A extends z.ZodType = z.ZodType> = Omit<ActionSpec<never, A>, 'when' | 'refusal' | 'counts' | 'run'> & {
  /** The records it acts on, as list filters (`{ is_tba: '1' }`): the window counts them for its confirmation's `{n}`. */
  appliesTo?: Record<string, string>;
  /**
   * The list window where the records it takes are chosen (the checks' Print Queue, `print/check`):
   * a list without a way to choose them opens that window instead of asking for the action's input.
   */
  window?: string;
  /**
   * Runs before the request's transaction, on the body as sent (after the rights are checked):
   * a check whose record must outlive a refusal, as a password tried, which counts as a login's.
   */
  gate?(who: { company: ResourceContext['company']; user: ResourceContext['user']; ip: string }, body: unknown): Promise<void>;
  run(ctx: ActionContext, input: z.infer<A>): Promise<ActionResult>;
};

/** Declares an action with its input typed from its schema. */
export const action = <TRow, A extends z.ZodType = z.ZodType<undefined>>(spec: ActionSpec<TRow, A>) => spec;
export const collectionAction = <A extends z.ZodType = z.ZodType<undefined>>(spec: CollectionActionSpec<A>) => spec;

/** A filter of named conditions, each with its label (`open`: posted and owing). */
export type NamedFilter = { label: string; options: Record<string, { label: string; where: SQL }> };

/** How a resource says active and inactive (most: status 1/0; clients: 10/9). */
export type InactiveRule = { active: number; inactive: number };

/** A report on one record; a method's type, so a typed view fits the registry's plain `Resource`. */
type View<TRow> = { view(ctx: ActionContext, row: TRow): Promise<unknown> }['view'];

/** A row of a resource's table as the engine reads it (`Row` for a resource whose table is not known). */
export type TableRow<T extends ResourceTable> = T['$inferSelect'] & { id: number };

/**
 * A resource, typed by its Drizzle table `T` and its zod input `I`: hooks receive the table's
 * row type and the parsed input, so a renamed column or input field fails the type check.
 * Hooks are methods so that a typed resource is also a plain `Resource` in the registry.
 */
export type Resource<T extends ResourceTable = ResourceTable, I extends z.ZodObject = z.ZodObject> = Shape<T> & {
  table: T;
  /** Collection path: /api/v1/{name}. */
  name: string;
  /** The spec's domain id, where it gives one. */
  domainId?: number;
  /** Create body; update accepts any part of it. Also the form's resolver. */
  input: I;
  /** List columns, in order (API field names). */
  columns: string[];
  /** The field that names a record (Payload's `useAsTitle`): what a reference to it shows. */
  titleField?: string;
  /** Fields `q` searches (case-insensitive substring). */
  search: string[];
  /** Fields `sort` accepts; `id` always. */
  sort: string[];
  /** Fields `filter[...]` accepts. */
  filter: string[];
  /**
   * Date or timestamp fields filtered by range: `filter[{field}_from]` and `filter[{field}_to]`
   * (YYYY-MM-DD, both days included; a timestamp's `_to` takes its whole day).
   */
  ranges?: string[];
  /**
   * A listing of its own, answered instead of the paged one when the query names one of `params`
   * (the events of some days, each recurring one at each occurrence: `GET /events?date=`): the
   * rows it gives are presented as a page's are (expansions, bookmarks), all at once.
   */
  listing?: { params: string[]; rows(ctx: ActionContext, query: URLSearchParams): Promise<Row[]> };
  /** Rows of a page unless `per-page` asks otherwise (a catalogue lists its few rows at once). */
  perPage?: number;
  /**
   * Filters that are not one column (an invoice's display flags): `filter[name]=a,b` keeps the
   * records meeting any of the named conditions; `/meta` offers them as a choice.
   */
  namedFilters?: Record<string, NamedFilter>;
  /**
   * Column values every record of the collection has, where one table holds several collections
   * (`{ kind: 'invoice' }` on the sales documents): every query is limited to them and every
   * insert sets them, so an estimate's id is not found among invoices.
   */
  fixed?: Record<string, string | number>;
  /** Foreign keys of the input: field -> collection whose record it must be, in this company. */
  refs?: Record<string, string>;
  /**
   * Fields unique within the company (text compared without letter case); a list is unique
   * together and its first field carries the error. The unique index is `{table}_{field}_key`.
   */
  unique?: (string | string[])[];
  nested?: Record<string, NestedWrite>;
  /** The numbering series of its `number` (lib/engine/numbering.ts): a new record typed none takes the next. */
  numbering?: Numbering;
  /**
   * Fields its form shows and never takes: columns the domain sets (who authorised a check's
   * printing), described as list columns are and marked `read_only` in `/meta`; the form draws each
   * read-only (a reference by its relation's title), and only where it holds a value.
   */
  shownFields?: string[];
  /**
   * Row actions that open the generic list of another collection's records that name the row
   * (a batch's items, each decided from its own row): link -> the collection and the field naming the row.
   */
  listLinks?: Record<string, { collection: string; field: string }>;
  /** Terminology key of its label (singular, plural, article). */
  terminology: string;
  /**
   * The source type of the journals its records post (a document's; an account's opening balance),
   * and the term that names such a source where it is not the resource's own: the journal list
   * says each journal's source by it ("Invoice 1042").
   */
  posts?: { source: string; term?: string };
  /** Permission section (spec section 6). */
  permission: string;
  /**
   * The right of its section a write needs where it is not the write's own (`create` -> `edit`: a
   * comment on a task is added by those who may change the task, lib/engine/comments.ts).
   */
  writeRights?: Partial<Record<'create' | 'edit' | 'delete', Right>>;
  /** The record of another collection its records are comments on, and the field naming it (lib/engine/comments.ts): `/meta` of that collection names this one. */
  commentsOf?: { collection: string; field: string };
  /** The company service it belongs to (lib/engine/services.ts): off, the collection is hidden and its calls are 403. */
  service?: ServiceSetting;
  /**
   * Conditions of its own that every query of the resource adds to its scope (lib/engine/query.ts
   * `scope`), beside the company, owner and secured items: the company log's, that an entry be
   * about a record its reader may read.
   */
  ownScope?(ctx: ResourceContext): SQL[];
  features: {
    bookmarks?: boolean;
    inactive?: InactiveRule | false;
    announce?: boolean;
    /** Column naming the user who alone may see a record. */
    ownerPrivate?: string;
    /** Columns naming users who alone may see a record (a message: its sender and its recipient). */
    participants?: string[];
    /** Read-only through the API: no create, update or delete. */
    readOnly?: boolean;
    /**
     * Made, never changed (a sent message, a queued e-mail): an update is a 422 with this message
     * on the title field, and the windows open a record to view it, not to edit it.
     */
    unchangeable?: string;
    /**
     * Never deleted (a posted journal entry, a payment: each is voided instead): a delete is a 422
     * with this message, and `/meta` tells the windows to offer no Delete.
     */
    undeletable?: string;
    /** Records may be secured to chosen users (Secure Item 214, lib/engine/secure.ts). */
    secure?: boolean;
    /**
     * Column naming the person who wrote a record (a comment's `user_id`): only they change or
     * delete it (another's is a 403), and an administrator may delete it.
     */
    authored?: string;
    /** Whether creating a record notifies the company's administrators. */
    notifyOnCreate?: boolean;
    /**
     * Takes a file: a create may come as multipart/form-data (its text parts as fields, its file
     * part as an UploadedFile under its name) of at most `maxBytes` (lib/api/multipart.ts readForm).
     */
    files?: { maxBytes: number };
  };
  /**
   * For records that are parts of other records: the condition that the record they belong to is
   * seen by this person (its secured users and its section's view right included), built with
   * `reachedIn` of lib/engine/reach.ts. Part of the resource's scope, so every path inherits it: a
   * journal is seen where the document that posted it is, a journal line where its journal is.
   */
  partOf?(ctx: ResourceContext): SQL | undefined;
  /**
   * Replaces the generic insert for records that are documents of a domain module (a journal
   * is posted, not inserted); receives the validated input, answers the new row.
   */
  create?(ctx: WriteContext, input: z.infer<I>): Promise<TableRow<T>>;
  /** Replaces the generic update likewise (a journal entry changes by reversal and re-posting). */
  update?(ctx: WriteContext, existing: TableRow<T>, input: Partial<z.infer<I>>): Promise<TableRow<T>>;
  /** Why a record may not be deleted (a message, its code where it has one), or nothing if it may. */
  deletable?(ctx: ResourceContext, row: TableRow<T>): Promise<string | Said | null>;
  /**
   * Starts the reads a create or change of this input will need (each kept for the request by its
   * own helper, `perRequest`), before its references are checked: they then travel with those
   * look-ups in one round trip rather than each in its own (issue 43). Awaits and writes nothing.
   */
  prefetch?(ctx: WriteContext, input: Partial<z.infer<I>>, existing: TableRow<T> | null): void;
  /** Turns validated input into column values (hashing a password, making a key). */
  prepare?(ctx: ResourceContext, input: Partial<z.infer<I>>, existing: TableRow<T> | null): Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>;
  /** After a write, inside its transaction, with the validated input of a create or update. */
  afterWrite?(ctx: ResourceContext, row: TableRow<T>, op: 'create' | 'update' | 'delete', input?: Partial<z.infer<I>>): Promise<void> | void;
  /**
   * Steps other areas take, in the same transaction, when records of this collection go through a
   * named event (the checks' `printed`: payroll files the paychecks' stubs), added by their
   * modules (`Module.follows`) and run by `follow`: an area acts on another's events without the
   * other importing it.
   */
  followers?: Record<string, Follower[]>;
  /** POST /{name}/{id}/{verb}. */
  actions?: Record<string, ActionSpec<TableRow<T>, z.ZodType>>;
  /** GET /{name}/{id}/{view}: reports on one record (an account's ledger); answers data. */
  views?: Record<string, View<TableRow<T>>>;
  /**
   * Views that answer a file (a bill's scanned original): the windows open them as links, for a
   * record whose field `needs` names holds a value (the bill's `upload_id`).
   */
  fileViews?: Record<string, { needs?: string }>;
  /**
   * The kinds a file linked to one of its records is filed by (an employee's yearly, personnel and
   * permanent documents: the cabinets of gems 20-22); a record's Files tab offers them.
   */
  fileKinds?: readonly string[];
  /**
   * Buttons of a record that open a new record of another collection with fields filled from it
   * (To Be Entered's Enter bill: a new bill with the file's `upload_id` and vendor), for records
   * whose fields hold one of the `when` values.
   */
  formLinks?: Record<string, { collection: string; fill: Record<string, string>; when?: Record<string, unknown[]> }>;
  /**
   * GET /{name}/{view}: a read of the collection as a whole that is not a list (the files' zip of
   * a selection, streamed); answers data or a file. Each reads its records through their scope.
   */
  collectionViews?: Record<string, (ctx: ActionContext) => Promise<unknown>>;
  /** POST /{name}/{verb}. */
  collectionActions?: Record<string, CollectionActionSpec<z.ZodType>>;
  /**
   * Tables beside its own that a save, delete or action of it writes (a document's lines, journal
   * and ledgers: defineDocument names them). `/meta` tells the windows which collections that
   * changes (lib/engine/changes.ts), so they read those again.
   */
  writes?: PgTable[];
  /**
   * Tables beside its own and its expansions' whose rows its records show, read by a computed
   * value, a view or a catalogue's rows (an account's balance, kept in account_balances): a write
   * to one changes it.
   */
  reads?: PgTable[];
};

export const ACTIVE_INACTIVE: InactiveRule = { active: 1, inactive: 0 };

export type ResourceSpec<T extends ResourceTable, I extends z.ZodObject> = Omit<Resource<T, I>, 'sort' | 'filter'> & Partial<Pick<Resource<T, I>, 'sort' | 'filter'>>;

/** Declares a resource; defaults: sortable and filterable as the list columns allow. */
export function defineResource<T extends ResourceTable, I extends z.ZodObject>(def: ResourceSpec<T, I>): Resource<T, I> {
  const defined = { sort: def.columns, filter: ['status'], ...def };
  return { ...defined, filter: [...defined.filter, ...Object.keys(def.namedFilters ?? {})] };
}
