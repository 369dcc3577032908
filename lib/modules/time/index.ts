import { opens } from '@/lib/engine/gems';
import { defineModule } from '@/lib/engine/module';
import { attendanceResource } from './attendance';
import { timeWorkedResource } from './entries';
import { mileageExpensesResource } from './expenses';
import { timeReports } from './reports';
import { timeOffResource } from './time-off';

/**
 * Time worked, mileage and expenses, time off, and billing them onto invoices (billing.ts, the
 * invoices' time-billed sub-ledger); payroll is lib/modules/payroll. Its permission sections are spec
 * section 6's.
 */
export const timeModule = defineModule({
  name: 'time',
  resources: [timeWorkedResource, mileageExpensesResource, timeOffResource, attendanceResource],
  reports: timeReports,
  permissions: ['milage', 'time_off', 'time_worked'],
  windows: { 'time-worked': { width: 960, list: 'timesheet' }, 'mileage-expenses': { width: 900 }, 'time-off': { width: 760 }, attendance: { width: 900, list: 'kiosk' } },
  // The Time area's gems (the Payroll area's are payroll's).
  gems: {
    time: [
      { id: 143, window: opens.list('time-worked') },
      { id: 151, window: opens.list('mileage-expenses') },
      { id: 5, window: opens.tool('hours') },
      { id: 192, window: opens.tool('dates') },
    ],
  },
  terms: {
    time_worked: { en: ['Time Worked', 'Time Worked', 'a'], es: ['Tiempo trabajado', 'Tiempo trabajado', 'un'] },
    mileage_expense: { en: ['Mileage & Expense', 'Mileage & Expenses', 'a'], es: ['Kilometraje y gasto', 'Kilometraje y gastos', 'un'] },
    time_off: { en: ['Time Off', 'Time Off', 'a'], es: ['Tiempo libre', 'Tiempo libre', 'un'] },
    attendance: { en: ['Shift', 'Attendance', 'a'], es: ['Turno', 'Asistencia', 'un'] },
  },
});
