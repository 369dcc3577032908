import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@/db/schema';
import { forgetUser } from '@/lib/auth/principal';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { choice, textChoice } from '@/lib/engine/fields';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { ACCENTS } from './themes';

/** A person's look and feel: light, dark or as the system, and one of the 58 colour themes. */
export const lookAndFeelInput = z.object({
  theme_mode: textChoice('Theme', { system: 'As the system', light: 'Light', dark: 'Dark' }),
  theme_accent: choice('Colour theme', Object.fromEntries(ACCENTS.map(([v, en]) => [v, en]))),
});

export const lookAndFeelOf = (user: Pick<SessionUser, 'themeMode' | 'themeAccent'>) => ({ theme_mode: user.themeMode, theme_accent: user.themeAccent });

/** Keeps the person's choice (only what is given changes); answers it. */
export async function saveLookAndFeel(user: SessionUser, body: unknown) {
  const parsed = lookAndFeelInput.partial().safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const next = { themeMode: parsed.data.theme_mode ?? user.themeMode, themeAccent: parsed.data.theme_accent ?? user.themeAccent };
  await withTenant(user.companyId, (tx) => tx.update(users).set(next).where(eq(users.id, user.id)));
  forgetUser(user);
  return lookAndFeelOf(next);
}
