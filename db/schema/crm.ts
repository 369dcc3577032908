import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customIndex, customValues, money, nameIndex, recordColumns, tenantColumn, tenantIndex } from './columns';
import { users } from './platform';

/** Customers [34]. `balance` is kept by the ledger (what they owe), never written by the form. */
export const customers = pgTable(
  'customers',
  {
    ...recordColumns(), ...customValues(),
    displayName: text().notNull(),
    accountNumber: text(),
    contact: text(),
    primaryNumber: text(),
    email: text(),
    website: text(),
    since: date(),
    balance: money().notNull().default('0'),
    creditLimit: money(),
    notes: text(),
    /** The language its documents print in (en, es); none prints in the company's. */
    language: text(),
  },
  (t) => [
    tenantIndex('customers', t), customIndex('customers', t),
    nameIndex('customers', t),
    uniqueIndex('customers_account_number_key').on(t.companyId, sql`lower(${t.accountNumber})`),
  ],
);

/** A customer's negotiated rates (expand `rates`). */
export const customerRates = pgTable(
  'customer_rates',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    displayName: text().notNull(),
    rate: money().notNull(),
  },
  (t) => [index('customer_rates_customer_idx').on(t.companyId, t.customerId)],
);

/** Clients: people given a login link to the company (status codes 8-15 of spec section 4). */
export const clients = pgTable(
  'clients',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    email: text(),
    slug: text().notNull(),
    authKey: text().notNull(),
    /** The customer whose invoices this client sees in the portal (none: the portal shows none). */
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    tenantIndex('clients', t),
    nameIndex('clients', t),
    uniqueIndex('clients_slug_key').on(t.companyId, t.slug),
    uniqueIndex('clients_auth_key_key').on(t.authKey),
  ],
);

/** Employees [17], with the payroll label fields of spec section 3. */
export const employees = pgTable(
  'employees',
  {
    ...recordColumns(), ...customValues(),
    displayName: text().notNull(),
    firstName: text(),
    middleName: text(),
    lastName: text(),
    surName: text(),
    notificationEmail: text(),
    employeeNumber: text(),
    birthdate: date(),
    hireDate: date(),
    /** The last day worked: a salary is paid for the part of a pay period up to it (none: still employed). */
    terminationDate: date(),
    /** 1 single, 2 married (one income), 3 married (two incomes), 4 married using the single rate, 5 married using the higher single rate. */
    maritalStatus: smallint(),
    allowances: integer(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    tenantIndex('employees', t), customIndex('employees', t),
    nameIndex('employees', t),
    uniqueIndex('employees_employee_number_key').on(t.companyId, sql`lower(${t.employeeNumber})`),
  ],
);

/** Where an employee's pay goes (expand `directDeposit`). */
export const employeeDirectDeposits = pgTable(
  'employee_direct_deposits',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    bankName: text().notNull(),
    routingNumber: text().notNull(),
    accountNumber: text().notNull(),
    accountType: text().notNull().default('checking'),
    /** Part of the net pay: a fixed amount, or a percentage, or (both empty) the remainder. */
    amount: money(),
    percent: money(),
  },
  (t) => [index('employee_direct_deposits_employee_idx').on(t.companyId, t.employeeId)],
);

/** Vendors [18]. `balance` is kept by payables (what the company owes them). */
export const vendors = pgTable(
  'vendors',
  {
    ...recordColumns(), ...customValues(),
    displayName: text().notNull(),
    primaryPhone: text(),
    email: text(),
    accountSince: date(),
    accountNumber: text(),
    legalName: text(),
    federalEin: text(),
    balance: money().notNull().default('0'),
    notes: text(),
  },
  (t) => [tenantIndex('vendors', t), customIndex('vendors', t), nameIndex('vendors', t)],
);

const contactCard = () => ({
  displayName: text().notNull(),
  number: text(),
  contact: text(),
  phone: text(),
  fax: text(),
  email: text(),
  notes: text(),
});

/** Prospects [145]; `convertedCustomerId` is set once, when converted to a customer. */
export const prospects = pgTable(
  'prospects',
  {
    ...recordColumns(), ...customValues(),
    ...contactCard(),
    convertedCustomerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    convertedAt: timestamp({ withTimezone: true }),
  },
  (t) => [tenantIndex('prospects', t), customIndex('prospects', t), nameIndex('prospects', t)],
);

/** Other contacts [148]. */
export const otherContacts = pgTable('other_contacts', { ...recordColumns(), ...customValues(), ...contactCard() }, (t) => [
  tenantIndex('other_contacts', t), customIndex('other_contacts', t),
  nameIndex('other_contacts', t),
]);

/** Private contacts [149]: seen only by the user who owns them. */
export const privateContacts = pgTable(
  'private_contacts',
  {
    ...recordColumns(),
    ...contactCard(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [tenantIndex('private_contacts', t), index('private_contacts_owner_idx').on(t.companyId, t.ownerId, t.id)],
);

/** Opportunities [146]: a possible sale to a prospect or customer. */
export const opportunities = pgTable(
  'opportunities',
  {
    ...recordColumns(), ...customValues(),
    displayName: text().notNull(),
    prospectId: integer().references(() => prospects.id, { onDelete: 'set null' }),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    amount: money(),
    probability: smallint(),
    /** 1 Qualification, 2 Proposal, 3 Negotiation, 4 Won, 5 Lost. */
    stage: smallint().notNull().default(1),
    closeDate: date(),
    notes: text(),
  },
  (t) => [tenantIndex('opportunities', t), customIndex('opportunities', t), nameIndex('opportunities', t)],
);

/** Jobs [45]. `stage` is the job's progress; `status` is active/inactive like every record. */
export const jobs = pgTable(
  'jobs',
  {
    ...recordColumns(), ...customValues(),
    number: text(),
    displayName: text().notNull(),
    customerId: integer().references(() => customers.id, { onDelete: 'restrict' }),
    contact: text(),
    phone: text(),
    /** 1 Open, 2 In progress, 3 On hold, 4 Completed, 5 Cancelled. */
    stage: smallint().notNull().default(1),
    startDate: date(),
    endDate: date(),
    notes: text(),
  },
  (t) => [
    tenantIndex('jobs', t), customIndex('jobs', t),
    nameIndex('jobs', t),
    uniqueIndex('jobs_number_key').on(t.companyId, sql`lower(${t.number})`),
  ],
);

/** Work orders [171]. */
export const workOrders = pgTable(
  'work_orders',
  {
    ...recordColumns(), ...customValues(),
    number: text(),
    displayName: text().notNull(),
    customerId: integer().references(() => customers.id, { onDelete: 'restrict' }),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    contact: text(),
    /** 1 Open, 2 In progress, 3 On hold, 4 Completed, 5 Cancelled. */
    stage: smallint().notNull().default(1),
    dueDate: date(),
    description: text(),
  },
  (t) => [
    tenantIndex('work_orders', t), customIndex('work_orders', t),
    nameIndex('work_orders', t),
    uniqueIndex('work_orders_number_key').on(t.companyId, sql`lower(${t.number})`),
  ],
);

/** Milestones [150] of a job. */
export const milestones = pgTable(
  'milestones',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    jobId: integer().references(() => jobs.id, { onDelete: 'cascade' }),
    dueDate: date(),
    progress: smallint().notNull().default(0),
    isCompleted: smallint().notNull().default(0),
    notes: text(),
  },
  (t) => [tenantIndex('milestones', t), nameIndex('milestones', t)],
);

/**
 * Addresses, shared by every kind of record that has them (customers, vendors, employees,
 * prospects...): the owner is named by its collection and id, never copied per entity.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    ownerType: text().notNull(),
    ownerId: integer().notNull(),
    /** billing, shipping, home, work, other */
    kind: text().notNull().default('billing'),
    line1: text(),
    line2: text(),
    city: text(),
    state: text(),
    zip: text(),
    country: text(),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [index('addresses_owner_idx').on(t.companyId, t.ownerType, t.ownerId)],
);

/** Contact people of a record, shared the same way as addresses. */
export const contactPeople = pgTable(
  'contact_people',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    ownerType: text().notNull(),
    ownerId: integer().notNull(),
    displayName: text().notNull(),
    title: text(),
    email: text(),
    phone: text(),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [index('contact_people_owner_idx').on(t.companyId, t.ownerType, t.ownerId)],
);
