import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { accounts, customerRates, jobs, type clients, type users } from '@/db/schema';
import { defineResource, type Relation } from '@/lib/engine/define';
import { belongsTo, computedValue, hasMany, userName } from '@/lib/engine/relations';
import type { accountsResource } from '@/lib/modules/books/accounts';
import type { clientsResource } from '@/lib/modules/crm/clients';
import type { jobsResource } from '@/lib/modules/jobs/jobs';
import type { usersResource } from '@/lib/modules/platform/users';

/**
 * A definition is typed by its Drizzle table and its zod input: a hook that names a column or an
 * input field that does not exist is a type error. `npm run typecheck` checks this file, and each
 * `@ts-expect-error` fails it in turn if the error it expects stops being one.
 */
const probeInput = z.object({ display_name: z.string(), stage: z.number().optional() });

const probe = {
  name: 'probes',
  table: jobs,
  input: probeInput,
  columns: ['display_name'],
  search: [],
  terminology: 'job',
  permission: 'job',
  features: {},
};

describe('typed definitions', () => {
  it('gives computed the table row', () => {
    defineResource({
      ...probe,
      computed: (row) => {
        expectTypeOf(row.stage).toEqualTypeOf<number>();
        expectTypeOf(row.customerId).toEqualTypeOf<number | null>();
        // @ts-expect-error jobs have no column `stageName`
        return { stage_label: row.stageName };
      },
    });
  });

  it('gives prepare the parsed input and the stored row, and types the columns it answers', () => {
    defineResource({
      ...probe,
      prepare(_ctx, input, existing) {
        expectTypeOf(input.display_name).toEqualTypeOf<string | undefined>();
        expectTypeOf(existing).toEqualTypeOf<(typeof jobs.$inferSelect & { id: number }) | null>();
        // @ts-expect-error the input has no field `title`
        void input.title;
        // @ts-expect-error jobs have no column `displayname`
        void existing?.displayname;
        return { displayName: input.display_name };
      },
    });
    defineResource({
      ...probe,
      // @ts-expect-error jobs' `stage` holds a number, not a label
      prepare: () => ({ stage: 'Open' }),
    });
  });

  it('gives create, update, afterWrite and deletable the input and the row', () => {
    defineResource({
      ...probe,
      async create(_ctx, input) {
        expectTypeOf(input.display_name).toEqualTypeOf<string>();
        // @ts-expect-error the input has no field `name`
        void input.name;
        throw new Error('never run');
      },
      async update(_ctx, existing, input) {
        expectTypeOf(input.stage).toEqualTypeOf<number | undefined>();
        // @ts-expect-error jobs have no column `customer_id` (the row has table keys)
        void existing.customer_id;
        return existing;
      },
      afterWrite(_ctx, row, _op, input) {
        expectTypeOf(row.number).toEqualTypeOf<string | null>();
        // @ts-expect-error the input has no field `number`
        void input?.number;
      },
      async deletable(_ctx, row) {
        // @ts-expect-error jobs have no column `state`
        return row.state ? 'Posted.' : null;
      },
    });
  });

  it('gives declared actions and views the row', () => {
    defineResource({
      ...probe,
      actions: {
        finish: {
          async run(_ctx, row) {
            // @ts-expect-error jobs have no column `finishedAt`
            return { data: row.finishedAt };
          },
        },
      },
      views: {
        async summary(_ctx, row) {
          // @ts-expect-error jobs have no column `title`
          return row.title;
        },
      },
    });
  });

  it('checks relation keys against their table', () => {
    // Built only for their types: relations are never loaded here.
    const _relations = (): Relation[] => [
      hasMany({ table: customerRates }, 'customerId'),
      // @ts-expect-error customer_rates has no column `customerID`
      hasMany({ table: customerRates }, 'customerID'),
      computedValue(accounts, async (_ctx, rows) => new Map(rows.map((r) => [r.id, r.type]))),
      // @ts-expect-error accounts have no column `kind`
      computedValue(accounts, async (_ctx, rows) => new Map(rows.map((r) => [r.id, r.kind]))),
    ];
    expectTypeOf(_relations).returns.toEqualTypeOf<Relation[]>();
  });

  it('checks the parent key an expansion follows against the parent table', () => {
    defineResource({ ...probe, expand: { customer: belongsTo({ table: customerRates }, 'customerId'), maker: userName('createdBy') } });
    // @ts-expect-error jobs have no column `clientId` to follow
    defineResource({ ...probe, expand: { customer: belongsTo({ table: customerRates }, 'clientId') } });
    // @ts-expect-error jobs have no column `ownerId` naming a user
    defineResource({ ...probe, expand: { owner: userName('ownerId') } });
  });

  it('keeps the modules’ definitions typed by their own tables', () => {
    expectTypeOf<(typeof usersResource)['table']>().toEqualTypeOf<typeof users>();
    expectTypeOf<(typeof clientsResource)['table']>().toEqualTypeOf<typeof clients>();
    expectTypeOf<(typeof jobsResource)['table']>().toEqualTypeOf<typeof jobs>();
    expectTypeOf<(typeof accountsResource)['table']>().toEqualTypeOf<typeof accounts>();
    type AccountInput = z.infer<(typeof accountsResource)['input']>;
    expectTypeOf<AccountInput['opening_balance']>().toEqualTypeOf<string | null | undefined>();
  });
});
