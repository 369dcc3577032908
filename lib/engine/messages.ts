import type { z } from 'zod';
import en from '@/messages/en.json';

/**
 * The validation messages the API answers with, by code. A 422 item is `{field, message, code,
 * params}`: `message` is the English text (for API clients), `code` and `params` let the
 * workspace show it in the person's language (`errors.{code}` in messages/*.json, where
 * `{field}` becomes the field's translated label). A message without a code stays English.
 * The English is messages/en.json's `errors`, the words the workspace shows in English, so each
 * sentence is written once. The windows read the params' kinds from message-params.ts, which
 * keeps the catalogue out of their bundle.
 */
export const MESSAGES = en.errors;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;
export type Said = { message: string; code: MessageCode; params: MessageParams };

/** The English text of a message: `{name}` replaced by its param. */
export const english = (code: MessageCode, params: MessageParams = {}) => MESSAGES[code].replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));

export const say = (code: MessageCode, params: MessageParams = {}): Said => ({ message: english(code, params), code, params });

/**
 * A zod error map that says `code`: answers the English text and keeps the code and params on
 * the issue (zod copies an issue's own keys after asking its map), for fieldErrorsFromZod.
 */
export const zodSays =
  (code: MessageCode, params: MessageParams = {}) =>
  (issue: z.core.$ZodRawIssue) => {
    (issue as { params?: unknown }).params = { said: { code, params } };
    return english(code, params);
  };

/** A custom zod issue that says `code` (for ctx.addIssue). */
export const zodIssue = (code: MessageCode, params: MessageParams = {}) => ({ code: 'custom' as const, message: english(code, params), params: { said: { code, params } } });
