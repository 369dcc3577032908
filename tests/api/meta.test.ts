import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@/lib/api/registry';
import { columnOf } from '@/lib/engine/naming';
import { FIELD_KINDS } from '@/lib/engine/fields';
import type { FieldDescription } from '@/lib/engine/describe';
import { api, makeCompany } from '../support/api';

/**
 * `/meta` gives the windows every field's kind, read from the definition: a list never
 * guesses money, dates or references from column names.
 */
describe('the /meta of every resource', () => {
  let host: string;
  let token: string;
  const metas = new Map<string, any>();

  beforeAll(async () => {
    const company = await makeCompany('meta');
    host = company.host;
    token = company.owner.authKey;
    for (const name of resources.keys()) {
      const res = await api('GET', `${name}/meta`, { host, token });
      expect(res.status, name).toBe(200);
      metas.set(name, res.body);
    }
  });

  const all = (fields: FieldDescription[]): FieldDescription[] => fields.flatMap((f) => [f, ...all(f.fields ?? [])]);

  it.each([...resources.keys()])('gives every column, filter and field of %s a known kind, and references a collection with its title field', (name) => {
    const meta = metas.get(name);
    const def = resources.get(name)!;
    expect(meta.column_fields.map((f: FieldDescription) => f.name)).toEqual(def.columns);
    expect(meta.columns).toEqual(def.columns);
    expect(meta.filter_fields.map((f: FieldDescription) => f.name)).toEqual(def.filter);
    expect(meta.title_field, `${name} names its title field`).toBeTruthy();
    expect(columnOf(def.table, meta.title_field), `${name}'s title field is a column`).toBeDefined();
    for (const field of all([...meta.column_fields, ...meta.filter_fields, ...meta.fields])) {
      expect(FIELD_KINDS, `${name}.${field.name}`).toContain(field.kind);
      expect(field.label_keys.length, `${name}.${field.name}`).toBeGreaterThan(0);
      if (field.kind === 'choice') expect(Object.keys(field.options ?? {}).length, `${name}.${field.name} options`).toBeGreaterThan(0);
      if (field.kind !== 'ref') continue;
      // A reference whose collection another field chooses (a check's payee) names each it may be.
      if (field.collection_by) {
        for (const c of Object.values(field.collection_by.collections)) expect(resources.get(c), `${name}.${field.name}: ${c}`).toBeDefined();
        continue;
      }
      const target = resources.get(field.collection!);
      expect(target, `${name}.${field.name} refers to a registered collection`).toBeDefined();
      expect(field.title_field, `${name}.${field.name}`).toBe(target!.titleField);
      expect(columnOf(target!.table, field.title_field!), `${field.collection}.${field.title_field}`).toBeDefined();
    }
    // A reference column names the relation of this resource that carries its record: a list shows its title, never `#id`.
    for (const field of meta.column_fields.filter((f: FieldDescription) => f.kind === 'ref')) {
      expect(field.expand, `${name}.${field.name} names the relation carrying its title`).toBeTruthy();
      expect(meta.expand).toContain(field.expand);
    }
  });

  it('reads checks from their table and input: money, a date, a reference to a bank account by its name', () => {
    const checks = metas.get('checks');
    const column = (name: string) => checks.column_fields.find((f: FieldDescription) => f.name === name);
    expect(checks.title_field).toBe('number');
    expect(column('amount')).toMatchObject({ kind: 'money' });
    expect(column('date')).toMatchObject({ kind: 'date' });
    expect(column('number')).toMatchObject({ kind: 'integer', label: 'Check number', label_keys: ['resources.checks.fields.number', 'fields.number'] });
    expect(column('is_printed')).toMatchObject({ kind: 'flag' });
    expect(column('bank_account_id')).toMatchObject({ kind: 'ref', collection: 'accounts', title_field: 'display_name', expand: 'bankAccount' });
    const field = checks.fields.find((f: FieldDescription) => f.name === 'bank_account_id');
    expect(field).toMatchObject({ kind: 'ref', collection: 'accounts', title_field: 'display_name', required: true });
    // The lines' references come from the line table's foreign keys.
    const lines = checks.fields.find((f: FieldDescription) => f.name === 'lines');
    expect(lines).toMatchObject({ kind: 'lines', expand: 'lines' });
    expect(lines.fields.find((f: FieldDescription) => f.name === 'account_id')).toMatchObject({ kind: 'ref', collection: 'accounts', title_field: 'display_name', expand: 'account' });
    expect(lines.fields.find((f: FieldDescription) => f.name === 'amount')).toMatchObject({ kind: 'money' });
  });

  it('reads the other kinds from the definition: timestamps, choices, the active status, value relations', () => {
    const field = (collection: string, list: 'column_fields' | 'filter_fields' | 'fields', name: string) => metas.get(collection)[list].find((f: FieldDescription) => f.name === name);
    expect(field('users', 'column_fields', 'created_at')).toMatchObject({ kind: 'datetime' });
    expect(field('users', 'column_fields', 'status')).toMatchObject({ kind: 'choice', options: { 1: 'Active', 0: 'In-active' } });
    expect(field('users', 'fields', 'password')).toMatchObject({ kind: 'password' });
    expect(field('accounts', 'column_fields', 'type')).toMatchObject({ kind: 'choice' });
    expect(field('accounts', 'column_fields', 'type').options[1]).toBe('Bank');
    expect(field('clients', 'column_fields', 'status').options[15]).toBe('Pending');
    expect(field('milestones', 'column_fields', 'is_completed')).toMatchObject({ kind: 'flag' });
    expect(field('customers', 'column_fields', 'balance')).toMatchObject({ kind: 'money' });
    expect(field('customers', 'column_fields', 'since')).toMatchObject({ kind: 'date' });
    expect(field('jobs', 'column_fields', 'customer_id')).toMatchObject({ kind: 'ref', collection: 'customers', title_field: 'display_name', expand: 'customer' });
    expect(field('journal-view', 'column_fields', 'journal_id')).toMatchObject({ kind: 'ref', collection: 'journal-entries', title_field: 'number', expand: 'entry' });
    expect(field('company-logs', 'column_fields', 'user_id')).toMatchObject({ kind: 'ref', collection: 'users', expand: 'userName' });
    expect(field('vendors', 'fields', 'federal_ein')).toMatchObject({ kind: 'text' });
  });

  it('lists records whose reference columns carry their titles through the published relations', async () => {
    const accounts = await api('GET', 'accounts?per-page=200', { host, token });
    const bank = accounts.body.items.find((a: { type: number }) => a.type === 1);
    expect(bank).toBeDefined();
    const made = await api('POST', 'checks', { host, token, body: { bank_account_id: bank.id, date: '2026-03-02', payee_name: 'Meta payee', amount: '12.50', lines: [{ account_id: bank.id === accounts.body.items[0].id ? accounts.body.items[1].id : accounts.body.items[0].id, amount: '12.50' }] } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const column = metas.get('checks').column_fields.find((f: FieldDescription) => f.name === 'bank_account_id');
    const list = await api('GET', `checks?expand=${column.expand}`, { host, token });
    const row = list.body.items.find((c: { id: number }) => c.id === made.body.id);
    expect(row[column.expand][column.title_field]).toBe(bank.display_name);
  });

  it('says which collections a save or an action changes, from what the definitions write and show (issue 36)', () => {
    const changes = (collection: string, action?: string): string[] =>
      action ? metas.get(collection).actions.find((a: { name: string }) => a.name === action).changes : metas.get(collection).changes;
    // Its own first; a posted document's journal shows in the journal lists, the accounts' balances,
    // an open reconciliation's lines, and the customers' balances.
    expect(changes('journal-entries')[0]).toBe('journal-entries');
    expect(changes('journal-entries')).toEqual(expect.arrayContaining(['journal-view', 'accounts', 'reconciliations', 'customers', 'vendors']));
    // An invoice shares its table with the other sales documents and shows in the print and e-mail queues.
    expect(changes('invoices')).toEqual(expect.arrayContaining(['invoices', 'estimates', 'processing', 'journal-entries', 'accounts', 'customers']));
    // A payment moves the invoices it pays; a deposit takes payments out of Undeposited Funds.
    expect(changes('payments')).toEqual(expect.arrayContaining(['invoices', 'journal-entries']));
    expect(changes('bank-deposits')).toEqual(expect.arrayContaining(['payments', 'journal-entries', 'reconciliations']));
    // Voiding an invoice writes what saving it writes.
    expect(changes('invoices', 'void')).toEqual(changes('invoices'));
    // Paying bills from To Be Paid writes checks, and all a check writes: the bills it pays, the batches, the books.
    expect(changes('ap-batch-items', 'pay')).toEqual(expect.arrayContaining(['ap-batch-items', 'checks', 'ap-bills', 'ap-credits', 'ap-tbas', 'journal-entries', 'accounts']));
    // Its preview only looks.
    expect(changes('ap-batch-items', 'preview')).toEqual([]);
    // A write that touches nothing else changes only itself (and what shows it).
    expect(changes('ar-terms')).toEqual(expect.arrayContaining(['ar-terms']));
    expect(changes('ar-terms')).not.toContain('journal-entries');
    expect(changes('goals')).toEqual(['goals']);
  });
});
