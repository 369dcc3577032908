import { z } from 'zod';
import { isReservedSlug, SLUG_PATTERN } from '@/lib/tenant/host';

const email = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .toLowerCase()
  .max(256, { error: 'E-mail should contain at most 256 characters.' })
  .pipe(z.email({ error: 'E-mail is not a valid email address.' }));

const password = z
  .string({ error: 'Password is required.' })
  .min(8, { error: 'Password should contain at least 8 characters.' })
  .max(256, { error: 'Password should contain at most 256 characters.' });

const displayName = z
  .string({ error: 'Display name is required.' })
  .trim()
  .min(1, { error: 'Display name cannot be blank.' })
  .max(256, { error: 'Display name should contain at most 256 characters.' });

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
    .min(1, { error: 'Company name cannot be blank.' })
    .max(256, { error: 'Company name should contain at most 256 characters.' }),
  slug: z
    .string({ error: 'Subdomain is required.' })
    .trim()
    .toLowerCase()
    .regex(SLUG_PATTERN, {
      error: 'Subdomain must be 3 to 40 lowercase letters, digits or hyphens, and start and end with a letter or digit.',
    })
    .refine((slug) => !isReservedSlug(slug), { error: 'This subdomain is reserved.' }),
});

export type LoginInput = z.infer<typeof loginInput>;
export type SignupUserInput = z.infer<typeof signupUserInput>;
export type SignupCompanyInput = z.infer<typeof signupCompanyInput>;
