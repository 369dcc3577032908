import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@/db/schema';
import { forgetUser } from '@/lib/auth/principal';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { choice, text, textChoice } from '@/lib/engine/fields';
import { isKnownZone } from '@/lib/time-zones';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { ACCENTS } from './themes';

/**
 * A person's look and feel: light, dark or as the system, one of the 58 colour themes, and their
 * own time zone (an IANA name; empty or null: the company's).
 */
export const lookAndFeelInput = z.object({
  theme_mode: textChoice('Theme', { system: 'As the system', light: 'Light', dark: 'Dark' }),
  theme_accent: choice('Colour theme', Object.fromEntries(ACCENTS.map(([v, en]) => [v, en]))),
  time_zone: text('Time zone', { max: 64 }),
});

type Chosen = Pick<SessionUser, 'themeMode' | 'themeAccent' | 'timeZone'>;

export const lookAndFeelOf = (user: Chosen) => ({ theme_mode: user.themeMode, theme_accent: user.themeAccent, time_zone: user.timeZone });

/** The time zone asked for: null for none (the company's), else a known IANA name (422 on `time_zone` otherwise). */
function zoneAsked(given: string | null | undefined, current: string | null): string | null {
  if (given === undefined) return current;
  if (given === null || given === '') return null;
  if (!isKnownZone(given)) throw ValidationError.field('time_zone', say('notTimeZone', { value: given, example: 'Europe/Madrid' }));
  return given;
}

/** Keeps the person's choice (only what is given changes); answers it. */
export async function saveLookAndFeel(user: SessionUser, body: unknown) {
  const parsed = lookAndFeelInput.partial().safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const next: Chosen = { themeMode: parsed.data.theme_mode ?? user.themeMode, themeAccent: parsed.data.theme_accent ?? user.themeAccent, timeZone: zoneAsked(parsed.data.time_zone, user.timeZone) };
  await withTenant(user.companyId, (tx) => tx.update(users).set(next).where(eq(users.id, user.id)));
  forgetUser(user);
  return lookAndFeelOf(next);
}
