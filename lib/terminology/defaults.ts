import type { Locale } from '@/i18n/locales';

/** One term as the product says it: singular, plural and the indefinite article. */
export type Term = { singular: string; plural: string; article: string };

type Entry = [key: string, en: [string, string, string], es: [string, string, string]];

/**
 * The product's default terminology (spec section 3 "Terminology labels"), in English and
 * Spanish. A company renames any of them (`terminologies`); labels resolve through lib/terminology.
 */
const ENTRIES: Entry[] = [
  // people and contacts
  ['user', ['User', 'Users', 'a'], ['Usuario', 'Usuarios', 'un']],
  ['employee', ['Employee', 'Employees', 'an'], ['Empleado', 'Empleados', 'un']],
  ['prospect', ['Prospect', 'Prospects', 'a'], ['Prospecto', 'Prospectos', 'un']],
  ['vendor', ['Vendor', 'Vendors', 'a'], ['Proveedor', 'Proveedores', 'un']],
  ['customer', ['Customer', 'Customers', 'a'], ['Cliente', 'Clientes', 'un']],
  ['other_contact', ['Other Contact', 'Other Contacts', 'an'], ['Otro contacto', 'Otros contactos', 'un']],
  ['private_contact', ['Private Contact', 'Private Contacts', 'a'], ['Contacto privado', 'Contactos privados', 'un']],
  ['client', ['Client', 'Clients', 'a'], ['Cliente externo', 'Clientes externos', 'un']],
  ['opportunity', ['Opportunity', 'Opportunities', 'an'], ['Oportunidad', 'Oportunidades', 'una']],
  ['milestone', ['Milestone', 'Milestones', 'a'], ['Hito', 'Hitos', 'un']],
  // work and sales documents
  ['work_order', ['Work Order', 'Work Orders', 'a'], ['Orden de trabajo', 'Órdenes de trabajo', 'una']],
  ['job', ['Job', 'Jobs', 'a'], ['Trabajo', 'Trabajos', 'un']],
  ['invoice', ['Invoice', 'Invoices', 'an'], ['Factura', 'Facturas', 'una']],
  ['estimate', ['Estimate', 'Estimates', 'an'], ['Presupuesto', 'Presupuestos', 'un']],
  ['recurring_billing', ['Recurring Schedule', 'Recurring Billing', 'a'], ['Programación recurrente', 'Facturación recurrente', 'una']],
  ['credit_memo', ['Credit Memo', 'Credit Memos', 'a'], ['Nota de crédito', 'Notas de crédito', 'una']],
  ['sales_receipt', ['Sales Receipt', 'Sales Receipts', 'a'], ['Recibo de venta', 'Recibos de venta', 'un']],
  ['purchase_order', ['Purchase Order', 'Purchase Orders', 'a'], ['Orden de compra', 'Órdenes de compra', 'una']],
  ['return_item', ['Return Item', 'Return Items', 'a'], ['Devolución', 'Devoluciones', 'una']],
  ['payable_bill', ['Bill', 'Bills', 'a'], ['Factura de proveedor', 'Facturas de proveedor', 'una']],
  ['payable_credit', ['Vendor Credit', 'Vendor Credits', 'a'], ['Crédito de proveedor', 'Créditos de proveedor', 'un']],
  // supporting terms
  ['category', ['Category', 'Categories', 'a'], ['Categoría', 'Categorías', 'una']],
  ['type', ['Type', 'Types', 'a'], ['Tipo', 'Tipos', 'un']],
  ['warehouse_location', ['Warehouse Location', 'Warehouse Locations', 'a'], ['Ubicación de almacén', 'Ubicaciones de almacén', 'una']],
  ['event', ['Event', 'Events', 'an'], ['Evento', 'Eventos', 'un']],
  ['task', ['Task', 'Tasks', 'a'], ['Tarea', 'Tareas', 'una']],
  ['status', ['Status', 'Statuses', 'a'], ['Estado', 'Estados', 'un']],
  ['method', ['Method', 'Methods', 'a'], ['Método', 'Métodos', 'un']],
  ['term', ['Term', 'Terms', 'a'], ['Plazo', 'Plazos', 'un']],
  ['tax', ['Tax', 'Taxes', 'a'], ['Impuesto', 'Impuestos', 'un']],
  ['layout', ['Layout', 'Layouts', 'a'], ['Diseño', 'Diseños', 'un']],
  ['permission', ['Permission', 'Permissions', 'a'], ['Permiso', 'Permisos', 'un']],
  ['file', ['File', 'Files', 'a'], ['Archivo', 'Archivos', 'un']],
  ['classification', ['Classification', 'Classifications', 'a'], ['Clasificación', 'Clasificaciones', 'una']],
  // messaging
  ['email', ['Email', 'Emails', 'an'], ['Correo', 'Correos', 'un']],
  ['email_template', ['Email Template', 'Email Templates', 'an'], ['Plantilla de correo', 'Plantillas de correo', 'una']],
  ['email_signature', ['Email Signature', 'Email Signatures', 'an'], ['Firma de correo', 'Firmas de correo', 'una']],
  ['sent_email', ['Sent Email', 'Sent Emails', 'a'], ['Correo enviado', 'Correos enviados', 'un']],
  ['email_blast', ['E-Mail Blast', 'E-Mail Blasts', 'an'], ['Envío masivo', 'Envíos masivos', 'un']],
  ['message', ['Message', 'Messages', 'a'], ['Mensaje', 'Mensajes', 'un']],
  ['schedule', ['Schedule', 'Schedules', 'a'], ['Programación', 'Programaciones', 'una']],
  ['invoice_builder', ['Invoice Builder', 'Invoice Builders', 'an'], ['Generador de facturas', 'Generadores de facturas', 'un']],
  ['notification', ['Notification', 'Notifications', 'a'], ['Notificación', 'Notificaciones', 'una']],
  ['message_template', ['Message Template', 'Message Templates', 'a'], ['Plantilla de mensaje', 'Plantillas de mensaje', 'una']],
  ['queue_job', ['Queued Job', 'Job Queue', 'a'], ['Tarea en cola', 'Cola de tareas', 'una']],
  // products and accounting
  ['service', ['Service', 'Services', 'a'], ['Servicio', 'Servicios', 'un']],
  ['good', ['Good', 'Goods', 'a'], ['Bien', 'Bienes', 'un']],
  ['discount', ['Discount', 'Discounts', 'a'], ['Descuento', 'Descuentos', 'un']],
  ['fix_asset', ['Fixed Asset', 'Fixed Assets', 'a'], ['Activo fijo', 'Activos fijos', 'un']],
  ['deposit', ['Deposit', 'Deposits', 'a'], ['Depósito', 'Depósitos', 'un']],
  ['check', ['Check', 'Checks', 'a'], ['Cheque', 'Cheques', 'un']],
  ['warehouse', ['Warehouse', 'Warehouses', 'a'], ['Almacén', 'Almacenes', 'un']],
  ['bill', ['Bill', 'Bills', 'a'], ['Cuenta por pagar', 'Cuentas por pagar', 'una']],
  ['credit', ['Credit', 'Credits', 'a'], ['Crédito', 'Créditos', 'un']],
  ['to_be_entered', ['To Be Entered', 'To Be Entered', 'a'], ['Por registrar', 'Por registrar', 'un']],
  ['to_be_approved', ['To Be Approved', 'To Be Approved', 'a'], ['Por aprobar', 'Por aprobar', 'un']],
  ['payables_aging_settings', ['Payables Aging Settings', 'Payables Aging Settings', 'the'], ['Configuración de antigüedad de cuentas por pagar', 'Configuración de antigüedad de cuentas por pagar', 'la']],
  ['to_be_paid', ['Bill to Pay', 'To Be Paid', 'a'], ['Factura por pagar', 'Por pagar', 'una']],
  ['payroll_item', ['Payroll Item', 'Payroll Items', 'a'], ['Concepto de nómina', 'Conceptos de nómina', 'un']],
  ['customer_payment', ['Funds Received', 'Funds Received', 'a'], ['Fondos recibidos', 'Fondos recibidos', 'un']],
  ['custom_fields', ['Custom Field', 'Custom Fields', 'a'], ['Campo personalizado', 'Campos personalizados', 'un']],
  // not among the spec's labels: the custom fieldsets screen [-23]
  ['fieldset', ['Custom Fieldset', 'Custom Fieldsets', 'a'], ['Grupo de campos personalizados', 'Grupos de campos personalizados', 'un']],
  // not among the spec's labels: Settings > Numbering
  ['numbering_series', ['Numbering Series', 'Numbering Series', 'a'], ['Serie de numeración', 'Series de numeración', 'una']],
  ['other_charge', ['Other Charge', 'Other Charges', 'an'], ['Otro cargo', 'Otros cargos', 'un']],
  ['inventory_item', ['Inventory Item', 'Inventory Items', 'an'], ['Artículo de inventario', 'Artículos de inventario', 'un']],
  ['journal_entry', ['Journal Entry', 'Journal Entries', 'a'], ['Asiento contable', 'Asientos contables', 'un']],
  ['check_layout', ['Check Layout', 'Check Layouts', 'a'], ['Formato de cheque', 'Formatos de cheque', 'un']],
  ['print_check', ['Print Check', 'Print Checks', 'a'], ['Impresión de cheque', 'Impresiones de cheque', 'una']],
  ['account', ['Chart of Account', 'Chart of Accounts', 'a'], ['Catálogo de cuentas', 'Catálogos de cuentas', 'un']],
  // not among the spec's labels: the title of its `transaction` collection (account transactions)
  ['transaction', ['Transaction', 'Transactions', 'a'], ['Transacción', 'Transacciones', 'una']],
  // not among the spec's labels: the Products hub's lists and the invoice settings
  ['item', ['Item', 'Items', 'an'], ['Artículo', 'Artículos', 'un']],
  ['rate', ['Rate', 'Rates', 'a'], ['Tarifa', 'Tarifas', 'una']],
  ['delivery_method', ['Delivery Method', 'Delivery Methods', 'a'], ['Método de entrega', 'Métodos de entrega', 'un']],
  ['payment_method', ['Payment Method', 'Payment Methods', 'a'], ['Método de pago', 'Métodos de pago', 'un']],
  ['mail_settings', ['Mail Settings', 'Mail Settings', 'the'], ['Configuración de correo', 'Configuración de correo', 'la']],
  ['invoice_settings', ['Invoice Settings', 'Invoice Settings', 'the'], ['Configuración de facturas', 'Configuración de facturas', 'la']],
  // not among the spec's labels: what a user may do (spec section 6 names no roles)
  ['role', ['Role', 'Roles', 'a'], ['Rol', 'Roles', 'un']],
  // not among the spec's labels: the Processing hub's documents waiting to print or to be e-mailed
  ['processing', ['Processing', 'Processing', 'the'], ['Procesamiento', 'Procesamiento', 'el']],
  // the tools (gems 11, 25, 27, 33, 116): saved links, quick notes and yearly goals
  ['website', ['Website', 'My Websites', 'a'], ['Sitio web', 'Mis sitios web', 'un']],
  ['client_resource', ['Client Resource', 'Client Resources', 'a'], ['Recurso para clientes', 'Recursos para clientes', 'un']],
  ['payroll_link', ['Payroll Link', 'Payroll Useful Links', 'a'], ['Enlace de nómina', 'Enlaces útiles de nómina', 'un']],
  ['quick_note', ['Quick Note', 'My Quick Notes', 'a'], ['Nota rápida', 'Mis notas rápidas', 'una']],
  ['goal', ['Goal', 'Yearly Goals', 'a'], ['Meta', 'Metas anuales', 'una']],
];

const term = ([singular, plural, article]: [string, string, string]): Term => ({ singular, plural, article });

export const TERM_KEYS = ENTRIES.map(([key]) => key);

export const DEFAULT_TERMS: Record<Locale, Record<string, Term>> = {
  en: Object.fromEntries(ENTRIES.map(([key, en]) => [key, term(en)])),
  es: Object.fromEntries(ENTRIES.map(([key, , es]) => [key, term(es)])),
};
