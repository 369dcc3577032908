'use client';

import { useEffect, useState } from 'react';
import type { ActionDescription, FieldDescription } from '@/lib/engine/describe';
import type { Right } from '@/lib/engine/rights';
import { apiFetch } from '@/components/workspace/api';

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
  features: { bookmarks: boolean; inactive: { active: number; inactive: number } | null; announce: boolean; secure: boolean; read_only: boolean; unchangeable: boolean; singleton: boolean };
  /** The actions this user may run (the others are left out). */
  actions: ActionDescription[];
  /** What this user may do in the resource's permission section. */
  can: Right[];
  views: string[];
  /** Views answering a file, opened as links (for a record whose `needs` field holds a value). */
  file_views: { name: string; needs: string | null }[];
  /** Buttons opening a new record of `collection` with fields filled from the row's (`fill`: field -> row field). */
  form_links: { name: string; collection: string; fill: Record<string, string>; when: Record<string, unknown[]> }[];
  fields: FieldDescription[];
  /** The company's own fields, one section each: named `custom.<id>`, their values in the record's `custom`. */
  custom_fieldsets?: { id: number; display_name: string; fields: FieldDescription[] }[];
};

const cache = new Map<string, Promise<ResourceMeta>>();

/** A resource's metadata, loaded once per page. */
export function useResourceMeta(name: string): ResourceMeta | null {
  const [meta, setMeta] = useState<ResourceMeta | null>(null);
  useEffect(() => {
    if (!cache.has(name)) cache.set(name, apiFetch<ResourceMeta>(`${name}/meta`));
    cache.get(name)!.then(setMeta, () => cache.delete(name));
  }, [name]);
  return meta;
}

/** Tells every open window that a collection changed, so its lists reload. */
export const announceChange = (collection: string) => window.dispatchEvent(new CustomEvent('ws:changed', { detail: collection }));

export function useChanges(collection: string | readonly string[], reload: () => void) {
  // One key for the set, so that a list given anew each render does not listen anew.
  const key = typeof collection === 'string' ? collection : collection.join(',');
  useEffect(() => {
    const names = new Set(key.split(','));
    const onChange = (e: Event) => names.has((e as CustomEvent<string>).detail) && reload();
    window.addEventListener('ws:changed', onChange);
    return () => window.removeEventListener('ws:changed', onChange);
  }, [key, reload]);
}
