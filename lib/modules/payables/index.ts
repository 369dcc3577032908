import { defineModule } from '@/lib/engine/module';
import { payablesReports } from './payables-reports';
import { agingSettingsResource } from './aging-settings';
import { batchesResource } from './batches';
import { billsResource, vendorCreditsResource } from './bills';
import { batchItemsResource } from './pay-bills';
import { uploadsResource } from './uploads';

/** Payables: bills and vendor credits, their approval in batches, paying them. */
export const payablesModule = defineModule({
  name: 'payables',
  resources: [billsResource, vendorCreditsResource, batchesResource, batchItemsResource, uploadsResource],
  settings: [agingSettingsResource],
  reports: payablesReports,
  permissions: ['payable_bill', 'payable_credit', 'payable_payment'],
});
