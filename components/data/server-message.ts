'use client';

import { useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/engine/errors';
import type { MessageCode } from '@/lib/engine/messages';
import { DATE_PARAMS, MONEY_PARAMS, QUANTITY_PARAMS } from '@/lib/engine/message-params';
import { ApiFailure } from '@/components/base/api';
import { useFormats } from './formats';

/**
 * A 422 item in the person's language: its code's `errors.{code}` text, with `{field}` the
 * window's own label of the field and amounts, quantities and dates in the person's format; the English message
 * where the item has no code (or a code this build has no words for).
 */
export function useServerMessage() {
  const t = useTranslations('errors');
  const formats = useFormats();
  return (item: FieldError, label?: string) => {
    if (!item.code || !t.has(item.code)) return item.message;
    const params: Record<string, string | number> = { ...item.params };
    for (const [name, value] of Object.entries(params)) if (typeof value === 'number') params[name] = formats.number(value);
    for (const name of MONEY_PARAMS) if (typeof params[name] === 'string') params[name] = formats.amount(params[name] as string);
    for (const name of QUANTITY_PARAMS) if (typeof params[name] === 'string') params[name] = formats.decimal(params[name] as string);
    for (const name of DATE_PARAMS) if (typeof params[name] === 'string') params[name] = formats.isoDate(params[name] as string);
    if (label) params.field = label;
    return t(item.code, params);
  };
}

/**
 * What a failed call says to the person: its first 422 item, or a refusal's message code (a 403,
 * a 409), in their language; else the error's message.
 */
export function useFailureText() {
  const say = useServerMessage();
  return (error: unknown) => {
    if (error instanceof ApiFailure && error.items[0]) return say(error.items[0]);
    if (error instanceof ApiFailure && error.code) return say({ field: '_', message: error.message, code: error.code as MessageCode, params: error.params });
    return error instanceof Error ? error.message : String(error);
  };
}
