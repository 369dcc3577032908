import { eq } from 'drizzle-orm';
import { jsonb, text as textColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { mailSettings } from '@/db/schema';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import { collectionAction, type Json, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { email, flag, integer, password, text } from '@/lib/engine/fields';
import { env } from '@/lib/env';
import { escapeHtml } from '@/lib/mail/merge';
import { seal } from '@/lib/mail/seal';
import { mailFailure, sendMail } from '@/lib/mail/transport';

/** A sender: an address, or a name with it (`Billing <billing@acme.test>`). */
const SENDER = /^(?:[^<>@]*<\s*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/** What `PUT /mail-settings` takes (any part of it) and the form shows. The password is written, never read back. */
const mailSettingsInput = z.object({
  host: text('SMTP server'),
  port: integer('Port', { min: 1, max: 65535 }),
  secure: flag('TLS from the start (SMTPS, port 465)'),
  username: text('User name'),
  password: password('Password', { min: 1, required: false }),
  from_address: text('From address'),
});

const NAMES = ['host', 'port', 'secure', 'username', 'password_set', 'from_address'] as const;

/** The company's mail server as the API shows it: its password only as set (1) or not (0). Before it is made, all empty (the platform's server sends). */
async function readMailSettings(ctx: ResourceContext): Promise<Json> {
  const [row] = await ctx.tx.select().from(mailSettings).where(eq(mailSettings.companyId, ctx.company.id));
  return {
    host: row?.host ?? null,
    port: row?.port ?? null,
    secure: row?.secure ? 1 : 0,
    username: row?.username ?? null,
    password: null,
    password_set: row?.passwordSealed ? 1 : 0,
    from_address: row?.fromAddress ?? null,
  };
}

/** PUT /mail-settings: changes any of them (administrators), sealing a new password; the row is made on first use. */
async function updateMailSettings(ctx: WriteContext, body: unknown): Promise<Json> {
  const parsed = mailSettingsInput.partial().safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const input = parsed.data;
  if (input.from_address && !SENDER.test(input.from_address)) throw ValidationError.field('from_address', say('mailFromAddress', { example: 'Billing <billing@example.com>' }));
  if (input.password && !env().MAIL_SECRET_KEY) throw ValidationError.field('password', say('mailNoSecretKey'));
  if (input.host && /[\s/:]/.test(input.host)) throw ValidationError.field('host', say('mailHostName'));
  const values = {
    ...(input.host !== undefined && { host: input.host }),
    ...(input.port !== undefined && { port: input.port }),
    ...(input.secure !== undefined && input.secure !== null && { secure: input.secure === 1 }),
    ...(input.username !== undefined && { username: input.username }),
    ...(input.password && { passwordSealed: seal(input.password) }),
    ...(input.from_address !== undefined && { fromAddress: input.from_address }),
    updatedAt: new Date(),
  };
  await ctx.tx
    .insert(mailSettings)
    .values({ companyId: ctx.company.id, ...values })
    .onConflictDoUpdate({ target: mailSettings.companyId, set: values });
  return readMailSettings(ctx);
}

/**
 * Mail settings (Email Manager's settings, gem 201): the company's own SMTP server — host, port,
 * TLS, user, password (sealed with MAIL_SECRET_KEY, never shown back: only whether one is set) and
 * from address. Without a server of its own the platform's (SMTP_URL) sends. Read by any user,
 * changed by administrators (`settings`); `POST /mail-settings/test` sends a test e-mail.
 */
export const mailSettingsResource = defineCatalogue({
  name: 'mail-settings',
  table: catalogueTable('mail_settings_view', { name: textColumn().notNull(), value: jsonb().$type<string | number | null>() }),
  columns: ['name', 'value'],
  titleField: 'name',
  search: ['name'],
  sort: ['name'],
  filter: ['name'],
  terminology: 'mail_settings',
  permission: 'settings',
  singleton: { input: mailSettingsInput, read: readMailSettings, update: updateMailSettings },
  rows: async (ctx) => {
    const settings = await readMailSettings(ctx);
    return NAMES.map((name, i) => ({ id: i + 1, name, value: (settings[name] ?? null) as string | number | null }));
  },
  collectionActions: {
    /**
     * POST /mail-settings/test: a test e-mail, sent at once (not queued: the person setting up the
     * server wants its answer now) through the same transport the queue uses, to the acting user
     * unless `to` says otherwise; a refusal is a 422 with the server's words.
     */
    test: collectionAction({
      input: z.object({ to: email('Send to') }),
      async run(ctx, body) {
        const [server] = await ctx.tx.select().from(mailSettings).where(eq(mailSettings.companyId, ctx.company.id));
        const to = body.to ?? ctx.user.email;
        try {
          await sendMail(server ?? null, {
            to,
            subject: `Test e-mail from ${ctx.company.name}`,
            text: `This is a test e-mail sent by ${ctx.user.displayName} from ${ctx.company.name}'s mail settings. Mail reaches its recipients this way.`,
            html: `<p>This is a test e-mail sent by ${escapeHtml(ctx.user.displayName)} from ${escapeHtml(ctx.company.name)}'s mail settings. Mail reaches its recipients this way.</p>`,
          });
        } catch (error) {
          throw ValidationError.field('host', say('mailTestFailed', { reason: mailFailure(error) }));
        }
        return { data: { sent: true, to } };
      },
    }),
  },
});
