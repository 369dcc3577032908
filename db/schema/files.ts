import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { nameIndex, recordColumns, sameCompany, tenantColumn, tenantIndex, tenantKey } from './columns';
import { users } from './platform';
import { companyTypes } from './workspace';

/**
 * Drawers and folders (spec: Folder [-2], the Files window's hierarchy): a drawer (extension P)
 * stands at the top, folders (extension D) inside a drawer or another folder. The database keeps
 * a parent in its company (`sameCompany`).
 */
export const folders = pgTable(
  'folders',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    extension: text({ enum: ['P', 'D'] })
      .notNull()
      .default('D'),
    parentId: integer(),
  },
  (t) => [
    tenantKey('folders', t),
    nameIndex('folders', t),
    index('folders_parent_idx').on(t.companyId, t.parentId),
    sameCompany('folders_parent_fk', t, t.parentId, { companyId: t.companyId, id: t.id as AnyPgColumn }),
    check('folders_extension_check', sql`${t.extension} in ('P', 'D') and (${t.extension} = 'D') = (${t.parentId} is not null)`),
  ],
);

/**
 * Files (spec: File [169]): a document kept in the file store (lib/storage) under `storage_key`,
 * which the server makes and never shows. Its name is kept as given (never a path), its type is
 * the one its bytes say; it lies in a drawer or folder (`hierarchy_id`), may have a category (a
 * type of realm 1) and be linked to any record (`linked_to`, its collection, and `record_id`;
 * `domain_id` the spec's number of that collection, where it has one).
 */
export const files = pgTable(
  'files',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    extension: text().notNull().default(''),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storageKey: text().notNull(),
    hierarchyId: integer(),
    categoryId: integer().references(() => companyTypes.id, { onDelete: 'set null' }),
    date: date({ mode: 'string' }).notNull().default(sql`current_date`),
    domainId: integer(),
    recordId: integer(),
    /** The collection of the record it is linked to (`customers`): any collection, with or without a domain id of the spec. */
    linkedTo: text(),
    /** The words of a PDF or a text file, read by a job on the queue, for search (lib/modules/files/contents.ts). */
    textContent: text(),
    /** Where its image's thumbnail is kept, once a job made it (never shown). */
    thumbnailKey: text(),
    /** When its contents were read (the job of contents.ts ran on it, whatever it found): the backfill's mark. */
    contentsReadAt: timestamp({ withTimezone: true }),
    /** Its kind among an employee's documents (yearly, personnel, permanent) or a saved report (report): the filing cabinets' drawers. */
    kind: text(),
  },
  (t) => [
    tenantKey('files', t),
    nameIndex('files', t),
    index('files_hierarchy_idx').on(t.companyId, t.hierarchyId, t.id),
    index('files_record_idx').on(t.companyId, t.domainId, t.recordId),
    index('files_linked_idx').on(t.companyId, t.linkedTo, t.recordId),
    uniqueIndex('files_storage_key_key').on(t.storageKey),
    sameCompany('files_hierarchy_fk', t, t.hierarchyId, folders),
    check('files_size_check', sql`${t.size} > 0`),
    check('files_kind_check', sql`${t.kind} in ('yearly', 'personnel', 'permanent', 'report')`),
    index('files_unread_idx').on(t.companyId, t.id).where(sql`${t.contentsReadAt} is null`),
  ],
);

/** Comments on a file (spec `comments`; tasks expand `files.file.commentsCount`). */
export const fileComments = pgTable(
  'file_comments',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    fileId: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantIndex('file_comments', t), index('file_comments_file_idx').on(t.companyId, t.fileId, t.id), sameCompany('file_comments_file_fk', t, t.fileId, files).onDelete('cascade')],
);

/** Notepads (spec: Notepad: name, linked_to, last_modified): a text kept with every saved version. */
export const notepads = pgTable(
  'notepads',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    body: text().notNull().default(''),
    domainId: integer(),
    recordId: integer(),
    /** The number of its latest version (each save makes one). */
    version: integer().notNull().default(1),
  },
  (t) => [tenantKey('notepads', t), nameIndex('notepads', t)],
);

/** A notepad's versions (spec `notepad-version`, screen -51): what each save kept, numbered from 1. */
export const notepadVersions = pgTable(
  'notepad_versions',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    notepadId: integer().notNull(),
    number: integer().notNull(),
    displayName: text().notNull(),
    body: text().notNull(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantIndex('notepad_versions', t),
    uniqueIndex('notepad_versions_number_key').on(t.companyId, t.notepadId, t.number),
    sameCompany('notepad_versions_notepad_fk', t, t.notepadId, notepads).onDelete('cascade'),
  ],
);

/** Rich texts (spec: Text editor: data, domain): the headers and footers documents print. */
export const richTexts = pgTable(
  'rich_texts',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    data: text().notNull().default(''),
    /** 1 a header, 2 a footer. */
    domain: smallint().notNull().default(1),
  },
  (t) => [tenantIndex('rich_texts', t), nameIndex('rich_texts', t)],
);
