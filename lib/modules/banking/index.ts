import { defineModule } from '@/lib/engine/module';
import { checkLayoutsResource } from './check-layouts';
import { checksResource } from './checks';
import { depositsResource } from './deposits';
import { reconciliationsResource } from './reconciliations';
import { transfersResource } from './transfers';

/** Money in the bank: checks and their layouts, transfers, deposits, reconciliations. */
export const bankingModule = defineModule({
  name: 'banking',
  resources: [checksResource, transfersResource, depositsResource, reconciliationsResource, checkLayoutsResource],
  // `charge` (credit card charges) and `expence_check` are the spec's sections for screens still to build.
  permissions: ['charge', 'check', 'deposit', 'expence_check', 'reconcilation', 'transfer'],
});
