import type { FieldDescription } from './describe';

/** What a list column needs of a field: its name and kind as `/meta` publishes them. */
export type CellField = Pick<FieldDescription, 'name' | 'kind' | 'options' | 'title_field' | 'expand' | 'empty'>;

/** A cell's value: the row's field, or for a custom field (`custom.<id>`) its value in the row's `custom`. */
export const cellValue = (field: Pick<CellField, 'name'>, row: Record<string, unknown>): unknown =>
  field.name.startsWith('custom.') ? (row.custom as Record<string, unknown> | undefined)?.[field.name.slice('custom.'.length)] : row[field.name];

/** The relations a list asks for so that its reference columns show titles: those the resource can expand. */
export const expandsFor = (fields: CellField[], expandable: string[]) => [
  ...new Set(fields.flatMap((f) => (f.kind === 'ref' && f.expand && expandable.includes(f.expand) ? [f.expand] : []))),
];

/** A reference cell's title: from the record its relation carries (or the title itself, for a value relation), else `#id`. */
export function refTitle(field: CellField, row: Record<string, unknown>): string {
  const value = row[field.name];
  const related = field.expand ? row[field.expand] : undefined;
  if (typeof related === 'string' && related) return related;
  if (related && typeof related === 'object' && field.title_field) {
    const title = (related as Record<string, unknown>)[field.title_field];
    if (title !== null && title !== undefined && title !== '') return String(title);
  }
  return value === null || value === undefined ? '' : `#${value}`;
}
