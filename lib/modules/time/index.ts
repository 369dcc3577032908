import { defineModule } from '@/lib/engine/module';

/** Time worked, time off and mileage: an area still to build, whose permission sections (spec section 6) roles already hold. */
export const timeModule = defineModule({
  name: 'time',
  resources: [],
  permissions: ['milage', 'time_off', 'time_worked'],
  terms: {
    payroll_item: { en: ['Payroll Item', 'Payroll Items', 'a'], es: ['Concepto de nómina', 'Conceptos de nómina', 'un'] },
  },
});
