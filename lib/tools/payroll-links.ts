/**
 * Payroll Useful Links [11]: a curated starting list of public payroll resources (United States
 * federal agencies, and the directories of every state's agencies), shown before the company's
 * own links. Kept as data: changing it is a code change, reviewed like any other.
 */
export type PayrollLink = { agency: string; url: string; name: { en: string; es: string }; about: { en: string; es: string } };

export const PAYROLL_LINKS: PayrollLink[] = [
  {
    agency: 'IRS',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/employment-taxes',
    name: { en: 'Employment taxes', es: 'Impuestos sobre la nómina' },
    about: { en: 'Federal income tax withholding, Social Security and Medicare, FUTA.', es: 'Retención federal, Seguro Social y Medicare, FUTA.' },
  },
  {
    agency: 'IRS',
    url: 'https://www.irs.gov/publications/p15',
    name: { en: 'Publication 15 (Circular E), Employer’s Tax Guide', es: 'Publicación 15 (Circular E), guía tributaria del empleador' },
    about: { en: 'Withholding tables and deposit rules.', es: 'Tablas de retención y reglas de depósito.' },
  },
  {
    agency: 'IRS',
    url: 'https://www.irs.gov/forms-pubs/about-form-941',
    name: { en: 'Form 941, Employer’s Quarterly Federal Tax Return', es: 'Formulario 941, declaración trimestral del empleador' },
    about: { en: 'Quarterly return of withheld taxes.', es: 'Declaración trimestral de los impuestos retenidos.' },
  },
  {
    agency: 'IRS',
    url: 'https://www.irs.gov/forms-pubs/about-form-w-4',
    name: { en: 'Form W-4, Employee’s Withholding Certificate', es: 'Formulario W-4, certificado de retenciones del empleado' },
    about: { en: 'What each employee fills in when hired.', es: 'Lo que cada empleado llena al ser contratado.' },
  },
  {
    agency: 'EFTPS',
    url: 'https://www.eftps.gov/',
    name: { en: 'Electronic Federal Tax Payment System', es: 'Sistema electrónico de pago de impuestos federales' },
    about: { en: 'Deposit federal payroll taxes online.', es: 'Depositar en línea los impuestos federales de nómina.' },
  },
  {
    agency: 'SSA',
    url: 'https://www.ssa.gov/employer/',
    name: { en: 'Employer W-2 filing (Business Services Online)', es: 'Presentación de formularios W-2 del empleador' },
    about: { en: 'File W-2s and verify employees’ Social Security numbers.', es: 'Presentar los W-2 y verificar números de Seguro Social.' },
  },
  {
    agency: 'DOL',
    url: 'https://www.dol.gov/agencies/whd/flsa',
    name: { en: 'Fair Labor Standards Act: wages and hours', es: 'Ley de normas justas de trabajo: salarios y horas' },
    about: { en: 'Minimum wage, overtime and recordkeeping.', es: 'Salario mínimo, horas extra y registros.' },
  },
  {
    agency: 'USCIS',
    url: 'https://www.uscis.gov/i-9',
    name: { en: 'Form I-9, Employment Eligibility Verification', es: 'Formulario I-9, verificación de elegibilidad de empleo' },
    about: { en: 'Required for every new hire.', es: 'Obligatorio para cada nueva contratación.' },
  },
  {
    agency: 'HHS',
    url: 'https://www.acf.hhs.gov/css/employers/employer-responsibilities/new-hire-reporting',
    name: { en: 'New hire reporting, by state', es: 'Reporte de nuevas contrataciones, por estado' },
    about: { en: 'Where each state takes the report of new employees.', es: 'Dónde recibe cada estado el reporte de nuevos empleados.' },
  },
  {
    agency: 'DOL',
    url: 'https://www.dol.gov/agencies/eta/unemployment-insurance/contacts',
    name: { en: 'State unemployment insurance agencies', es: 'Agencias estatales de seguro de desempleo' },
    about: { en: 'State unemployment tax accounts and rates.', es: 'Cuentas y tasas estatales del impuesto de desempleo.' },
  },
  {
    agency: 'FTA',
    url: 'https://www.taxadmin.org/state-tax-agencies',
    name: { en: 'State tax agencies', es: 'Agencias tributarias estatales' },
    about: { en: 'Every state’s revenue department, for state withholding.', es: 'El departamento de ingresos de cada estado, para la retención estatal.' },
  },
];
