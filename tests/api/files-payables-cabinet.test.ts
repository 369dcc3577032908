import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { addUser } from '../support/people';
import { payablesCompany } from '../support/payables';

/** A minimal one-page PDF, as a vendor's bill. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('The Payables filing cabinet holds the bills’ uploads and the printed checks’ PDFs (gem 30, issue 37)', { timeout: 240_000 }, () => {
  it('lists both, each read only by those who read its bill or its check; the upload’s file goes with its upload', async () => {
    const ap = await payablesCompany('apcab');
    const cabinet = async (token: string) => {
      const res = await api('GET', 'files?sort=display_name&filter[cabinet]=payables', { host: ap.host, token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items as { id: number; display_name: string; linked_to: string; record_id: number }[];
    };

    // A vendor's bill uploaded in To Be Entered.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'acme-april.pdf');
    form.set('vendor_id', String(ap.acme));
    const upload = await api('POST', 'ap-uploads', { host: ap.host, token: ap.owner.authKey, form });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    // Its bytes are one file: the upload serves the same bytes as the cabinet's file.
    expect((await ap.call('GET', `ap-uploads/${upload.body.id}/file`)).body).toContain('%PDF-1.4');

    // A check printed: its sheet is filed, linked to it.
    const check = await ap.call('POST', 'checks', { bank_account_id: ap.account('1000'), date: '2026-04-20', payee_type: 'vendor', payee_id: ap.acme, lines: [{ account_id: ap.account('6300'), amount: '125.00' }] });
    expect(check.status, JSON.stringify(check.body)).toBe(201);
    expect((await cabinet(ap.owner.authKey)).map((f) => f.display_name)).toEqual(['acme-april.pdf']);
    const printed = await ap.call('POST', 'checks/print', { ids: [check.body.id], start_number: 4100 });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);

    const owner = await cabinet(ap.owner.authKey);
    expect(owner.map((f) => [f.display_name, f.linked_to, f.record_id])).toEqual([
      ['Check-4100.pdf', 'checks', check.body.id],
      ['acme-april.pdf', 'ap-uploads', upload.body.id],
    ]);
    const [checkFile, uploadFile] = [owner[0].id, owner[1].id];
    const sheet = await ap.call('GET', `files/${checkFile}/file`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');

    // Cross-role: the files' rights alone show neither; with the bills' (not the checks') only the upload; with the checks' only the check.
    const roleOf = async (name: string, rights: Record<string, string[]>) => {
      const role = await ap.call('POST', 'roles', { display_name: name, rights: { file: ['view', 'create', 'edit', 'delete'], ...rights } });
      expect(role.status, JSON.stringify(role.body)).toBe(201);
      return (await addUser(ap.host, ap.owner.authKey, { role_id: role.body.id })).token;
    };
    const filesOnly = await roleOf('Files clerk', {});
    const bills = await roleOf('Bills clerk', { payable_bill: ['view'] });
    const checks = await roleOf('Checks clerk', { check: ['view'] });
    expect(await cabinet(filesOnly)).toEqual([]);
    expect((await api('GET', `files/${checkFile}/file`, { host: ap.host, token: filesOnly })).status).toBe(404);
    expect((await api('GET', `files/${uploadFile}`, { host: ap.host, token: filesOnly })).status).toBe(404);
    expect((await cabinet(bills)).map((f) => f.display_name)).toEqual(['acme-april.pdf']);
    expect((await cabinet(checks)).map((f) => f.display_name)).toEqual(['Check-4100.pdf']);

    // The upload's file is deleted with its upload, not from the Files window.
    const refused = await ap.call('POST', 'files/remove', { id: uploadFile, type: 'file' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('To Be Entered');
    expect((await ap.call('DELETE', `ap-uploads/${upload.body.id}`)).status).toBe(204);
    expect((await cabinet(ap.owner.authKey)).map((f) => f.display_name)).toEqual(['Check-4100.pdf']);
    expect((await ap.call('GET', `files/${uploadFile}`)).status).toBe(404);
  });
});
