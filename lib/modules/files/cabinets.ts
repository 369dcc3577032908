import { and, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { files } from '@/db/schema';
import type { NamedFilter, ResourceContext } from '@/lib/engine/define';
import { namingReadable } from '@/lib/engine/reach';

/** A file's kinds: an employee's yearly, personnel or permanent document, or a report kept as a PDF. */
export const FILE_KINDS = { yearly: 'Yearly document', personnel: 'Personnel document', permanent: 'Permanent document', report: 'Report' } as const;

/** The collections of the payroll area and of the payables area whose records' files fill their cabinets. */
export const PAYROLL_COLLECTIONS = ['employees', 'pay-runs', 'pay-setups', 'liability-payments', 'time-off'];
export const PAYABLES_COLLECTIONS = ['vendors', 'ap-uploads', 'ap-bills', 'ap-credits', 'checks', 'purchase-orders', 'receiving'];

const employeesOf = (kind: keyof typeof FILE_KINDS) => and(eq(files.linkedTo, 'employees'), eq(files.kind, kind))!;
const reports = eq(files.kind, 'report');

/**
 * The filing cabinets (spec section 2's gems): the files of an area, each a condition on the files
 * (`filter[cabinet]=payroll`), read through the files' own scope. A cabinet shows only what the
 * Files list shows its reader, and that list shows a linked file only to a person who reads the
 * record it is linked to (`readsAsItsRecord`): a clerk without the payroll rights finds the payroll
 * cabinet empty, whatever files it holds.
 */
export const CABINETS: Record<string, { label: string; where: SQL }> = {
  // 12 Payroll Filing Cabinet: the files of employees, pay runs, pay setups, liability payments, time off.
  payroll: { label: 'Payroll', where: inArray(files.linkedTo, PAYROLL_COLLECTIONS) },
  // 20, 21, 22: an employee's documents by kind.
  yearly: { label: 'Yearly Documents', where: employeesOf('yearly') },
  personnel: { label: 'Personnel Documents', where: employeesOf('personnel') },
  permanent: { label: 'Permanent Documents', where: employeesOf('permanent') },
  // 30 Payables Filing Cabinet: the files of vendors, bills (and their uploads of To Be Entered), vendor credits,
  // checks (each printed check's PDF), purchase orders, receivings.
  payables: { label: 'Payables', where: inArray(files.linkedTo, PAYABLES_COLLECTIONS) },
  // 31 and 32: reports kept as PDFs, all of them or those of the last three months (by the file's date).
  reports: { label: 'Reports', where: reports },
  'recent-reports': { label: 'Reports PDFs for Last 3 Months', where: and(reports, gte(files.date, sql`(current_date - interval '3 months')::date`))! },
};

export const cabinetFilter: NamedFilter = { label: 'Filing cabinet', options: CABINETS };

/** A file not linked to a record is the files' own; a linked one is read by those who read its record. */
export const readsAsItsRecord = (ctx: ResourceContext): SQL[] => [or(isNull(files.linkedTo), and(...namingReadable(ctx, files.linkedTo, files.recordId)))!];
