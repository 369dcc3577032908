import { describe, expect, it } from 'vitest';
import { salesCompany } from '../support/sales';

type Entry = { id: number; number: string; source: string; source_type: string; reverses_id: number | null; is_reversed: number; state: string };

/**
 * The journal list (journal-entries) says what posted each entry — "Invoice 1042", "Check 1001" —
 * in the reader's words, and `filter[entries]=standing` leaves out the pairs a change replaced
 * (the journal a change reversed and its reversal), which `all` shows; voids stay in both.
 */
describe('the journal list', () => {
  it('names each entry’s source document and hides the pairs a change replaced unless asked', async () => {
    const s = await salesCompany('jlist');
    const list = async (entries: string, extra = '') => (await s.call('GET', `journal-entries?filter[entries]=${entries}&sort=id&per-page=100${extra}`)).body.items as Entry[];

    const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-05-01', lines: [{ type: 'service', item_id: s.items.design, quantity: '2' }] });
    const check = await s.call('POST', 'checks', { bank_account_id: s.account('1000'), date: '2026-05-02', payee_name: 'Landlord', lines: [{ account_id: s.account('6400'), amount: '900.00' }] });
    const bank = await s.call('POST', 'accounts', { display_name: 'Credit Union', type: 1, opening_balance: '500.00', opening_balance_date: '2026-01-01' });
    const manual = await s.entry('2026-05-03', [['6100', '12.50', null], ['1000', null, '12.50']], 'Bank fee');
    expect([invoice.status, check.status, bank.status, manual.status]).toEqual([201, 201, 201, 201]);

    const sources = new Map((await list('all')).map((e) => [e.id, e.source]));
    expect(sources.get(invoice.body.journal_id)).toBe(`Invoice ${invoice.body.number}`);
    expect(sources.get(check.body.journal_id)).toBe(`Check ${check.body.number}`);
    expect(sources.get(manual.body.id)).toBe('Journal Entry');
    expect([...sources.values()]).toContain('Opening Balance Credit Union');

    // The check's amount changes: its first journal and the reversal are a replaced pair.
    const changed = await s.call('PUT', `checks/${check.body.id}`, { lines: [{ account_id: s.account('6400'), amount: '950.00' }] });
    const ofCheck = `&filter[source_type]=check&filter[source_id]=${check.body.id}`;
    expect((await list('all', ofCheck)).map((e) => e.source)).toEqual([`Check ${check.body.number}`, `Check ${check.body.number}`, `Check ${check.body.number}`]);
    expect((await list('standing', ofCheck)).map((e) => e.id)).toEqual([changed.body.journal_id]);
    // Without the filter the API lists every journal, as it always has.
    expect((await s.call('GET', `journal-entries?sort=id${ofCheck}`)).body.items).toHaveLength(3);

    // A void is an event of its own: the voided journal and its reversal stay in the standing list.
    expect((await s.call('POST', `checks/${check.body.id}/void`, {})).status).toBe(200);
    const standing = await list('standing', ofCheck);
    expect(standing.map((e) => [e.state, e.reverses_id === null])).toEqual([['void', true], ['posted', false]]);

    // A manual entry changed: its replaced pair leaves the standing list too.
    const edited = await s.call('PUT', `journal-entries/${manual.body.id}`, { lines: [{ account_id: s.account('6100'), debit: '15.00' }, { account_id: s.account('1000'), credit: '15.00' }] });
    const standingIds = (await list('standing')).map((e) => e.id);
    expect(standingIds).toContain(edited.body.id);
    expect(standingIds).not.toContain(manual.body.id);

    // In Spanish, in the company's words.
    expect((await s.call('PUT', `users/${s.owner.id}`, { locale: 'es' })).status).toBe(200);
    const spanish = new Map((await list('all')).map((e) => [e.id, e.source]));
    expect(spanish.get(invoice.body.journal_id)).toBe(`Factura ${invoice.body.number}`);
    expect(spanish.get(edited.body.id)).toBe('Asiento contable');
    expect((await s.call('GET', 'journal-entries?filter[entries]=some')).status).toBe(400);
  });
});
