import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { checkAmountInWords } from '@/lib/money-words';
import { toCents } from '@/lib/money';
import type { Stub } from './calculate';

export type StubSheet = { company: string; number: string; periodStart: string; periodEnd: string; payDate: string; stubs: Stub[] };

const KIND_TITLES: Record<string, string> = {
  hourly: 'Earnings',
  overtime: 'Earnings',
  salary: 'Earnings',
  bonus: 'Earnings',
  commission: 'Earnings',
  reimbursement: 'Reimbursements',
  pre_tax_deduction: 'Deductions',
  after_tax_deduction: 'Deductions',
  withholding: 'Taxes withheld',
  employer_tax: 'Employer taxes',
};

const cell = { fontSize: 9, paddingVertical: 2 } as const;
const Row = ({ cells, bold = false }: { cells: string[]; bold?: boolean }) => (
  <View style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#999' }}>
    {cells.map((c, i) => (
      <Text key={i} style={{ ...cell, width: i === 0 ? '40%' : '20%', textAlign: i === 0 ? 'left' : 'right', fontFamily: bold ? 'Helvetica-Bold' : 'Helvetica' }}>
        {c}
      </Text>
    ))}
  </View>
);

/** One employee's stub: this run's amounts and the year to date, item by item, then the gross and the net. */
function StubPage({ s, sheet }: { s: Stub; sheet: StubSheet }) {
  return (
    <Page size="LETTER" style={{ padding: 48, fontFamily: 'Helvetica' }}>
      <Text style={{ fontSize: 14, fontFamily: 'Helvetica-Bold' }}>{sheet.company}</Text>
      <Text style={{ fontSize: 11, marginTop: 4 }}>Pay stub: {s.employee}</Text>
      <Text style={{ fontSize: 9, marginTop: 2 }}>
        Pay run {sheet.number} · Period {sheet.periodStart} to {sheet.periodEnd} · Pay date {sheet.payDate}
      </Text>
      <View style={{ marginTop: 16 }}>
        <Row cells={['Item', 'Hours', 'Current', 'Year to date']} bold />
        {s.items.map((i) => (
          <Row key={i.payroll_item_id} cells={[`${KIND_TITLES[i.kind] ?? ''}: ${i.name}`, i.hours === '0.00' ? '' : i.hours, i.current, i.ytd]} />
        ))}
        <Row cells={['Gross pay', '', s.gross, s.ytd_gross]} bold />
        <Row cells={['Net pay', '', s.net, s.ytd_net]} bold />
      </View>
      <Text style={{ fontSize: 10, marginTop: 12 }}>Net pay in words: {checkAmountInWords(toCents(s.net))}</Text>
    </Page>
  );
}

/** The pay stubs of a run as one PDF, a page each. */
export function stubsPdf(sheet: StubSheet): Promise<Buffer> {
  return renderToBuffer(
    <Document title={`Pay stubs, pay run ${sheet.number}`} author={sheet.company}>
      {sheet.stubs.map((s) => (
        <StubPage key={s.employee_id} s={s} sheet={sheet} />
      ))}
    </Document>,
  );
}
