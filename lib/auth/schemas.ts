import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';
import { zodSays } from '@/lib/engine/messages';
import { isReservedSlug, SLUG_PATTERN } from '@/lib/tenant/host';

const email = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .toLowerCase()
  .max(256, { error: zodSays('tooLong', { field: 'E-mail', max: 256 }) })
  .pipe(z.email({ error: zodSays('email', { field: 'E-mail' }) }));

const password = z
  .string({ error: 'Password is required.' })
  .min(8, { error: zodSays('tooShort', { field: 'Password', min: 8 }) })
  .max(256, { error: zodSays('tooLong', { field: 'Password', max: 256 }) });

const displayName = z
  .string({ error: 'Display name is required.' })
  .trim()
  .min(1, { error: zodSays('blank', { field: 'Display name' }) })
  .max(256, { error: zodSays('tooLong', { field: 'Display name', max: 256 }) });

export const loginInput = z.object({
  email: z.string({ error: 'E-mail is required.' }).trim().toLowerCase().min(1, { error: 'E-mail cannot be blank.' }).max(256),
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password cannot be blank.' }).max(256),
  /** The second factor of a user who turned it on: a TOTP code or a recovery code. */
  code: z.string().trim().max(32).optional().transform((v) => v || undefined),
});

/** Sign-up on a company's own host: a new user who waits for an admin to activate them. */
export const signupUserInput = z.object({ display_name: displayName, email, password });

/** Sign-up at the root domain: a new company with its active owner. */
export const signupCompanyInput = signupUserInput.extend({
  company_name: z
    .string({ error: 'Company name is required.' })
    .trim()
    .min(1, { error: zodSays('blank', { field: 'Company name' }) })
    .max(256, { error: zodSays('tooLong', { field: 'Company name', max: 256 }) }),
  slug: z
    .string({ error: 'Subdomain is required.' })
    .trim()
    .toLowerCase()
    .regex(SLUG_PATTERN, { error: zodSays('subdomain', { field: 'Subdomain' }) })
    .refine((slug) => !isReservedSlug(slug), { error: zodSays('subdomainReserved') }),
  /** The company's language (the sign-up page's, where not given): what it starts with is named in it, and its owner speaks it. */
  language: z.enum(LOCALES).optional(),
});

export type LoginInput = z.infer<typeof loginInput>;
export type SignupUserInput = z.infer<typeof signupUserInput>;
export type SignupCompanyInput = z.infer<typeof signupCompanyInput>;
