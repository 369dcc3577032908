import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { DEFAULT_MONEY, formatMoney, type MoneyStyle } from '@/lib/format';
import type { ReportLabels } from '@/lib/reports/labels';
import type { ReportTable } from '@/lib/reports/table';

/** `money`: how the company shows its money (the amounts keep the English digits of the CSV). */
export type PrintableReport = { title: string; company: string; subtitle: string; table: ReportTable; labels: ReportLabels; money?: MoneyStyle };

const styles = StyleSheet.create({
  page: { padding: 36, paddingBottom: 48, fontSize: 9, fontFamily: 'Helvetica' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  subtitle: { marginTop: 2, marginBottom: 12, color: '#555' },
  section: { marginTop: 8, paddingVertical: 3, paddingHorizontal: 4, backgroundColor: '#eef1f5', fontFamily: 'Helvetica-Bold' },
  head: { flexDirection: 'row', paddingVertical: 2, paddingHorizontal: 4, borderBottomWidth: 1, borderBottomColor: '#333', fontFamily: 'Helvetica-Bold' },
  row: { flexDirection: 'row', paddingVertical: 2, paddingHorizontal: 4, borderBottomWidth: 0.5, borderBottomColor: '#ddd' },
  text: { flex: 1 },
  short: { width: 60, color: '#666' },
  amount: { width: 90, textAlign: 'right' },
  totals: { marginTop: 12, borderTopWidth: 1, borderTopColor: '#333', paddingTop: 4 },
  total: { flexDirection: 'row', paddingVertical: 1.5, paddingHorizontal: 4 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, textAlign: 'center', color: '#777' },
});

const isMoney = (v: unknown) => typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v);

function Cells({ cells, amountFrom, money }: { cells: unknown[]; amountFrom: number; money: MoneyStyle }) {
  return cells.map((c, i) => (
    <Text key={i} style={i >= amountFrom ? styles.amount : i === 0 && amountFrom >= 2 ? styles.short : styles.text}>
      {isMoney(c) ? formatMoney(c as string, 'en', money) : String(c ?? '')}
    </Text>
  ));
}

/** A report as a PDF: title, column headers, rows (grouped under headings when the table is), totals, "Page n / total". */
export function reportPdf({ title, company, subtitle, table, labels, money = DEFAULT_MONEY }: PrintableReport): Promise<Buffer> {
  const skip = table.grouped ? 1 : 0;
  const header = table.header.slice(skip);
  // Amount columns are the trailing ones whose cells are money.
  let amountFrom = header.length;
  while (amountFrom > 1 && table.rows.every((r) => isMoney(r[amountFrom - 1 + skip]) || r[amountFrom - 1 + skip] === '')) amountFrom--;
  const groups = table.grouped ? [...new Set(table.rows.map((r) => String(r[0])))] : [null];
  return renderToBuffer(
    <Document title={`${title} – ${company}`}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>{title}</Text>
        <Text style={styles.subtitle}>
          {company} · {subtitle}
        </Text>
        <View style={styles.head} fixed>
          <Cells cells={header} amountFrom={amountFrom} money={money} />
        </View>
        {groups.map((group) => (
          <View key={group ?? 'all'}>
            {group !== null ? <Text style={styles.section}>{group}</Text> : null}
            {table.rows
              .filter((r) => group === null || String(r[0]) === group)
              .map((r, i) => (
                <View key={i} style={styles.row} wrap={false}>
                  <Cells cells={r.slice(skip)} amountFrom={amountFrom} money={money} />
                </View>
              ))}
          </View>
        ))}
        {table.totals.length ? (
          <View style={styles.totals}>
            {table.totals.map((r, i) => (
              <View key={i} style={styles.total}>
                <Cells cells={r.slice(skip)} amountFrom={amountFrom} money={money} />
              </View>
            ))}
          </View>
        ) : null}
        <Text style={styles.footer} render={({ pageNumber, totalPages }) => labels.page(pageNumber, totalPages)} fixed />
      </Page>
    </Document>,
  );
}
