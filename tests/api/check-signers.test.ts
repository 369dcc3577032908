import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { loginFailures } from '@/db/schema';
import { api, PASSWORD } from '../support/api';
import { booksCompany } from '../support/books';
import { addUser } from '../support/people';
import { imagesOf } from '../support/pdf-images';

/** A 3×2 PNG (a signer's signature) and a 1×1 one (the layout's): told apart in the PDF by their sizes. */
const SIGNER_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGPgEjkBQQxwFgAxiAVlqwh/kwAAAABJRU5ErkJggg==';
const LAYOUT_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4wcAAAAJcAMlDyBJGAAAAAElFTkSuQmCC';

type Books = Awaited<ReturnType<typeof booksCompany>>;

/** A company with two written checks (1,250.35 and 7.05) and a default layout printing its own signature image. */
async function setUp(prefix: string) {
  const books = await booksCompany(prefix);
  const { call, account } = books;
  const big = await call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-03-05', payee_name: 'Paper Mill', lines: [{ account_id: account('6300'), amount: '1250.35' }] });
  const small = await call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-03-06', payee_name: 'Ink Works', lines: [{ account_id: account('6300'), amount: '7.05' }] });
  expect([big.status, small.status]).toEqual([201, 201]);
  const layout = await call('POST', 'check-layouts', { display_name: 'Signed', is_default: 1, is_print_signature: 1, signature: LAYOUT_PNG });
  expect(layout.status).toBe(201);
  return { books, big: big.body.id as number, small: small.body.id as number };
}

/** POSTs a print and answers the status, the raw bytes and the JSON error, as `token`. */
async function print(books: Books, body: Record<string, unknown>, token = books.owner.authKey) {
  const res = await api('POST', 'checks/print', { host: books.host, token, body });
  return res;
}

async function printPdf(books: Books, body: Record<string, unknown>, token = books.owner.authKey) {
  const { handleApi } = await import('@/lib/api/handle');
  const res = await handleApi(
    new Request(`http://${books.host}/api/v1/checks/print`, { method: 'POST', headers: { host: books.host, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' }, body: JSON.stringify(body) }),
  );
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The company's checks as [number, printed, signed by], by number. */
async function state(books: Books) {
  const list = await books.call('GET', 'checks?sort=number');
  return list.body.items.map((c: { number: number; is_printed: boolean; signed_by_id: number | null }) => [c.number, c.is_printed, c.signed_by_id]);
}

describe('check signers (check-signers, screen -74) and printing authorised by one (screen -71)', () => {
  it('keeps one row per user with a shared signature rule, and is a tab of the Checks hub', async () => {
    const books = await booksCompany('sgn-rows');
    const made = await books.call('POST', 'check-signers', { user_id: books.owner.id, signature: SIGNER_PNG, limit_amount: '500' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ user_id: books.owner.id, signature: SIGNER_PNG, limit_amount: '500.00', status: 1 });
    const twice = await books.call('POST', 'check-signers', { user_id: books.owner.id });
    expect(twice.status).toBe(422);
    expect(twice.body[0]).toMatchObject({ field: 'user_id' });
    // The layout's signature rule, the same schema.
    const gif = await books.call('POST', 'check-signers', { user_id: (await addUser(books.host, books.owner.authKey)).id, signature: 'data:image/gif;base64,R0lGOD==' });
    expect(gif.status).toBe(422);
    expect(gif.body[0]).toMatchObject({ field: 'signature', message: 'The signature must be a PNG or JPEG image.' });
    const hub = await books.call('GET', 'check-signers/meta');
    expect(hub.status).toBe(200);

    // Another company neither reads the row nor names its own user in it.
    const other = await booksCompany('sgn-other');
    expect((await other.call('GET', `check-signers/${made.body.id}`)).status).toBe(404);
    expect((await other.call('POST', 'check-signers', { user_id: books.owner.id })).status).toBe(422);
  });

  it('prints exactly as before while the setting is off: no password, the layout’s own signature, no signer recorded', async () => {
    const { books, big, small } = await setUp('sgn-off');
    const printed = await printPdf(books, { ids: [big, small], start_number: 5001 });
    expect(printed.status).toBe(200);
    expect(printed.type).toBe('application/pdf');
    expect(imagesOf(printed.bytes)).toEqual(['1×1', '1×1']);
    expect(await state(books)).toEqual([
      [5001, true, null],
      [5002, true, null],
    ]);
    expect((await books.call('GET', 'checks/print-authorisation')).body).toEqual({ needs_signer: false, signer: null });
  });

  it('with the setting on refuses without a password, a wrong one (a failed login), a non-signer, an inactive signer and a check over the limit, writing nothing', async () => {
    const { books, big, small } = await setUp('sgn-on');
    expect((await books.call('PUT', 'settings', { check_print_needs_signer: 1 })).status).toBe(200);
    const before = await state(books);
    expect(before).toEqual([
      [1001, false, null],
      [1002, false, null],
    ]);
    const both = { ids: [big, small], start_number: 7001 };

    const none = await print(books, both);
    expect(none.status).toBe(422);
    expect(none.body[0]).toMatchObject({ field: 'password', code: 'blank' });

    const db = await getDb();
    const failures = async () => (await db.select().from(loginFailures).where(like(loginFailures.key, `acct:${books.company.id}:%`))).length;
    const wrong = await print(books, { ...both, password: 'not it' });
    expect(wrong.status).toBe(422);
    expect(wrong.body[0]).toMatchObject({ field: 'password', code: 'passwordCurrentWrong' });
    // Counted as a failed login of the account (from this address, and from anywhere).
    expect(await failures()).toBe(2);

    const notSigner = await print(books, { ...both, password: PASSWORD });
    expect(notSigner.status).toBe(403);
    expect(notSigner.body.message).toMatch(/active check signer/);
    // Its code, for the windows to say it in the person's language (errors.checkSignerNeeded).
    expect(notSigner.body.code).toBe('checkSignerNeeded');
    // The right password forgave the account's failures.
    expect(await failures()).toBe(0);
    expect((await books.call('GET', 'checks/print-authorisation')).body).toEqual({ needs_signer: true, signer: null });

    const signer = await books.call('POST', 'check-signers', { user_id: books.owner.id, signature: SIGNER_PNG, limit_amount: '1000' });
    expect(signer.status).toBe(201);
    expect((await books.call('POST', `check-signers/${signer.body.id}/inactivate`)).status).toBe(200);
    const inactive = await print(books, { ...both, password: PASSWORD });
    expect(inactive.status).toBe(403);
    expect((await books.call('GET', 'checks/print-authorisation')).body).toEqual({ needs_signer: true, signer: { is_active: false, limit_amount: '1000.00' } });

    expect((await books.call('POST', `check-signers/${signer.body.id}/activate`)).status).toBe(200);
    const over = await print(books, { ...both, password: PASSWORD });
    expect(over.status).toBe(422);
    expect(over.body[0]).toMatchObject({ field: 'ids', code: 'checkOverSignerLimit', params: { number: '1001', limit: '1000.00' }, message: 'Check 1001 is for more than your signing limit of 1000.00.' });

    // Nothing written by any refusal: unprinted, numbered as written, the account's next number unmoved.
    expect(await state(books)).toEqual(before);
    const next = await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-03-07', payee_name: 'Next', lines: [{ account_id: books.account('6300'), amount: '1.00' }] });
    expect(next.body.number).toBe(1003);
  });

  it('prints what is within the signer’s limit with the signer’s signature, and records who authorised it', async () => {
    const { books, big, small } = await setUp('sgn-yes');
    expect((await books.call('PUT', 'settings', { check_print_needs_signer: 1 })).status).toBe(200);
    const clerk = await addUser(books.host, books.owner.authKey, { admin: true });
    expect((await books.call('POST', 'check-signers', { user_id: clerk.id, signature: SIGNER_PNG, limit_amount: '100' })).status).toBe(201);
    // An active signer with no limit signs any amount.
    expect((await books.call('POST', 'check-signers', { user_id: books.owner.id, signature: SIGNER_PNG })).status).toBe(201);

    // The clerk signs up to 100: the small check alone.
    const printed = await printPdf(books, { ids: [small], start_number: 1002, password: PASSWORD }, clerk.token);
    expect(printed.status).toBe(200);
    expect(printed.type).toBe('application/pdf');
    // The signer's signature where the layout prints one, not the layout's own image.
    expect(imagesOf(printed.bytes)).toEqual(['3×2']);
    expect(await state(books)).toEqual([
      [1001, false, null],
      [1002, true, clerk.id],
    ]);

    // The owner (no limit) prints the big one; a reprint records the latest signer.
    const owner = await printPdf(books, { ids: [big], password: PASSWORD });
    expect(owner.status).toBe(200);
    expect(imagesOf(owner.bytes)).toEqual(['3×2']);
    expect((await books.call('GET', `checks/${big}`)).body).toMatchObject({ is_printed: true, signed_by_id: books.owner.id });

    // The check's window shows who authorised it (Authorised by): a field /meta marks read-only, read by its signer's name, never sent.
    const meta = (await books.call('GET', 'checks/meta')).body as { fields: { name: string }[] };
    expect(meta.fields.find((f) => f.name === 'signed_by_id')).toMatchObject({ kind: 'ref', read_only: true, collection: 'users', expand: 'signerName', label_keys: ['resources.checks.fields.signed_by_id', 'fields.signed_by_id'] });
    const ownerName = (await books.call('GET', `users/${books.owner.id}`)).body.display_name as string;
    expect(ownerName).toBeTruthy();
    expect((await books.call('GET', `checks/${big}?expand=signerName`)).body).toMatchObject({ signed_by_id: books.owner.id, signerName: ownerName });
    expect((await books.call('GET', `checks/${small}?expand=signerName`)).body.signerName).toBe((await books.call('GET', `users/${clerk.id}`)).body.display_name);
    // A save naming another signer changes nothing: the field is not the input's.
    const unsigned = (await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-03-07', payee_name: 'Unsigned', lines: [{ account_id: books.account('6300'), amount: '2.00' }], signed_by_id: books.owner.id })).body;
    expect((await books.call('GET', `checks/${unsigned.id}?expand=signerName`)).body).toMatchObject({ signed_by_id: null, signerName: null });
  });
});
