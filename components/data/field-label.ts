'use client';

import { useTranslations } from 'next-intl';

/**
 * A field's label in the person's language: the first of its label keys (`/meta` publishes
 * them, the resource's own `resources.{c}.fields.{name}` before the shared `fields.{name}`) that
 * has a translation, else the definition's label. Without keys, the shared key alone.
 */
export function useFieldLabel() {
  const t = useTranslations();
  return (name: string, fallback: string, keys: string[] = [`fields.${name}`]) => {
    const key = keys.find((k) => t.has(k));
    return key ? t(key) : fallback;
  };
}

/**
 * A choice's option label in the person's language: `resources.{c}.options.{field}.{code}`, then
 * the shared `options.{field}.{code}`, else the definition's label.
 */
export function useOptionLabel(collection: string) {
  const t = useTranslations();
  return (field: { name: string }, code: string, fallback: string) => {
    const key = [`resources.${collection}.options.${field.name}.${code}`, `options.${field.name}.${code}`].find((k) => t.has(k));
    return key ? t(key) : fallback;
  };
}
