import { opens } from '@/lib/engine/gems';
import { defineModule } from '@/lib/engine/module';
import { payrollItemsResource, taxTablesResource } from './items';
import { liabilityPaymentsResource } from './liability-payments';
import { payrollReports } from './reports';
import { payRunsResource } from './runs';
import { paySetupsResource } from './setups';
import { filePaycheckStubs } from './stub-files';

/**
 * Payroll: payroll items and tax tables (as data), each employee's pay setup, and pay runs that
 * post one journal with the payroll year-to-date sub-ledger (docs/decisions.md, Issue 40). Its
 * section of the dock is the spec's Payroll area: Employees opens crm's employees, Time Off the
 * time area's requests.
 */
export const payrollModule = defineModule({
  name: 'payroll',
  resources: [payrollItemsResource, taxTablesResource, paySetupsResource, payRunsResource, liabilityPaymentsResource],
  reports: payrollReports,
  permissions: ['payroll'],
  // A printed paycheck's pay stub is filed in the Payroll cabinet (stub-files.ts).
  follows: { checks: { printed: filePaycheckStubs } },
  hubs: [{ tabs: ['pay-runs', 'liability-payments', 'pay-setups', 'payroll-items', 'tax-tables'] }],
  windows: { 'pay-runs': { width: 900 }, 'pay-setups': { width: 820 }, 'payroll-items': { width: 820 }, 'tax-tables': { width: 760 }, 'liability-payments': { width: 820 } },
  gems: {
    payroll: [
      { id: 17, window: opens.list('employees') },
      { id: 129, window: opens.list('pay-runs') },
      { id: 10, window: opens.report('payroll-liabilities') },
      { id: 11, window: opens.tool('payroll-links') },
      // Payroll Filing Cabinet: the files of the payroll area's records (lib/modules/files/cabinets.ts).
      { id: 12, window: opens.list('files', { cabinet: 'payroll' }) },
      { id: 153, window: opens.list('time-off') },
      // Attendance: the clock window (the kiosk), with the punches' list and the day's report.
      { id: 208, window: opens.list('attendance'), figure: null },
    ],
  },
  terms: {
    payroll_item: { en: ['Payroll Item', 'Payroll Items', 'a'], es: ['Concepto de nómina', 'Conceptos de nómina', 'un'] },
    tax_table: { en: ['Tax Table', 'Tax Tables', 'a'], es: ['Tabla de impuestos', 'Tablas de impuestos', 'una'] },
    pay_setup: { en: ['Pay Setup', 'Pay Setups', 'a'], es: ['Configuración de pago', 'Configuraciones de pago', 'una'] },
    pay_run: { en: ['Pay Run', 'Pay Runs', 'a'], es: ['Nómina', 'Nóminas', 'una'] },
    liability_payment: { en: ['Liability Payment', 'Liability Payments', 'a'], es: ['Pago de pasivos', 'Pagos de pasivos', 'un'] },
  },
});
