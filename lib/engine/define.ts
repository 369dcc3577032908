import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
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
};

/**
 * Something rows can be serialized as and expanded from: a resource, or a sub-record kind
 * (addresses, rates) that is not a collection of its own.
 */
export type Shape<T extends ResourceTable = ResourceTable> = {
  table: T;
  /** Columns never shown (secrets, the tenant key is always hidden). */
  hidden?: string[];
  /** Extra fields computed from the row (labels, URLs), typed by the table; a method, so a typed shape is also a plain `Shape`. */
  computed?(row: T['$inferSelect'] & { id: number }, ctx: ResourceContext): Json;
  expand?: Record<string, Relation>;
};

/** A named relation, loaded for a whole page of rows in one query (never one per row). */
export type Relation =
  | {
      kind: 'one' | 'many';
      target: Shape;
      /** Loads the related rows of `parents`, keyed by parent id. */
      load: (ctx: ResourceContext, parents: Row[]) => Promise<Map<number, Row[]>>;
    }
  | {
      /** A computed value rather than records (`userName`: the actor's name). */
      kind: 'value';
      load: (ctx: ResourceContext, parents: Row[]) => Promise<Map<number, unknown>>;
    };

/**
 * A sub-record set written with its owner: `addresses: [...]` in the body (validated by the
 * owner's input schema) replaces the set, in the owner's transaction.
 */
export type NestedWrite = {
  replace: (ctx: ResourceContext, ownerId: number, items: unknown[]) => Promise<void>;
};

/** Every resource by collection name: composed above the engine (lib/api/registry.ts) and passed in. */
export type Registry = ReadonlyMap<string, Resource>;

/** A write resolves its string `refs` through the registry it is given. */
export type WriteContext = ResourceContext & { registry: Registry };

/** What an action or view gets: the transaction and who acts, plus the request as parsed. */
export type ActionContext = WriteContext & { req: Request; url: URL; def: Resource; body: unknown };
export type RowAction = (ctx: ActionContext, row: Row) => Promise<Response>;
export type CollectionAction = (ctx: ActionContext) => Promise<Response>;

/** How a resource says active and inactive (most: status 1/0; clients: 10/9). */
export type InactiveRule = { active: number; inactive: number };

export type Resource = Shape & {
  /** Collection path: /api/v1/{name}. */
  name: string;
  /** The spec's domain id, where it gives one. */
  domainId?: number;
  /** Create body; update accepts any part of it. Also the form's resolver. */
  input: z.ZodObject<z.ZodRawShape>;
  /** List columns, in order (API field names). */
  columns: string[];
  /** Fields `q` searches (case-insensitive substring). */
  search: string[];
  /** Fields `sort` accepts; `id` always. */
  sort: string[];
  /** Fields `filter[...]` accepts. */
  filter: string[];
  /** Foreign keys of the input: field -> collection whose record it must be, in this company. */
  refs?: Record<string, string>;
  /**
   * Fields unique within the company (text compared without letter case); a list is unique
   * together and its first field carries the error. The unique index is `{table}_{field}_key`.
   */
  unique?: (string | string[])[];
  nested?: Record<string, NestedWrite>;
  /** Terminology key of its label (singular, plural, article). */
  terminology: string;
  /** Permission section (spec section 6). */
  permission: string;
  features: {
    bookmarks?: boolean;
    inactive?: InactiveRule | false;
    announce?: boolean;
    /** Column naming the user who alone may see a record. */
    ownerPrivate?: string;
    /** Read-only through the API: no create, update or delete. */
    readOnly?: boolean;
    /** Whether creating a record notifies the company's administrators. */
    notifyOnCreate?: boolean;
  };
  /**
   * Replaces the generic insert for records that are documents of a domain module (a journal
   * is posted, not inserted); receives the validated input, answers the new row.
   */
  create?: (ctx: ResourceContext, input: Json) => Promise<Row>;
  /** Replaces the generic update likewise (a journal entry changes by reversal and re-posting). */
  update?: (ctx: ResourceContext, existing: Row, input: Json) => Promise<Row>;
  /** Why a record may not be deleted (a message), or nothing if it may. */
  deletable?: (ctx: ResourceContext, row: Row) => Promise<string | null>;
  /** Turns validated input into column values (hashing a password, making a key). */
  prepare?: (ctx: ResourceContext, input: Json, existing: Row | null) => Promise<Json> | Json;
  /** After a write, inside its transaction, with the validated input of a create or update. */
  afterWrite?: (ctx: ResourceContext, row: Row, op: 'create' | 'update' | 'delete', input?: Json) => Promise<void> | void;
  /** POST /{name}/{id}/{verb}. */
  actions?: Record<string, RowAction>;
  /** GET /{name}/{id}/{view}: reports on one record (an account's ledger). */
  views?: Record<string, RowAction>;
  /** POST /{name}/{verb}. */
  collectionActions?: Record<string, CollectionAction>;
};

export const ACTIVE_INACTIVE: InactiveRule = { active: 1, inactive: 0 };

/** Declares a resource; defaults: sortable and filterable as the list columns allow. */
export function defineResource(def: Omit<Resource, 'sort' | 'filter'> & Partial<Pick<Resource, 'sort' | 'filter'>>): Resource {
  return { sort: def.columns, filter: ['status'], ...def };
}
