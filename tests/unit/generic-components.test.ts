import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/api/registry';

/** The components drawn for any resource: the base, the data layer and the windows every record and list opens in. */
const GENERIC = [
  'components/base',
  'components/data',
  ...['delete-record', 'files-tabs', 'form-field', 'form-footer', 'form-window', 'list-filters', 'list-pager', 'list-row-actions', 'list-table', 'list-window', 'record-files', 'record-window', 'save-menu', 'view-dialog'].map((f) => `components/windows/${f}.tsx`),
];

const files = (entry: string): string[] =>
  fs.statSync(entry).isDirectory() ? fs.readdirSync(entry).flatMap((name) => files(path.join(entry, name))) : /\.tsx?$/.test(entry) ? [entry] : [];

// Issue 36, item 9: a generic component reads what a resource is from its definition (`/meta`),
// never by comparing its name (the Files tab offered kinds of files where `collection ===
// 'employees'`; the employees' definition now names them: `file_kinds`).
describe('the generic components', () => {
  it('compare no resource name', () => {
    const names = [...resources.keys()].map((n) => n.replace(/[-/]/g, '\\$&')).join('|');
    // A collection (or a resource's name) compared with a resource's name: `collection === 'employees'`.
    const compared = new RegExp(`\\w*(collection|resource|name)\\w*\\s*[!=]==?\\s*['"](${names})['"]`, 'gi');
    const found = GENERIC.flatMap(files).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(compared)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('find the kinds of an employee’s files in its /meta', async () => {
    const { describeResource } = await import('@/lib/engine/describe');
    expect(describeResource(resources.get('employees')!, resources).file_kinds).toEqual(['yearly', 'personnel', 'permanent']);
    expect(describeResource(resources.get('customers')!, resources).file_kinds).toEqual([]);
  });
});
