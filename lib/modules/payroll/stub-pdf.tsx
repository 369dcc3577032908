import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { checkAmountInWords } from '@/lib/money-words';
import { toCents } from '@/lib/money';
import type { Stub } from './calculate';

/** The words a stub is printed with, in the company's language (runs.ts `stubWords`). */
export type StubWords = {
  title: (employee: string) => string;
  line: string;
  item: string;
  hours: string;
  current: string;
  ytd: string;
  gross: string;
  net: string;
  inWords: (words: string) => string;
  kinds: Record<string, string>;
  document: string;
};

export type StubSheet = { company: string; number: string; periodStart: string; periodEnd: string; payDate: string; stubs: Stub[]; words: StubWords };

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
  const w = sheet.words;
  return (
    <Page size="LETTER" style={{ padding: 48, fontFamily: 'Helvetica' }}>
      <Text style={{ fontSize: 14, fontFamily: 'Helvetica-Bold' }}>{sheet.company}</Text>
      <Text style={{ fontSize: 11, marginTop: 4 }}>{w.title(s.employee)}</Text>
      <Text style={{ fontSize: 9, marginTop: 2 }}>{w.line}</Text>
      <View style={{ marginTop: 16 }}>
        <Row cells={[w.item, w.hours, w.current, w.ytd]} bold />
        {s.items.map((i) => (
          <Row key={i.payroll_item_id} cells={[`${w.kinds[i.kind] ?? ''}: ${i.name}`, i.hours === '0.00' ? '' : i.hours, i.current, i.ytd]} />
        ))}
        <Row cells={[w.gross, '', s.gross, s.ytd_gross]} bold />
        <Row cells={[w.net, '', s.net, s.ytd_net]} bold />
      </View>
      <Text style={{ fontSize: 10, marginTop: 12 }}>{w.inWords(checkAmountInWords(toCents(s.net)))}</Text>
    </Page>
  );
}

/** The pay stubs of a run as one PDF, a page each. */
export function stubsPdf(sheet: StubSheet): Promise<Buffer> {
  return renderToBuffer(
    <Document title={sheet.words.document} author={sheet.company}>
      {sheet.stubs.map((s) => (
        <StubPage key={s.employee_id} s={s} sheet={sheet} />
      ))}
    </Document>,
  );
}
