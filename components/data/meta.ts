'use client';

import type { ActionDescription, FieldDescription } from '@/lib/engine/describe';
import type { Right } from '@/lib/engine/rights';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/components/base/api';
import { metaKey } from './changes';

/** What GET /api/v1/{c}/meta answers (lib/resources/describe.ts). */
export type ResourceMeta = {
  name: string;
  domain_id: number | null;
  terminology: string;
  /** The field that names a record of this collection (what a reference to it shows). */
  title_field: string | null;
  columns: string[];
  /** The list columns with their kinds, label keys and, for a reference, the relation to expand. */
  column_fields: FieldDescription[];
  filter_fields: FieldDescription[];
  sort: string[];
  filter: string[];
  searchable: boolean;
  expand: string[];
  features: { bookmarks: boolean; inactive: { active: number; inactive: number } | null; announce: boolean; secure: boolean; read_only: boolean; unchangeable: boolean; deletable: boolean; singleton: boolean };
  /** The actions this user may run (the others are left out), each with the collections it changes. */
  actions: ActionDescription[];
  /** The collections a save or delete of one of its records changes, itself first (lib/engine/changes.ts). */
  changes: string[];
  /** What this user may do in the resource's permission section. */
  can: Right[];
  views: string[];
  /** Views answering a file, opened as links (for a record whose `needs` field holds a value). */
  file_views: { name: string; needs: string | null }[];
  /** The kinds its records' files are filed by (an employee's documents), offered on a record's Files tab. */
  file_kinds: string[];
  /** The collection of comments on its records and the field naming the record (a task's `task-comments`), or null. */
  comments: { collection: string; field: string } | null;
  /** Buttons opening a new record of `collection` with fields filled from the row's (`fill`: field -> row field). */
  form_links: { name: string; collection: string; fill: Record<string, string>; when: Record<string, unknown[]> }[];
  /** Row actions opening the generic list of `collection`'s records whose `field` names the row (a batch's items). */
  list_links: { name: string; collection: string; field: string }[];
  fields: FieldDescription[];
  /** The company's own fields, one section each: named `custom.<id>`, their values in the record's `custom`. */
  custom_fieldsets?: { id: number; display_name: string; fields: FieldDescription[] }[];
};

/** A resource's `/meta`, read once per page. */
export const metaQuery = (collection: string) => ({ queryKey: metaKey(collection), queryFn: () => apiFetch<ResourceMeta>(`${collection}/meta`), staleTime: Infinity, gcTime: Infinity });

/** A resource's metadata, loaded once per page (the data layer's cache). */
export function useResourceMeta(name: string): ResourceMeta | null {
  return useQuery(metaQuery(name)).data ?? null;
}
