import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { payablesCompany } from '../support/payables';

/** A minimal one-page PDF, as a vendor's bill. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('Upload AP Files and To Be Entered', { timeout: 120_000 }, () => {
  it('keeps a vendor’s bill file until a bill is entered from it; the bill shows the file; wrong types and sizes are refused', async () => {
    const ap = await payablesCompany('apup');
    const upload = async (name: string, type: string, bytes: Buffer, extra: Record<string, string> = {}) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
      for (const [k, v] of Object.entries(extra)) form.set(k, v);
      return api('POST', 'ap-uploads', { host: ap.host, token: ap.owner.authKey, form });
    };
    const made = await upload('acme-march.pdf', 'application/pdf', PDF, { vendor_id: String(ap.acme), memo: 'March invoice' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ file_name: 'acme-march.pdf', content_type: 'application/pdf', size: PDF.length, vendor_id: ap.acme, bill_id: null });
    expect(made.body).not.toHaveProperty('storage_key');
    const bad = await upload('notes.txt', 'text/plain', Buffer.from('hello'));
    expect(bad.status).toBe(422);
    expect(bad.body[0]).toMatchObject({ field: 'file', code: 'uploadType' });
    // The type is read from the bytes: a program named and sent as a PDF is refused.
    expect((await upload('bill.pdf', 'application/pdf', Buffer.from('MZ\x90\x00 a program'))).body[0]).toMatchObject({ field: 'file', code: 'uploadType' });
    expect((await upload('empty.pdf', 'application/pdf', Buffer.alloc(0))).body[0]).toMatchObject({ field: 'file', code: 'uploadSize' });
    expect((await ap.call('POST', 'ap-uploads', { memo: 'no file' })).body[0]).toMatchObject({ field: 'file', code: 'uploadNoFile' });
    expect((await ap.call('GET', 'ap-uploads/count?filter[to_be_entered]=yes')).body.count).toBe(1);

    const file = await ap.call('GET', `ap-uploads/${made.body.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.body).toContain('%PDF-1.4');

    // Entering the bill takes the file out of To Be Entered; the bill keeps it.
    const bill = await ap.enter('ap-bills', ap.acme, '2026-03-01', [['6300', '75.00']], { upload_id: made.body.id });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(bill.body.upload_id).toBe(made.body.id);
    expect((await ap.call('GET', 'ap-uploads/count?filter[to_be_entered]=yes')).body.count).toBe(0);
    expect((await ap.call('GET', `ap-uploads/${made.body.id}`)).body.bill_id).toBe(bill.body.id);
    expect((await ap.call('GET', `ap-bills/${bill.body.id}/file`)).status).toBe(200);
    // A file is entered once; an entered file is not deleted.
    expect((await ap.enter('ap-bills', ap.acme, '2026-03-02', [['6300', '5.00']], { upload_id: made.body.id })).body[0]).toMatchObject({ field: 'upload_id', code: 'uploadEntered' });
    expect((await ap.call('DELETE', `ap-uploads/${made.body.id}`)).status).toBe(422);
  });
});
