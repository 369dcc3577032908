import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { salesCompany } from '../support/sales';
import { getFile, pdfText } from '../support/pdf';

type Sales = Awaited<ReturnType<typeof salesCompany>>;

/** With PDF_OUT=<dir>, the drawn PDFs are kept there to be looked at (pdftoppm -png). */
const keep = (name: string, bytes: Uint8Array) => process.env.PDF_OUT && writeFileSync(join(process.env.PDF_OUT, `${name}.pdf`), bytes);
const squeeze = (text: string) => text.replace(/[ \t\u00a0\u202f]+/g, ' ');

const invoice = async (s: Sales, date: string, quantity: string, rate: string) => {
  const made = await s.call('POST', 'invoices', { customer_id: s.customerId, date, terms_id: s.terms.net30, lines: [{ type: 'service', item_id: s.items.design, quantity, rate }] });
  expect(made.status).toBe(201);
  return made.body as { id: number; number: string; total_amount: string };
};

/**
 * Acme's spring, by hand: invoice A (03-05, 240.00) before the period; in April to June,
 * invoice B (04-10, 120.00, due 05-10), a payment of A (04-20, 240.00), invoice C (05-15,
 * 150.75, due 06-14), a credit memo (06-01, 20.00, unapplied), invoice D (06-20, 33.33, due
 * 07-20); invoice E (07-05) after it.
 */
async function spring() {
  const s = await salesCompany('statement');
  const a = await invoice(s, '2026-03-05', '2', '120');
  const b = await invoice(s, '2026-04-10', '1', '120');
  const pay = await s.call('POST', 'payments', { customer_id: s.customerId, date: '2026-04-20', amount: '240.00', applications: [{ invoice_id: a.id, amount: '240.00' }] });
  expect(pay.status).toBe(201);
  const c = await invoice(s, '2026-05-15', '3', '50.25');
  const memo = await s.call('POST', 'credit-memos', { customer_id: s.customerId, date: '2026-06-01', lines: [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '20' }] });
  expect(memo.status).toBe(201);
  const d = await invoice(s, '2026-06-20', '1', '33.33');
  await invoice(s, '2026-07-05', '1', '999');
  return { s, a, b, c, d, payment: pay.body as { number: string }, memo: memo.body as { number: string } };
}

describe('customer statement PDF', () => {
  it('prints the opening balance, every posting of the period with its running balance, the amount due and an aging strip that ties out with the aging report', async () => {
    const { s, b, c, d, payment, memo } = await spring();
    const res = await getFile(s, `customers/${s.customerId}/statement/pdf?from=2026-04-01&to=2026-06-30`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Statement-Acme_Ltd-2026-06-30.pdf"');
    keep('statement', res.bytes);
    const text = squeeze(pdfText(res.bytes));
    expect(text).toContain('STATEMENT');
    expect(text).toContain(`Company ${s.company.slug}`);
    expect(text).toContain('Acme Ltd');
    expect(text).toContain('1 Main St');
    expect(text).toContain('Statement Date 06/30/2026');
    expect(text).toContain('04/01/2026 to 06/30/2026');
    expect(text).toMatch(/Date Transaction Number Charges Credits Balance/);
    expect(text).toMatch(/04\/01\/2026 Balance brought forward \$240\.00/);
    expect(text).toMatch(new RegExp(`04/10/2026 Invoice ${b.number} \\$120\\.00 \\$360\\.00`));
    expect(text).toMatch(new RegExp(`04/20/2026 Payment ${payment.number} \\$240\\.00 \\$120\\.00`));
    expect(text).toMatch(new RegExp(`05/15/2026 Invoice ${c.number} \\$150\\.75 \\$270\\.75`));
    expect(text).toMatch(new RegExp(`06/01/2026 Credit Memo ${memo.number} \\$20\\.00 \\$250\\.75`));
    expect(text).toMatch(new RegExp(`06/20/2026 Invoice ${d.number} \\$33\\.33 \\$284\\.08`));
    expect(text).not.toContain('999.00');
    expect(text).toContain('Amount Due $284.08');
    expect(text).toMatch(/Current 1-30 days 31-60 days 61-90 days Over 90 days Credits Amount Due/);
    expect(text).toMatch(/\$33\.33 \$150\.75 \$120\.00 \$0\.00 \$0\.00 -\$20\.00 \$284\.08/);
    expect(text).toContain('Page 1 / 1');

    // The strip is the receivables aging's row for the customer at the statement date.
    const aging = await s.call('GET', 'reports/receivables-aging?date=2026-06-30');
    const row = aging.body.rows.find((r: { customer: string }) => r.customer === 'Acme Ltd');
    expect([row.current, row.days_1_30, row.days_31_60, row.days_61_90, row.over_90, row.credits, row.total]).toEqual(['33.33', '150.75', '120.00', '0.00', '0.00', '-20.00', '284.08']);
  }, 60_000);

  it('speaks the customer’s language: Spanish labels, dates and money', async () => {
    const { s } = await spring();
    expect((await s.call('PUT', `customers/${s.customerId}`, { language: 'es' })).status).toBe(200);
    const es = await getFile(s, `customers/${s.customerId}/statement/pdf?from=2026-04-01&to=2026-06-30`);
    keep('statement-es', es.bytes);
    const text = squeeze(pdfText(es.bytes));
    expect(text).toContain('ESTADO DE CUENTA');
    expect(text).toContain('Fecha del estado 30/06/2026');
    expect(text).toContain(`Saldo anterior ${squeeze(formatMoney('240.00', 'es'))}`);
    expect(text).toContain(`Importe adeudado ${squeeze(formatMoney('284.08', 'es'))}`);
    expect(text).toContain('Al corriente');
    expect(text).toContain('Página 1 / 1');
  }, 60_000);

  it('refuses a bad period with a 400, and another company’s customer with a 404', async () => {
    const { s } = await spring();
    expect((await getFile(s, `customers/${s.customerId}/statement/pdf?from=2026-07-01&to=2026-06-30`)).status).toBe(400);
    expect((await getFile(s, `customers/${s.customerId}/statement/pdf?from=2026-02-30`)).status).toBe(400);
    const other = await salesCompany('statement-other');
    expect((await getFile(other, `customers/${s.customerId}/statement/pdf`)).status).toBe(404);
    // Without dates: to today, from the first day of the month two months back.
    expect((await getFile(s, `customers/${s.customerId}/statement/pdf`)).status).toBe(200);
    expect((await getFile(s, `customers/${s.customerId}/statement/nothing`)).status).toBe(404);
  }, 60_000);
});
