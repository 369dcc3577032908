import { z } from 'zod';
import { collectionAction, type Resource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, decimal, flag, idItem, ref } from '@/lib/engine/fields';
import { createRecord, deleteRecord, updateRecord } from '@/lib/engine/write';

/** One cell of a week's grid: an entry's hours on a day for a row's customer, service and billable flag. */
const cell = z.object({
  id: idItem(say('billChooseTime')).nullable().optional(),
  date: date('Date', { required: true }),
  hours: decimal('Hours', { places: 2, min: 0, max: 24 }),
  customer_id: ref('Customer'),
  job_id: ref('Job'),
  item_id: ref('Service item'),
  is_billable: flag('Billable'),
});

const weekInput = z.object({
  employee_id: ref('Employee', { required: true }),
  cells: z.array(cell).max(7 * 50, { error: 'At most 50 rows of a week.' }),
});

/** A write of one cell, its 422 naming the cell's field (`cells.3.hours`). */
async function inCell<T>(i: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(error.errors.map((e) => ({ ...e, field: `cells.${i}.${e.field === 'id' ? 'hours' : e.field}` })));
    throw error;
  }
}

/**
 * POST /time-worked/week: a week's timesheet grid saved at once, in one transaction: a cell
 * with an entry and no hours deletes it, one with hours changes it, a new cell with hours makes
 * one. Each goes through the entry's own checks (24 hours a day, the employee's and customer's
 * company, billed time untouched); the first refusal names its cell and nothing is written.
 * Emptied cells go first, so hours moved from one row to another on a day never pass 24 between.
 */
export function weekAction(resource: () => Resource) {
  return collectionAction({
    input: weekInput,
    async run(ctx, input) {
      const def = resource();
      const cells = input.cells.map((c, i) => ({ c, i }));
      const empty = (hours: string | null | undefined) => !hours || /^0+(\.0+)?$/.test(hours);
      for (const { c, i } of cells) {
        const id = c.id;
        if (id && empty(c.hours)) await inCell(i, () => deleteRecord(def, ctx, id));
      }
      const records = [];
      for (const { c, i } of cells.filter(({ c }) => !empty(c.hours))) {
        const body = { employee_id: input.employee_id, date: c.date, hours: c.hours, customer_id: c.customer_id ?? null, job_id: c.job_id ?? null, item_id: c.item_id ?? null, is_billable: c.is_billable ?? 0 };
        const id = c.id;
        records.push(await inCell(i, () => (id ? updateRecord(def, ctx, id, { hours: c.hours }) : createRecord(def, ctx, body))));
      }
      return { records, of: def };
    },
  });
}
