import { describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { useFileStore } from '../support/s3';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('Uploads straight to an S3-compatible store', { timeout: 120_000 }, () => {
  useFileStore();

  it('presigns a PUT for a key the server made, and keeps the file only once confirmed and checked', async () => {
    const co = await makeCompany('ps');
    const call = (method: string, p: string, body?: unknown) => api(method, p, { host: co.host, token: co.owner.authKey, body });
    const asked = await call('POST', 'files/upload-url', { name: 'lease.pdf', size: PDF.length });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.url).toContain(`company-${co.company.id}/files/`);
    // Confirming before sending: nothing there yet.
    expect((await call('POST', 'files/confirm', { ticket: asked.body.ticket })).status).toBe(409);
    expect((await fetch(asked.body.url, { method: 'PUT', body: PDF, headers: { 'content-type': 'application/octet-stream' } })).status).toBe(200);
    const kept = await call('POST', 'files/confirm', { ticket: asked.body.ticket });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body).toMatchObject({ display_name: 'lease.pdf', content_type: 'application/pdf', size: PDF.length });
    // A ticket is the company's and the person's own; a forged one is refused.
    const other = await makeCompany('pt');
    expect((await api('POST', 'files/confirm', { host: other.host, token: other.owner.authKey, body: { ticket: asked.body.ticket } })).status).toBe(422);
    expect((await call('POST', 'files/confirm', { ticket: 'v1.a.b.c' })).status).toBe(422);

    // A disguised file sent to the store is refused at confirmation, and its object removed.
    const disguised = await call('POST', 'files/upload-url', { name: 'bill.pdf', size: 12 });
    await fetch(disguised.body.url, { method: 'PUT', body: Buffer.from('MZ a program'), headers: { 'content-type': 'application/octet-stream' } });
    const refused = await call('POST', 'files/confirm', { ticket: disguised.body.ticket });
    expect(refused.status).toBe(422);
    expect(refused.body[0]).toMatchObject({ field: 'file', code: 'fileType' });
    expect((await call('POST', 'files/confirm', { ticket: disguised.body.ticket })).status).toBe(409);
    expect((await call('GET', 'files/count')).body.count).toBe(1);
    // Too large for the company is refused before any URL is given; another company's folder is a 404.
    expect((await call('POST', 'files/upload-url', { name: 'huge.pdf', size: 51 * 1024 * 1024 })).status).toBe(422);
    const theirs = await api('POST', 'folders', { host: other.host, token: other.owner.authKey, body: { display_name: 'Theirs' } });
    expect((await call('POST', 'files/upload-url', { name: 'a.pdf', size: 10, hierarchy_id: theirs.body.id })).status).toBe(404);

    // A file sent straight to the store is linked to a record of the company's, named in its sealed ticket; another company's is a 422.
    const theirCustomer = await api('POST', 'customers', { host: other.host, token: other.owner.authKey, body: { display_name: 'Their customer' } });
    const toTheirs = await call('POST', 'files/upload-url', { name: 'a.pdf', size: PDF.length, linked_to: 'customers', record_id: theirCustomer.body.id });
    expect(toTheirs.status).toBe(422);
    expect(toTheirs.body[0].field).toBe('record_id');
    const customer = await call('POST', 'customers', { display_name: 'Our customer' });
    const linked = await call('POST', 'files/upload-url', { name: 'signed.pdf', size: PDF.length, linked_to: 'customers', record_id: customer.body.id });
    await fetch(linked.body.url, { method: 'PUT', body: PDF, headers: { 'content-type': 'application/octet-stream' } });
    const made = await call('POST', 'files/confirm', { ticket: linked.body.ticket });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ display_name: 'signed.pdf', linked_to: 'customers', record_id: customer.body.id });
  });
});
