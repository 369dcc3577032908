import { opens } from '@/lib/engine/gems';
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
  hubs: [
    // Payables (gem 140 Payables Processing), in the spec's order: To Be Paid (the approved batch
    // items), To Be Approved (the batches), bills and vendor credits (Add a Bill, All Bills, Add a
    // Credit, All Credits are each list's add button and rows), the checks that pay them, and the
    // aging's periods as its settings.
    {
      tabs: ['ap-uploads', 'ap-batch-items', 'ap-tbas', 'ap-bills', 'ap-credits', 'checks'],
      settings: 'payables-aging-settings',
      counts: { 'ap-uploads': { to_be_entered: 'yes' }, 'ap-batch-items': { status: 'approved' }, 'ap-tbas': { status: 'pending' } },
    },
  ],
  windows: {
    // To Be Paid: the approved bills ticked with what to pay now, the checks previewed, then
    // written (what that changes, its `pay` action declares: lib/engine/changes.ts).
    // To Be Paid; a batch's items (opened from its row, `batch_id`) in the generic list, each approved or rejected from its row.
    'ap-batch-items': { list: 'to-be-paid', plainWhen: ['batch_id'] },
    // Upload AP Files: the vendor's PDF or image is chosen from the computer.
    'ap-uploads': { form: 'upload' },
  },
  // The Payables area's gems (Vendors opens crm's vendors).
  gems: {
    payable: [
      { id: 18, window: opens.list('vendors') },
      { id: 140, window: opens.list('ap-bills') },
      { id: 24, window: opens.report('payables-aging') },
      // Payables Filing Cabinet: the files of vendors, bills, checks... (lib/modules/files/cabinets.ts).
      { id: 30, window: opens.list('files', { cabinet: 'payables' }) },
      { id: 203, window: opens.list('purchase-orders') },
      { id: 205, window: opens.list('receiving') },
    ],
  },
  terms: {
    purchase_order: { en: ['Purchase Order', 'Purchase Orders', 'a'], es: ['Orden de compra', 'Órdenes de compra', 'una'] },
    payable_bill: { en: ['Bill', 'Bills', 'a'], es: ['Factura de proveedor', 'Facturas de proveedor', 'una'] },
    payable_credit: { en: ['Vendor Credit', 'Vendor Credits', 'a'], es: ['Crédito de proveedor', 'Créditos de proveedor', 'un'] },
    bill: { en: ['Bill', 'Bills', 'a'], es: ['Cuenta por pagar', 'Cuentas por pagar', 'una'] },
    credit: { en: ['Credit', 'Credits', 'a'], es: ['Crédito', 'Créditos', 'un'] },
    to_be_entered: { en: ['To Be Entered', 'To Be Entered', 'a'], es: ['Por registrar', 'Por registrar', 'un'] },
    to_be_approved: { en: ['To Be Approved', 'To Be Approved', 'a'], es: ['Por aprobar', 'Por aprobar', 'un'] },
    payables_aging_settings: { en: ['Payables Aging Settings', 'Payables Aging Settings', 'the'], es: ['Configuración de antigüedad de cuentas por pagar', 'Configuración de antigüedad de cuentas por pagar', 'la'] },
    to_be_paid: { en: ['Bill to Pay', 'To Be Paid', 'a'], es: ['Factura por pagar', 'Por pagar', 'una'] },
  },
});
