import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { booksCompany } from '../support/books';
import { addUser } from '../support/people';
import { payablesCompany } from '../support/payables';

type Word = { text: string; x: number; y: number; page: number };

/** The words of a PDF with their top-left corners in inches (pdftotext -bbox, poppler-utils). */
function wordsOf(pdf: Uint8Array): Word[] {
  const dir = mkdtempSync(join(tmpdir(), 'checks-'));
  try {
    writeFileSync(join(dir, 'c.pdf'), pdf);
    const html = execFileSync('pdftotext', ['-bbox', join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
    const words: Word[] = [];
    let page = 0;
    for (const line of html.split('\n')) {
      if (line.includes('<page ')) page++;
      const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/.exec(line);
      if (m) words.push({ text: m[3].replace(/&amp;/g, '&'), x: Number(m[1]) / 72, y: Number(m[2]) / 72, page });
    }
    return words;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first word on a page (within a band of the sheet, in inches from its top) starting a run of words reading `text`. */
function find(words: Word[], page: number, text: string, band: [number, number] = [0, 11 / 3]): Word {
  const first = text.split(' ')[0];
  const at = words.findIndex((w, i) => w.page === page && w.y >= band[0] && w.y < band[1] && w.text === first && words.slice(i, i + text.split(' ').length).map((x) => x.text).join(' ') === text);
  if (at < 0) throw new Error(`"${text}" not on page ${page}: ${words.filter((w) => w.page === page).map((w) => w.text).join(' ')}`);
  return words[at];
}

/** Where the layout puts an element: x from the left, y from the check's top plus where the check sits. */
const near = (w: Word, x: number, y: number) => {
  expect(Math.abs(w.x - x), `${w.text} x ${w.x} vs ${x}`).toBeLessThan(0.06);
  // A glyph's top sits a little below its line box's top.
  expect(Math.abs(w.y - y), `${w.text} y ${w.y} vs ${y}`).toBeLessThan(0.08);
};

/** POSTs and answers the raw bytes (a PDF) or the JSON error. */
async function post(host: string, token: string, path: string, body: unknown) {
  const res = await handleApi(new Request(`http://${host}/api/v1/${path}`, { method: 'POST', headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) };
}

describe('printing checks (print/check)', () => {
  it('is started in the Print Queue, where the checks are chosen: the Checks list opens it rather than asking for none', async () => {
    const books = await booksCompany('chk-meta');
    const meta = await books.call('GET', 'checks/meta');
    expect(meta.body.actions.find((a: { name: string; scope: string }) => a.name === 'print' && a.scope === 'collection')).toMatchObject({ window: 'print/check' });
    // Nothing chosen is still refused by the API, naming the field.
    expect((await books.call('POST', 'checks/print', {})).body).toEqual([expect.objectContaining({ field: 'ids', message: 'Choose at least one check.' })]);
  });

  it('prints two checks at the layout’s places, numbers them from the start number, and follows a layout change', async () => {
    const books = await booksCompany('chk');
    const { call, account } = books;
    const vendor = await call('POST', 'vendors', { display_name: 'Paper Mill', account_number: 'PM-4471', addresses: [{ kind: 'billing', line1: '12 Pulp Road', city: 'Scranton', state: 'PA', zip: '18503', is_primary: 1 }] });
    const one = await call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-03-05', payee_type: 'vendor', payee_id: vendor.body.id, memo: 'March paper', lines: [{ account_id: account('6300'), amount: '1250.35' }] });
    const two = await call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-03-06', payee_name: 'Ink Works', lines: [{ account_id: account('6300'), amount: '7.05' }] });
    expect([one.body.number, two.body.number]).toEqual([1001, 1002]);

    const printed = await post(books.host, books.owner.authKey, 'print/check', { ids: [two.body.id, one.body.id], start_number: 5001 });
    expect(printed.status).toBe(200);
    expect(printed.type).toBe('application/pdf');
    const words = wordsOf(printed.bytes);
    expect(Math.max(...words.map((w) => w.page))).toBe(2);
    // The standard layout, check on top: number (7.3, 0.3), date (6.3, 0.7), words (0.55, 1.1), digits (6.9, 1.1), payee (0.9, 1.55), payee account (4.6, 1.55).
    near(find(words, 1, '5001'), 7.3, 0.3);
    near(find(words, 1, '03/05/2026'), 6.3, 0.7);
    near(find(words, 1, 'One thousand two hundred fifty and 35/100'), 0.55, 1.1);
    near(find(words, 1, '**1,250.35'), 6.9, 1.1);
    near(find(words, 1, 'Paper Mill'), 0.9, 1.55);
    near(find(words, 1, '12 Pulp Road'), 0.9, 1.55 + 0.134 * 1.2);
    near(find(words, 1, 'PM-4471'), 4.6, 1.55);
    near(find(words, 1, 'March paper'), 0.55, 2.95);
    near(find(words, 2, '5002'), 7.3, 0.3);
    near(find(words, 2, 'Seven and 05/100'), 0.55, 1.1);
    near(find(words, 2, 'Ink Works'), 0.9, 1.55);
    // The stubs below the check list the payee, the date and what the check paid for.
    expect(words.filter((w) => w.page === 1 && w.text === 'Paper' && w.y > 11 / 3).length).toBe(2);

    // Printed and numbered from the start number; the bank account's next number moves past them.
    const after = await call('GET', `checks?filter[bank_account_id]=${account('1000')}&sort=number`);
    expect(after.body.items.map((c: { number: number; is_printed: boolean }) => [c.number, c.is_printed])).toEqual([
      [5001, true],
      [5002, true],
    ]);
    const next = await call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-03-07', payee_name: 'Next', lines: [{ account_id: account('6300'), amount: '1.00' }] });
    expect(next.body.number).toBe(5003);

    // A layout of the bank account, check in the middle, with the amount moved: the PDF follows.
    const layout = await call('POST', 'check-layouts', {
      display_name: 'Middle voucher',
      stock: 'middle',
      bank_account_id: account('1000'),
      is_default: 1,
      is_print_payee_address: 0,
      elements: [{ name: 'amount', x: '5.5', y: '0.9' }, { name: 'date', x: '1.0', y: '0.4', font: 'Courier', size: '0.2' }],
    });
    expect(layout.status).toBe(201);
    expect(layout.body).toMatchObject({ number: 1, stock: 'middle', is_default: true, is_print_payee_address: false });
    expect(layout.body.elements.find((e: { name: string }) => e.name === 'amount')).toMatchObject({ x: 5.5, y: 0.9, size: 0.135 });
    expect(layout.body.elements).toHaveLength(10);

    // A reprint keeps the check's number, whatever start number is given.
    const again = await post(books.host, books.owner.authKey, 'checks/print', { ids: [one.body.id], start_number: 9000 });
    expect(again.status).toBe(200);
    const moved = wordsOf(again.bytes);
    const top = 11 / 3;
    const check: [number, number] = [top, 2 * top];
    near(find(moved, 1, '**1,250.35', check), 5.5, top + 0.9);
    near(find(moved, 1, '03/05/2026', check), 1.0, top + 0.4);
    near(find(moved, 1, '5001', check), 7.3, top + 0.3);
    near(find(moved, 1, 'Paper Mill', check), 0.9, top + 1.55);
    expect(moved.some((w) => w.text === 'Pulp' && w.y < 2 * top && w.y > top)).toBe(false);
    expect((await call('GET', `checks/${one.body.id}`)).body.number).toBe(5001);

    // A printed check is voided like any check: its posting is reversed, its number kept.
    const voided = await call('POST', `checks/${one.body.id}/void`, { date: '2026-03-09' });
    expect(voided.body).toMatchObject({ state: 'void', number: 5001, is_printed: true });
    expect((await post(books.host, books.owner.authKey, 'print/check', { ids: [one.body.id] })).status).toBe(422);
  });

  it('refuses checks of two bank accounts, a start number already used, and writes nothing', async () => {
    const books = await booksCompany('chk');
    const { call, account } = books;
    const write = (bank: string) => call('POST', 'checks', { bank_account_id: account(bank), date: '2026-03-01', payee_name: 'Acme', lines: [{ account_id: account('6300'), amount: '10.00' }] });
    const a = await write('1000');
    const b = await write('1000');
    const c = await write('1010');
    const mixed = await post(books.host, books.owner.authKey, 'print/check', { ids: [a.body.id, c.body.id], start_number: 7000 });
    expect(mixed.status).toBe(422);
    expect(mixed.json()).toMatchObject([{ field: 'ids', message: 'Bank accounts should be same.' }]);
    const used = await post(books.host, books.owner.authKey, 'print/check', { ids: [a.body.id], start_number: 1002 });
    expect(used.json()).toMatchObject([{ field: 'start_number', message: 'Check number 1002 is already used on this account: start where the numbers are free.' }]);
    const list = await call('GET', 'checks?sort=id');
    expect(list.body.items.map((x: { number: number; is_printed: boolean }) => [x.number, x.is_printed])).toEqual([
      [1001, false],
      [1002, false],
      [1001, false],
    ]);
    expect((await call('GET', `accounts/${account('1000')}`)).body.next_check_number).toBe(1003);
    expect(b.status).toBe(201);
    const bad = await call('POST', 'check-layouts', { display_name: 'Bad', elements: [{ name: 'memo', y: '3.9' }] });
    expect(bad.status).toBe(422);
    expect(bad.body[0].field).toBe('elements.0.y');
  });

  it('lists the bills (and the credit) a check paid on its voucher stubs', async () => {
    const ap = await payablesCompany();
    const a = await ap.call('POST', 'ap-bills', { vendor_id: ap.acme, date: '2026-03-01', number: 'INV-501', lines: [{ account_id: ap.account('6300'), amount: '300.00' }] });
    const b = await ap.call('POST', 'ap-bills', { vendor_id: ap.acme, date: '2026-03-02', number: 'INV-502', lines: [{ account_id: ap.account('6400'), amount: '200.00' }] });
    const c = await ap.call('POST', 'ap-credits', { vendor_id: ap.acme, date: '2026-03-03', number: 'CR-9', lines: [{ account_id: ap.account('6300'), amount: '50.00' }] });
    const check = await ap.call('POST', 'checks', {
      bank_account_id: ap.account('1000'),
      date: '2026-03-20',
      payee_type: 'vendor',
      payee_id: ap.acme,
      bills: [{ bill_id: a.body.id, amount: '300.00' }, { bill_id: b.body.id, amount: '100.00' }],
      credits: [{ credit_id: c.body.id, amount: '50.00' }],
    });
    expect(check.status, JSON.stringify(check.body)).toBe(201);
    const printed = await post(ap.host, ap.owner.authKey, 'print/check', { ids: [check.body.id] });
    expect(printed.status).toBe(200);
    const words = wordsOf(printed.bytes);
    near(find(words, 1, 'Three hundred fifty and 00/100'), 0.55, 1.1);
    // Both stubs (below a check on top) list each bill with its date and what was paid on it, and the credit used.
    for (const stub of [[11 / 3, 22 / 3], [22 / 3, 11]] as [number, number][]) {
      const inv501 = find(words, 1, 'INV-501', stub);
      const inv502 = find(words, 1, 'INV-502', stub);
      const credit = find(words, 1, 'Credit CR-9', stub);
      expect(inv502.y).toBeGreaterThan(inv501.y);
      expect(credit.y).toBeGreaterThan(inv502.y);
      const row = (w: Word) => words.filter((x) => x.page === 1 && Math.abs(x.y - w.y) < 0.02).map((x) => x.text);
      expect(row(inv501)).toEqual(['INV-501', '03/01/2026', '300.00']);
      expect(row(inv502)).toEqual(['INV-502', '03/02/2026', '100.00']);
      expect(row(credit)).toEqual(['Credit', 'CR-9', '03/03/2026', '-50.00']);
    }
  });

  it('is for those allowed to print checks: another user gets 403 and nothing is printed', async () => {
    const books = await booksCompany('chk');
    const staff = await addUser(books.host, books.owner.authKey);
    const check = await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-03-01', payee_name: 'Acme', lines: [{ account_id: books.account('6300'), amount: '10.00' }] });
    const refused = await post(books.host, staff.token, 'print/check', { ids: [check.body.id] });
    expect(refused.status).toBe(403);
    expect((await books.call('GET', `checks/${check.body.id}`)).body.is_printed).toBe(false);
    expect((await post(books.host, books.owner.authKey, 'print/check', { ids: [check.body.id] })).status).toBe(200);
  });

  it('prints and writes checks at once on one bank account without two checks sharing a number', async () => {
    const books = await booksCompany('chk');
    const { call, account } = books;
    const write = (payee: string) => call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-03-01', payee_name: payee, lines: [{ account_id: account('6300'), amount: '10.00' }] });
    const pairs = await Promise.all(Array.from({ length: 6 }, async (_, i) => [(await write(`P${i}a`)).body.id, (await write(`P${i}b`)).body.id]));
    // Six prints renumbering their pair from the same far start, while eight more checks are written.
    const results = await Promise.all([
      ...pairs.map((ids, i) => post(books.host, books.owner.authKey, 'print/check', { ids, start_number: 8000 + i * 2 })),
      ...Array.from({ length: 8 }, (_, i) => write(`W${i}`)),
    ]);
    // A write may take a number a print then wants (the next number moves past each print): that
    // print is refused naming start_number and changes nothing. Never a 500, never a shared number.
    const prints = results.slice(0, 6) as Awaited<ReturnType<typeof post>>[];
    for (const r of prints) expect([200, 422]).toContain(r.status);
    for (const r of prints.filter((p) => p.status === 422)) expect(r.json()[0].field).toBe('start_number');
    for (const r of results.slice(6)) expect(r.status).toBe(201);
    const all = (await call('GET', `checks/all?filter[bank_account_id]=${account('1000')}`)).body.items as { id: number; number: number; is_printed: boolean }[];
    expect(all).toHaveLength(20);
    expect(new Set(all.map((c) => c.number)).size).toBe(20);
    pairs.forEach((ids, i) => {
      const mine = all.filter((c) => ids.includes(c.id));
      if (prints[i].status === 200) expect(mine.map((c) => [c.number, c.is_printed]).sort()).toEqual([[8000 + i * 2, true], [8001 + i * 2, true]]);
      else expect(mine.every((c) => !c.is_printed && c.number < 8000)).toBe(true);
    });
    expect(prints.filter((p) => p.status === 200).length).toBeGreaterThan(0);
  });
});
