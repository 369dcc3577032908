import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
// The app's modules declare the default terms (lib/terminology/defaults.ts).
import '@/lib/api/modules';
import { messagesWithTerms, termRenamer } from '@/lib/terminology/rename';

const patient = { customer: { singular: 'Patient', plural: 'Patients', article: 'a' } };

describe('termRenamer', () => {
  it('puts the company words in, in the case the text uses', () => {
    const rename = termRenamer('en', patient);
    expect(rename('Customers')).toBe('Patients');
    expect(rename('Add Customer')).toBe('Add Patient');
    expect(rename('CUSTOMER')).toBe('PATIENT');
    expect(rename('Choose a customer first.')).toBe('Choose a patient first.');
    expect(rename('Customer Message')).toBe('Patient Message');
  });

  it('leaves other words, longer terms and message arguments alone', () => {
    const rename = termRenamer('en', { ...patient, invoice: { singular: 'Bill', plural: 'Bills', article: 'a' } });
    expect(rename('Customerly customers’ Customer2')).toBe('Customerly patients’ Customer2');
    expect(rename('Hello {customer}, {customer, select, other {x}}')).toBe('Hello {customer}, {customer, select, other {x}}');
    expect(rename('Other Contacts')).toBe('Other Contacts');
    // The term's own article changes with it; another word before it does not.
    expect(rename('Create an invoice')).toBe('Create a bill');
    expect(rename('The INVOICE')).toBe('The BILL');
  });

  it('keeps a longer Spanish term that holds a renamed word', () => {
    const rename = termRenamer('es', { customer: { singular: 'Paciente', plural: 'Pacientes', article: 'un' } });
    expect(rename('Clientes')).toBe('Pacientes');
    expect(rename('Nuevo cliente')).toBe('Nuevo paciente');
    expect(rename('Clientes externos')).toBe('Clientes externos');
  });

  it('is the identity without renames, and renames a whole message tree once', () => {
    expect(termRenamer('en', {})('Customers')).toBe('Customers');
    expect(messagesWithTerms(en, 'en', {})).toBe(en);
    const renames = { ...patient };
    const renamed = messagesWithTerms(en, 'en', renames);
    expect(messagesWithTerms(en, 'en', renames)).toBe(renamed);
    expect(renamed.documentPdf.header.customer_name).toBe('Patient');
    expect(JSON.stringify(renamed)).not.toMatch(/\bCustomers?\b/);
  });
});
