import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { companyLogs } from '@/db/schema';
import { catalogueOf } from '@/lib/engine/catalogue';
import type { Json, Resource, WriteContext } from '@/lib/engine/define';
import { describeField, labelKeys, type FieldDescription } from '@/lib/engine/describe';
import { columnOf } from '@/lib/engine/naming';
import { reachable } from '@/lib/engine/reach';
import { userName } from '@/lib/engine/relations';
import { asLocale, formatDate, formatDecimal, formatInstant, formatMoney, type Locale } from '@/lib/format';
import { moneyStyleOf } from '@/lib/settings/company-settings';
import { defaultTerms } from '@/lib/terminology/defaults';
import { companyRenames } from '@/lib/terminology/labels';
import { timeZoneName, zoneOf } from '@/lib/time-zones';
import { labelIn, openTranslatorOf, translatorOf } from '@/lib/translator';

type Log = typeof companyLogs.$inferSelect;
type Change = [unknown, unknown];

const ACTIONS = new Set(['create', 'update', 'delete', 'inactivate', 'activate', 'convert', 'reverse', 'import']);
const LONGEST = 60;

/** A word inside a sentence: lower case, unless it is written in capitals (an acronym, "ZIP code"). */
const inSentence = (word: string) => (word.length > 1 && word[1] === word[1].toLowerCase() ? word[0].toLowerCase() + word.slice(1) : word);
const empty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The company log as sentences in the reader's language (`summary` of each entry): "Dana changed
 * the invoice 1042's due date from 06/10/2026 to 07/10/2026." The record is named by its term
 * (the company's own word) and its title; each changed field by its label, its values by their
 * kind as the windows show them — money and dates in the reader's and the company's formats,
 * flags Yes/No, a choice by its label, a reference by its record's title. Titles are read for a
 * whole page, one query per collection, through each collection's reach: a record the reader may
 * not see is named by its term alone, a reference to one by its field alone.
 */
export async function logSentences(ctx: WriteContext, rows: (Log & { id: number })[]): Promise<Map<number, Json>> {
  if (!rows.length) return new Map();
  const locale: Locale = asLocale(ctx.user.locale);
  const labels = translatorOf(locale);
  const open = openTranslatorOf(locale);
  const t = (key: string, params: Record<string, string | number> = {}) => open(`companyLog.${key}`, params);
  const terms = { ...defaultTerms()[locale], ...(await companyRenames(ctx.company.id, locale, ctx.tx)) };
  const money = moneyStyleOf(ctx.company);
  const zone = timeZoneName(zoneOf(ctx.company.settings));
  const who = await userName('userId').load(ctx, rows);

  // Each entry's changed fields as `/meta` describes them, and the records whose titles it names.
  const described = new Map<string, FieldDescription | null>();
  const fieldOf = (def: Resource, name: string) => {
    const key = `${def.name}.${name}`;
    if (!described.has(key)) described.set(key, columnOf(def.table, name) || def.kinds?.[name] || def.input.shape[name] ? describeField(def, name, ctx.registry) : null);
    return described.get(key)!;
  };
  const wanted = new Map<string, Set<number>>();
  const want = (collection: string | undefined, id: unknown) => {
    if (collection && typeof id === 'number') wanted.set(collection, (wanted.get(collection) ?? new Set()).add(id));
  };
  for (const row of rows) {
    const def = ctx.registry.get(row.collection);
    if (!def) continue;
    want(def.name, row.recordId);
    for (const [name, values] of Object.entries(row.changes ?? {})) {
      const field = fieldOf(def, name);
      if (field?.kind === 'ref') for (const v of values) want(field.collection, v);
    }
  }
  const titles = await readTitles(ctx, wanted);
  await keptTitles(ctx, rows, titles);
  const titleOf = (collection: string | undefined, id: unknown) => (collection && typeof id === 'number' ? titles.get(collection)?.get(id) : undefined);

  const valueOf = (def: Resource, field: FieldDescription, v: unknown): string | null => {
    if (typeof v === 'object' && v !== null) return null;
    switch (field.kind) {
      case 'money':
        return formatMoney(String(v), locale, money);
      case 'decimal':
        return formatDecimal(String(v), locale);
      case 'date':
        return typeof v === 'number' ? formatDate(v, locale) : String(v);
      case 'datetime':
        return typeof v === 'number' ? formatInstant(v, locale, zone, true) : String(v);
      case 'flag':
        return labels(v === true || v === 1 || v === '1' ? 'list.yes' : 'list.no');
      case 'choice': {
        const code = String(v);
        const key = [`resources.${def.name}.options.${field.name}.${code}`, `options.${field.name}.${code}`].find((k) => open.has(k));
        return key ? open(key) : (new Map(Object.entries(field.options ?? {})).get(code) ?? code);
      }
      case 'ref':
        return titleOf(field.collection, v) ?? null;
      default: {
        const text = String(v);
        return t('quoted', { text: text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text });
      }
    }
  };
  const labelOf = (def: Resource, name: string, field: FieldDescription | null) => {
    return inSentence(labelIn(labels, field ?? { label: name.replace(/_/g, ' '), label_keys: labelKeys({ collection: def.name }, name) }));
  };
  const changeOf = (def: Resource, name: string, [before, after]: Change) => {
    const field = fieldOf(def, name);
    const label = labelOf(def, name, field);
    if (!field) return t('change.bare', { field: label });
    const [from, to] = [before, after].map((v) => (empty(v) ? null : valueOf(def, field, v)));
    // A value that cannot be said (a set of lines, a record the reader may not see): the field alone.
    if ((!empty(before) && from === null) || (!empty(after) && to === null)) return t('change.bare', { field: label });
    if (from === null) return t('change.set', { field: label, after: to! });
    if (to === null) return t('change.cleared', { field: label, before: from });
    return t('change.full', { field: label, before: from, after: to });
  };
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });

  return new Map(
    rows.map((row) => {
      const def = ctx.registry.get(row.collection);
      const name = who.get(row.id);
      const person = typeof name === 'string' ? name : t('someone');
      const term = def ? terms[def.terminology] : undefined;
      const noun = inSentence(term?.singular ?? row.collection);
      // Spanish says "la factura", "el cliente": the term's indefinite article tells which.
      const gender = term?.article.startsWith('una') ? 'feminine' : 'masculine';
      const title = titleOf(def?.name, row.recordId);
      const record = title ? t('record', { term: noun, title, gender }) : t('untitled', { term: noun, gender });
      const action = ACTIONS.has(row.action) ? row.action : 'other';
      const changes = def ? Object.entries(row.changes ?? {}).filter(([name]) => name !== def.titleField || row.action === 'update') : [];
      const said = list.format(changes.map(([name, values]) => changeOf(def!, name, values)));
      const count = Number(row.changes?.records?.[1] ?? 0);
      const plural = inSentence(term?.plural ?? row.collection);
      const summary =
        action === 'update' && said ? t('actions.update', { who: person, record, changes: said }) : t(`actions.${action === 'update' ? 'touched' : action}`, { who: person, record, count, plural, action: row.action });
      return [row.id, { summary }];
    }),
  );
}

/** The titles of the records of each collection the reader reaches: one query per collection. */
async function readTitles(ctx: WriteContext, wanted: Map<string, Set<number>>): Promise<Map<string, Map<number, string>>> {
  const titles = new Map<string, Map<number, string>>();
  for (const [collection, ids] of wanted) {
    const def = ctx.registry.get(collection);
    const column = def?.titleField && !catalogueOf(def) ? columnOf(def.table, def.titleField) : undefined;
    if (!def || !column) continue;
    const found = await ctx.tx
      .select({ id: def.table.id, title: column })
      .from(def.table)
      .where(and(...reachable(def, ctx), inArray(def.table.id, [...ids])));
    titles.set(collection, new Map(found.flatMap((r) => (r.title === null || r.title === '' ? [] : [[Number(r.id), String(r.title)] as const]))));
  }
  return titles;
}

/**
 * The titles of records no longer there (deleted), as the log kept them: a record's create and
 * delete entries keep its title field. One query for the page; only records whose entries the
 * reader reads (the log's own scope) are asked for.
 */
async function keptTitles(ctx: WriteContext, rows: Log[], titles: Map<string, Map<number, string>>) {
  const gone = rows.filter((r) => {
    const def = ctx.registry.get(r.collection);
    return def?.titleField && !titles.get(r.collection)?.has(r.recordId);
  });
  if (!gone.length) return;
  const kept = await ctx.tx
    .select({ collection: companyLogs.collection, recordId: companyLogs.recordId, changes: companyLogs.changes })
    .from(companyLogs)
    .where(
      and(
        eq(companyLogs.companyId, ctx.company.id),
        inArray(companyLogs.action, ['create', 'delete']),
        or(...gone.map((r) => and(eq(companyLogs.collection, r.collection), eq(companyLogs.recordId, r.recordId)))),
      ),
    )
    .orderBy(sql`${companyLogs.id} desc`);
  for (const entry of kept) {
    const field = ctx.registry.get(entry.collection)!.titleField!;
    const title = entry.changes?.[field]?.find((v) => typeof v === 'string' || typeof v === 'number');
    const known = titles.get(entry.collection) ?? new Map<number, string>();
    if (title !== undefined && !known.has(entry.recordId)) titles.set(entry.collection, known.set(entry.recordId, String(title)));
  }
}
