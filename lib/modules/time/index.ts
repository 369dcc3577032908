import { opens } from '@/lib/engine/gems';
import { defineModule } from '@/lib/engine/module';

/** Time worked, time off, mileage and payroll: an area still to build, whose permission sections (spec section 6) roles already hold. */
export const timeModule = defineModule({
  name: 'time',
  resources: [],
  permissions: ['milage', 'time_off', 'time_worked'],
  // The Payroll and Time areas' gems (payroll is paid for time worked, and its terms are this
  // area's): Employees opens crm's employees; the tools' calculators and payroll links stand in
  // until the area is built.
  gems: {
    payroll: [
      { id: 17, window: opens.list('employees') },
      { id: 129, window: null },
      { id: 10, window: null },
      { id: 11, window: opens.tool('payroll-links') },
      { id: 12, window: null },
      { id: 153, window: null },
      { id: 208, window: null },
    ],
    time: [
      { id: 143, window: null },
      { id: 151, window: null },
      { id: 5, window: opens.tool('hours') },
      { id: 192, window: opens.tool('dates') },
    ],
  },
  terms: {
    payroll_item: { en: ['Payroll Item', 'Payroll Items', 'a'], es: ['Concepto de nómina', 'Conceptos de nómina', 'un'] },
  },
});
