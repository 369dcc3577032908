// Bulk data for the benchmarks, written with set-based SQL (generate_series): customers with
// addresses, and balanced two-line journals with their monthly balances kept as the app keeps them.
export async function generateCustomers(client, companyId, count) {
  await client.query(
    `insert into customers (company_id, display_name, account_number, contact, primary_number, email, since, created_at, updated_at)
     select $1, 'Customer ' || g, 'A-' || g, 'Contact ' || (g % 977), '555-' || lpad((g % 10000)::text, 4, '0'), 'c' || g || '@bench.test',
            date '2015-01-01' + (g % 3650), now(), now()
     from generate_series(1, $2::int) g`,
    [companyId, count],
  );
  // Every second customer has a billing address; every fifth a contact person.
  await client.query(
    `insert into addresses (company_id, owner_type, owner_id, kind, line1, city, state, zip, is_primary)
     select $1, 'customers', id, 'billing', id || ' Main St', 'Springfield', 'IL', '62701', true from customers where company_id = $1 and id % 2 = 0`,
    [companyId],
  );
  await client.query(
    `insert into contact_people (company_id, owner_type, owner_id, display_name, email, is_primary)
     select $1, 'customers', id, 'Person ' || id, 'p' || id || '@bench.test', true from customers where company_id = $1 and id % 5 = 0`,
    [companyId],
  );
}

/**
 * `lines` journal lines (two per journal) over three years, each journal balanced, and the
 * per-account monthly balances the posting engine keeps. Triggers are off for the bulk load
 * (session_replication_role = replica): the check afterwards proves every journal balanced.
 */
export async function generateJournals(client, companyId, lines) {
  const accounts = (await client.query('select id, type from accounts where company_id = $1 order by id', [companyId])).rows;
  const debitSide = accounts.filter((a) => [1, 3, 13, 14, 16].includes(a.type)).map((a) => a.id);
  const creditSide = accounts.filter((a) => [7, 8, 10, 11, 12, 15].includes(a.type)).map((a) => a.id);
  const journals = Math.floor(lines / 2);
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  await client.query(
    `insert into journals (company_id, number, date, source_type, amount, created_at)
     select $1, 'B' || g, date '2023-11-01' + (g % 1096), 'bench', ((g % 99991) / 100.0 + 1)::numeric(14,2), now()
     from generate_series(1, $2::int) g`,
    [companyId, journals],
  );
  await client.query(
    `insert into journal_lines (company_id, journal_id, line_no, date, account_id, debit, credit)
     select company_id, id, 1, date, ($2::int[])[1 + id % array_length($2::int[], 1)], amount, 0 from journals where company_id = $1 and source_type = 'bench'
     union all
     select company_id, id, 2, date, ($3::int[])[1 + id % array_length($3::int[], 1)], 0, amount from journals where company_id = $1 and source_type = 'bench'`,
    [companyId, debitSide, creditSide],
  );
  await client.query(
    `insert into account_balances (company_id, account_id, period, debit, credit)
     select company_id, account_id, date_trunc('month', date)::date, sum(debit), sum(credit) from journal_lines
     where company_id = $1 group by 1, 2, 3
     on conflict (account_id, period) do update set debit = excluded.debit, credit = excluded.credit`,
    [companyId],
  );
  await client.query('commit');
  await client.query('analyze');
}

/** Journals whose lines do not balance, and journal numbers used twice: both must be 0. */
export async function ledgerDefects(client, companyId) {
  const unbalanced = (await client.query(
    `select count(*)::int as n from (select j.id from journals j join journal_lines l on l.journal_id = j.id
       where j.company_id = $1 group by j.id having sum(l.debit) <> sum(l.credit) or sum(l.debit) <> min(j.amount) or count(*) < 2) x`,
    [companyId],
  )).rows[0].n;
  const repeated = (await client.query('select count(*)::int as n from (select number from journals where company_id = $1 group by number having count(*) > 1) x', [companyId])).rows[0].n;
  return { unbalanced, repeated };
}

/**
 * `count` posted invoices of one company spread over its customers and two years, due 30 days
 * after their date: nine in ten paid in full and one in ten a third paid, each payment an
 * application dated 20 days after the invoice, as the receivables module keeps them.
 */
/** `vendors` vendors ("Vendor n") and `count` posted bills among them (numbers "V n"), as entered. */
export async function generateBills(client, companyId, vendors, count) {
  await client.query(
    `insert into vendors (company_id, display_name, account_number, email, created_at, updated_at)
     select $1, 'Vendor ' || g, 'V-' || g, 'v' || g || '@bench.test', now(), now() from generate_series(1, $2::int) g`,
    [companyId, vendors],
  );
  await client.query(
    `insert into payable_documents (company_id, kind, number, vendor_id, date, due_date, ap_account_id, total_amount, balance_due, state, created_at, updated_at)
     select $1, 'bill', 'V' || g, v.ids[1 + g % array_length(v.ids, 1)], date '2024-07-01' + (g % 730), date '2024-07-31' + (g % 730), a.id, x.amount, x.amount, 'posted', now(), now()
     from generate_series(1, $2::int) g
     cross join (select array_agg(id order by id) as ids from vendors where company_id = $1) v
     cross join (select id from accounts where company_id = $1 and type = 8 order by id limit 1) a
     cross join lateral (select ((g % 49991) / 100.0 + 10)::numeric(14,2) as amount) x`,
    [companyId, count],
  );
  await client.query('vacuum analyze vendors, payable_documents');
}

export async function generateInvoices(client, companyId, count) {
  await client.query(
    `insert into sales_documents (company_id, kind, number, customer_id, date, due_date, subtotal, total_amount, total_paid, balance_due, state, created_at, updated_at)
     select $1, 'invoice', 'B' || g, c.ids[1 + g % array_length(c.ids, 1)], x.d, x.d + 30, x.amount, x.amount, y.paid, x.amount - y.paid, 'posted', now(), now()
     from generate_series(1, $2::int) g
     cross join (select array_agg(id order by id) as ids from customers where company_id = $1) c
     cross join lateral (select date '2024-07-01' + (g % 730) as d, ((g % 49991) / 100.0 + 10)::numeric(14,2) as amount) x
     cross join lateral (select case when g % 10 = 0 then round(x.amount / 3, 2) else x.amount end as paid) y`,
    [companyId, count],
  );
  await client.query(
    `insert into receivable_applications (company_id, invoice_id, source_type, date, amount, customer_id, invoice_date, invoice_due_date)
     select company_id, id, 'payment', date + 20, total_paid, customer_id, date, due_date from sales_documents where company_id = $1 and kind = 'invoice' and total_paid > 0`,
    [companyId],
  );
  // What autovacuum does soon after a bulk load (its insert threshold): statistics, and the
  // visibility map that lets the aging report read its covering index without the table.
  await client.query('vacuum analyze sales_documents');
  await client.query('vacuum analyze receivable_applications');
}
