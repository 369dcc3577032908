import { expect, it } from 'vitest';
import { booksCompany } from '../support/books';

it("a new check's form starts with one line of accounts and no bills or credits to pay", async () => {
  const books = await booksCompany('lines-start');
  const fields = (await books.call('GET', 'checks/meta')).body.fields as { name: string; kind: string; starts_empty?: boolean }[];
  const sets = Object.fromEntries(fields.filter((f) => f.kind === 'lines').map((f) => [f.name, f.starts_empty ?? false]));
  expect(sets).toEqual({ lines: false, bills: true, credits: true });
});
