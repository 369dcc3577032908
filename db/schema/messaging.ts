import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameIndex, recordColumns, tenantColumn, tenantIndex } from './columns';

/** A company's own SMTP server (lib/mail); without one the platform's (SMTP_URL) sends. The password is sealed (MAIL_SECRET_KEY). */
export const mailSettings = pgTable(
  'mail_settings',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    host: text(),
    port: integer(),
    secure: boolean().notNull().default(false),
    username: text(),
    passwordSealed: text(),
    fromAddress: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_settings_company_key').on(t.companyId)],
);

/** Email templates: a subject and body with merge fields ({{customer_name}}...). */
export const emailTemplates = pgTable(
  'email_templates',
  { ...recordColumns(), displayName: text().notNull(), subject: text().notNull(), body: text().notNull().default('') },
  (t) => [tenantIndex('email_templates', t), nameIndex('email_templates', t)],
);

/** Email signatures: the active one of the user sending ends their e-mails. */
export const emailSignatures = pgTable(
  'email_signatures',
  { ...recordColumns(), displayName: text().notNull(), body: text().notNull().default('') },
  (t) => [tenantIndex('email_signatures', t), nameIndex('email_signatures', t)],
);

/** Composed e-mails to people of the company's contacts: sent now (no schedule_time) or at that time. */
export const emails = pgTable(
  'emails',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    subject: text().notNull(),
    body: text().notNull().default(''),
    templateId: integer(),
    customerIds: jsonb().$type<number[]>().notNull().default([]),
    toEmails: text(),
    scheduleTime: timestamp({ withTimezone: true }),
    /** 0 Pending (Queued), 1 Sent, 2 Declined (spec section 4). */
    isSent: smallint().notNull().default(0),
  },
  (t) => [tenantIndex('emails', t), nameIndex('emails', t)],
);

/** E-mail blasts (gem 119): one template sent to everyone of an audience (active customers, prospects...), paced by the company's rate. */
export const emailBlasts = pgTable(
  'email_blasts',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    templateId: integer().notNull(),
    /** Who receives it: customers, prospects, vendors, employees or contacts (their active records with an address). */
    audience: text().notNull(),
    /** How many were queued, and how many were left out for having asked for no bulk mail. */
    recipients: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
  },
  (t) => [tenantIndex('email_blasts', t), nameIndex('email_blasts', t)],
);

/** Addresses that asked (by a blast's unsubscribe link) for no more bulk mail from the company: later blasts skip them. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_opt_outs_email_key').on(t.companyId, sql`lower(${t.email})`)],
);

/** One e-mail to one address, sent by the queue: Pending (Queued), Sent, or Declined with the server's reason. */
export const sentEmails = pgTable(
  'sent_emails',
  {
    ...recordColumns(),
    emailId: integer().references(() => emails.id, { onDelete: 'set null' }),
    /** The blast it is one of, if any. */
    blastId: integer().references(() => emailBlasts.id, { onDelete: 'set null' }),
    toEmail: text().notNull(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    bodyHtml: text().notNull(),
    /** What to attach when sending (an invoice's PDF): kinds the mail job knows. */
    attachments: jsonb().$type<{ kind: string; id: number }[]>().notNull().default([]),
    isSent: smallint().notNull().default(0),
    reason: text(),
    sendAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [tenantIndex('sent_emails', t)],
);

/** Message templates (screen 211): a subject and body a message starts from. */
export const messageTemplates = pgTable(
  'message_templates',
  { ...recordColumns(), displayName: text().notNull(), subject: text().notNull().default(''), body: text().notNull().default('') },
  (t) => [tenantIndex('message_templates', t), nameIndex('message_templates', t)],
);

/** Messages [-3]: internal, from one user of the company (created_by) to another; seen by those two only. */
export const messages = pgTable(
  'messages',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    body: text().notNull().default(''),
    toUserId: integer().notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [tenantIndex('messages', t), index('messages_to_user_idx').on(t.companyId, t.toUserId, t.id)],
);
