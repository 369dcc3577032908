import { describe, expect, it } from 'vitest';
import { cellText, expandsFor, type CellField } from '@/components/data/cell';

const words = { yes: 'Yes', no: 'No' };
const field = (name: string, kind: CellField['kind'], more: Partial<CellField> = {}): CellField => ({ name, kind, ...more });

describe('list cells, by the kind /meta gives', () => {
  it('formats money and dates whatever the column is called', () => {
    expect(cellText(field('total_due', 'money'), { total_due: '1250.5' }, words)).toBe('$1,250.50');
    expect(cellText(field('balance', 'text'), { balance: '1250.00' }, words)).toBe('1250.00');
    const unix = Date.UTC(2026, 2, 2) / 1000;
    expect(cellText(field('posted_on', 'date'), { posted_on: unix }, words)).toBe('03/02/2026');
    expect(cellText(field('created_at', 'datetime'), { created_at: unix + 3600 }, words)).toBe('03/02/2026');
    expect(cellText(field('since', 'integer'), { since: unix }, words)).toBe(String(unix));
    expect(cellText(field('date', 'date'), { date: null }, words)).toBe('');
  });

  it('formats money and dates in the person’s language', () => {
    const es = { ...words, locale: 'es' as const };
    expect(cellText(field('amount', 'money'), { amount: '1500.5' }, es)).toBe('1.500,50\u00a0US$');
    expect(cellText(field('date', 'date'), { date: Date.UTC(2026, 11, 31) / 1000 }, es)).toBe('31/12/2026');
  });

  it('shows money in the company’s style and a moment by the day of the company’s clock', () => {
    const company = { ...words, money: { currency: 'EUR', display: 'code', position: 'after' } as const, timeZone: 'America/Los_Angeles' };
    expect(cellText(field('amount', 'money'), { amount: '1500.5' }, company)).toBe('1,500.50\u00a0EUR');
    // 00:30 UTC on July 1 is 5:30 pm on June 30 in Los Angeles; a date (a day, not a moment) stays its day.
    const sent = Date.UTC(2026, 6, 1, 0, 30) / 1000;
    expect(cellText(field('sent_at', 'datetime'), { sent_at: sent }, company)).toBe('06/30/2026');
    expect(cellText(field('sent_at', 'datetime'), { sent_at: sent }, { ...company, timeZone: 'Asia/Tokyo', locale: 'es' })).toBe('01/07/2026');
    expect(cellText(field('date', 'date'), { date: Date.UTC(2026, 6, 1) / 1000 }, company)).toBe('07/01/2026');
  });

  it('shows flags as yes or no', () => {
    expect(cellText(field('printed', 'flag'), { printed: true }, words)).toBe('Yes');
    expect(cellText(field('done', 'flag'), { done: 1 }, words)).toBe('Yes');
    expect(cellText(field('done', 'flag'), { done: 0 }, words)).toBe('No');
    expect(cellText(field('is_admin', 'text'), { is_admin: 'x' }, words)).toBe('x');
  });

  it('shows a choice by its option’s label, translated where the window can', () => {
    const status = field('status', 'choice', { options: { 1: 'Active', 0: 'In-active' } });
    expect(cellText(status, { status: 1 }, words)).toBe('Active');
    expect(cellText(status, { status: 0 }, words)).toBe('In-active');
    expect(cellText(status, { status: 7 }, words)).toBe('7');
    expect(cellText(status, { status: 0 }, { ...words, option: (f, code, label) => `${f.name}.${code}:${label}` })).toBe('status.0:In-active');
  });

  it('shows a reference by the title of the record its relation carries', () => {
    const bank = field('bank_account_id', 'ref', { title_field: 'display_name', expand: 'bankAccount' });
    expect(cellText(bank, { bank_account_id: 4, bankAccount: { id: 4, display_name: 'Checking', number: '1000' } }, words)).toBe('Checking');
    expect(cellText(bank, { bank_account_id: 4 }, words)).toBe('#4');
    expect(cellText(bank, { bank_account_id: null, bankAccount: null }, words)).toBe('');
    const entry = field('journal_id', 'ref', { title_field: 'number', expand: 'entry' });
    expect(cellText(entry, { journal_id: 9, entry: { id: 9, number: 'JE-9', display_name: 'not this' } }, words)).toBe('JE-9');
    // A value relation carries the title itself (a user's name).
    const user = field('user_id', 'ref', { title_field: 'display_name', expand: 'userName' });
    expect(cellText(user, { user_id: 2, userName: 'Dana Admin' }, words)).toBe('Dana Admin');
  });

  it('shows text as it is, and structured values as JSON', () => {
    expect(cellText(field('memo', 'text'), { memo: 'Rent' }, words)).toBe('Rent');
    expect(cellText(field('changes', 'text'), { changes: { a: [1, 2] } }, words)).toBe('{"a":[1,2]}');
  });

  it('asks for the relations of its reference columns, once each, only those the resource has', () => {
    const fields = [
      field('from_account_id', 'ref', { expand: 'fromAccount' }),
      field('to_account_id', 'ref', { expand: 'toAccount' }),
      field('again', 'ref', { expand: 'fromAccount' }),
      field('payee_id', 'ref', { expand: null }),
      field('journal_id', 'integer'),
    ];
    expect(expandsFor(fields, ['fromAccount', 'toAccount', 'journal'])).toEqual(['fromAccount', 'toAccount']);
    expect(expandsFor(fields, ['toAccount'])).toEqual(['toAccount']);
  });
});
