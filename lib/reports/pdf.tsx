import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney } from '@/lib/format';

type Row = Record<string, unknown>;
export type PrintableReport = { title: string; company: string; subtitle: string; rows: Row[]; totals?: Record<string, unknown> };

const styles = StyleSheet.create({
  page: { padding: 36, paddingBottom: 48, fontSize: 9, fontFamily: 'Helvetica' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  subtitle: { marginTop: 2, marginBottom: 12, color: '#555' },
  section: { marginTop: 8, paddingVertical: 3, paddingHorizontal: 4, backgroundColor: '#eef1f5', fontFamily: 'Helvetica-Bold' },
  row: { flexDirection: 'row', paddingVertical: 2, paddingHorizontal: 4, borderBottomWidth: 0.5, borderBottomColor: '#ddd' },
  number: { width: 60, color: '#666' },
  name: { flex: 1 },
  amount: { width: 90, textAlign: 'right' },
  totals: { marginTop: 12, borderTopWidth: 1, borderTopColor: '#333', paddingTop: 4 },
  total: { flexDirection: 'row', paddingVertical: 1.5, paddingHorizontal: 4 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, textAlign: 'center', color: '#777' },
});

const money = (v: unknown) => (typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v) ? formatMoney(v) : String(v ?? ''));
const words = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A report as a PDF: title, rows grouped by section (or by month), totals, "Page n / total". */
export function reportPdf(report: PrintableReport): Promise<Buffer> {
  const monthly = report.rows.length > 0 && 'month' in report.rows[0];
  const sections = monthly ? [null] : [...new Set(report.rows.map((r) => String(r.section ?? '')))];
  const amountKeys = monthly ? Object.keys(report.rows[0]).filter((k) => k !== 'month') : ['amount', ...(report.rows.some((r) => r.compare_amount !== undefined) ? ['compare_amount'] : [])];
  return renderToBuffer(
    <Document title={`${report.title} – ${report.company}`}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>{report.title}</Text>
        <Text style={styles.subtitle}>
          {report.company} · {report.subtitle}
        </Text>
        {sections.map((section) => (
          <View key={section ?? 'all'}>
            {section ? <Text style={styles.section}>{words(section)}</Text> : null}
            {report.rows
              .filter((r) => section === null || String(r.section ?? '') === section)
              .map((r, i) => (
                <View key={i} style={styles.row} wrap={false}>
                  <Text style={styles.number}>{String(monthly ? r.month : (r.number ?? ''))}</Text>
                  <Text style={styles.name}>{monthly ? '' : String(r.name ?? '')}</Text>
                  {amountKeys.map((k) => (
                    <Text key={k} style={styles.amount}>
                      {money(r[k])}
                    </Text>
                  ))}
                </View>
              ))}
          </View>
        ))}
        {report.totals ? (
          <View style={styles.totals}>
            {Object.entries(report.totals).map(([k, v]) => (
              <View key={k} style={styles.total}>
                <Text style={styles.name}>{words(k)}</Text>
                <Text style={styles.amount}>{money(v)}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <Text style={styles.footer} render={({ pageNumber, totalPages }) => `Page ${pageNumber} / ${totalPages}`} fixed />
      </Page>
    </Document>,
  );
}
