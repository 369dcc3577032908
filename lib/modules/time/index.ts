import { opens } from '@/lib/engine/gems';
import { defineModule } from '@/lib/engine/module';
import { timeWorkedResource } from './entries';
import { mileageExpensesResource } from './expenses';
import { timeOffResource } from './time-off';

/**
 * Time worked, mileage and expenses, time off, and billing them onto invoices (billing.ts, the
 * invoices' time-billed sub-ledger); payroll is still to build. Its permission sections are spec
 * section 6's.
 */
export const timeModule = defineModule({
  name: 'time',
  resources: [timeWorkedResource, mileageExpensesResource, timeOffResource],
  permissions: ['milage', 'time_off', 'time_worked'],
  windows: { 'time-worked': { width: 960, list: 'timesheet' }, 'mileage-expenses': { width: 900 }, 'time-off': { width: 760 } },
  // The Payroll and Time areas' gems (payroll is paid for time worked, and its terms are this
  // area's): Employees opens crm's employees; the tools' calculators and payroll links stand in
  // until payroll is built.
  gems: {
    payroll: [
      { id: 17, window: opens.list('employees') },
      { id: 129, window: null },
      { id: 10, window: null },
      { id: 11, window: opens.tool('payroll-links') },
      { id: 12, window: null },
      { id: 153, window: opens.list('time-off') },
      { id: 208, window: null },
    ],
    time: [
      { id: 143, window: opens.list('time-worked') },
      { id: 151, window: opens.list('mileage-expenses') },
      { id: 5, window: opens.tool('hours') },
      { id: 192, window: opens.tool('dates') },
    ],
  },
  terms: {
    payroll_item: { en: ['Payroll Item', 'Payroll Items', 'a'], es: ['Concepto de nómina', 'Conceptos de nómina', 'un'] },
    time_worked: { en: ['Time Worked', 'Time Worked', 'a'], es: ['Tiempo trabajado', 'Tiempo trabajado', 'un'] },
    mileage_expense: { en: ['Mileage & Expense', 'Mileage & Expenses', 'a'], es: ['Kilometraje y gasto', 'Kilometraje y gastos', 'un'] },
    time_off: { en: ['Time Off', 'Time Off', 'a'], es: ['Tiempo libre', 'Tiempo libre', 'un'] },
  },
});
