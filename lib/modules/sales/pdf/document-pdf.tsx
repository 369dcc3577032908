import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { formatDecimal, formatIsoDate, formatMoney } from '@/lib/format';
import { documentLabels, type DocumentLabels } from './labels';
import { printedEntries, type HeaderItem, type LayoutEntry } from './layout';
import { AGING_STRIP, type Business, type Printable, type StatementPrintable } from './printable';

/** Spec section 9: a margin of 10 mm (28 pt) on every side; the footer sits in the bottom margin. */
const MARGIN = 28;
/** A US Letter page's height in points. */
const LETTER_HEIGHT = 792;
const styles = StyleSheet.create({
  page: { paddingTop: MARGIN, paddingHorizontal: MARGIN, paddingBottom: MARGIN + 18, fontSize: 9, fontFamily: 'Helvetica', color: '#222' },
  // A page that does not wrap is laid out as tall as its content: at least the page, so that the
  // footer sits at its foot, and taller when the content does not fit.
  onePage: { minHeight: LETTER_HEIGHT },
  top: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 14 },
  business: { width: '50%' },
  logo: { maxWidth: 120, maxHeight: 60, marginBottom: 6, objectFit: 'contain' },
  businessName: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  muted: { color: '#555' },
  titleBlock: { width: '45%', alignItems: 'flex-end' },
  title: { fontSize: 20, fontFamily: 'Helvetica-Bold', color: '#1d3557', marginBottom: 6 },
  fact: { flexDirection: 'row', justifyContent: 'flex-end', marginBottom: 1.5 },
  factLabel: { color: '#555', marginRight: 6 },
  factValue: { fontFamily: 'Helvetica-Bold', minWidth: 80, textAlign: 'right' },
  addresses: { flexDirection: 'row', marginBottom: 14 },
  // The layout's header and footer rich texts, as plain lines.
  richHeader: { marginBottom: 12 },
  richFooter: { marginTop: 14, color: '#333' },
  address: { width: '50%', paddingRight: 12 },
  addressLabel: { fontFamily: 'Helvetica-Bold', fontSize: 8, color: '#1d3557', textTransform: 'uppercase', marginBottom: 2 },
  head: { flexDirection: 'row', backgroundColor: '#1d3557', color: '#fff', fontFamily: 'Helvetica-Bold', paddingVertical: 4, paddingHorizontal: 4 },
  row: { flexDirection: 'row', paddingVertical: 3, paddingHorizontal: 4, borderBottomWidth: 0.5, borderBottomColor: '#ddd' },
  cell: { flexGrow: 1, flexBasis: 0, paddingRight: 4 },
  number: { width: 70, textAlign: 'right' },
  short: { width: 60 },
  bottom: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 12 },
  notes: { width: '52%' },
  note: { marginBottom: 6 },
  totals: { width: '40%' },
  total: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grand: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3, borderTopWidth: 1, borderTopColor: '#222', fontFamily: 'Helvetica-Bold' },
  due: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 4, marginTop: 2, backgroundColor: '#eef1f5', paddingHorizontal: 4, fontFamily: 'Helvetica-Bold', fontSize: 10 },
  aging: { flexDirection: 'row', marginTop: 14, borderWidth: 0.5, borderColor: '#bbb' },
  agingLabel: { fontSize: 8, color: '#1d3557', fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  agingCell: { flexGrow: 1, flexBasis: 0, padding: 4, borderRightWidth: 0.5, borderRightColor: '#ddd', textAlign: 'right' },
  footer: { position: 'absolute', bottom: MARGIN - 10, left: MARGIN, right: MARGIN, flexDirection: 'row', justifyContent: 'space-between', color: '#777', fontSize: 8 },
});

type Cells = string[];

/** The printed title of an entry: the layout's own, else the default in the document's language. */
function titleOf(entry: LayoutEntry, p: Printable, l: DocumentLabels): string {
  if (entry.title) return entry.title;
  if (entry.type === 'header') return entry.item === 'title' ? l.title(p.doc.kind) : l.header(entry.item, p.doc.kind);
  return l.body(entry.item);
}

/** A header entry's value on this document, as printed ('' when it has none). */
/** A header entry's printed value; an item the layout names that is not one of HEADER_ITEMS prints nothing. */
function headerValue(item: string, p: Printable): string {
  const d = p.doc;
  const date = (iso: string | null) => (iso ? formatIsoDate(iso, p.locale) : '');
  const values: Partial<Record<string, string | null>> = {
    title: null,
    number: d.number,
    date: date(d.date),
    billing_address: [p.customer.name, d.billingAddress].filter(Boolean).join('\n'),
    delivery_address: d.deliveryAddress,
    purchase_order_number: d.purchaseOrderNumber,
    incoterms: d.incoterms,
    incoterms_point: d.incotermsPoint,
    delivery_method: p.deliveryMethod,
    delivery_date: date(d.deliveryDate),
    delivery_tracking_number: d.deliveryTrackingNumber,
    terms: p.terms,
    due_date: date(d.dueDate),
    sales_rep: p.salesRep,
    customer_name: p.customer.name,
    account_number: p.customer.accountNumber,
    telephone: p.customer.phone,
    email: p.customer.email,
    website: p.customer.website,
  } satisfies Record<HeaderItem, string | null>;
  return (Object.hasOwn(values, item) && values[item]) || '';
}

/** A line's cell for a body column. */
function bodyValue(item: string, line: Printable['lines'][number], p: Printable, l: DocumentLabels): string {
  switch (item) {
    case 'type':
      return l.lineType(line.type);
    case 'name':
      return line.itemName ?? '';
    case 'description':
      return line.description ?? (line.type === 'tax' || line.type === 'discount' || line.type === 'apply_subtotal' ? l.lineType(line.type) : '');
    case 'quantity':
      return line.quantity === null ? '' : formatDecimal(line.quantity, p.locale);
    case 'rate':
      return line.rate === null ? (line.percent === null ? '' : `${formatDecimal(line.percent, p.locale)} %`) : formatDecimal(line.rate, p.locale);
    case 'amount':
      return formatMoney(line.amount, p.locale, p.money);
    default:
      return '';
  }
}

const NUMERIC: ReadonlySet<string> = new Set(['quantity', 'rate', 'amount']);
/** A column's width: numbers fixed and right-aligned, a box size in px as its width, the rest sharing what is left. */
const columnStyle = (entry: LayoutEntry) =>
  NUMERIC.has(entry.item) ? styles.number : entry.item === 'type' ? styles.short : entry.box_size ? { width: entry.box_size * 0.75, paddingRight: 4 } : styles.cell;

/**
 * The line table of spec section 3's Invoice PDF input: a header of column titles and rows of
 * cells. Every row must have as many cells as the header has titles (spec sections 5 and 8).
 */
export function lineTable(p: Printable, l: DocumentLabels): { columns: LayoutEntry[]; header: Cells; rows: Cells[] } {
  const columns = printedEntries(p.entries, 'body');
  const header = columns.map((c) => titleOf(c, p, l));
  const rows = p.lines.map((line) => columns.map((c) => bodyValue(c.item, line, p, l)));
  assertColumns(header, rows);
  return { columns, header, rows };
}

/** Spec section 5: 'Length of header and table column must be equal.' */
export function assertColumns(header: unknown[], rows: unknown[][]): void {
  if (header.length === 0 || rows.some((r) => r.length !== header.length)) throw ValidationError.field('entries', say('columnCount'));
}

const OWES = new Set(['invoice', 'credit_memo', 'return_item']);

/** The company block atop every printed page: logo, name, address, phone, e-mail, website. */
function BusinessBlock({ b }: { b: Business }) {
  return (
    <View style={styles.business}>
      {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image is drawn into the PDF: it takes no alt text */}
      {b.logo ? <Image src={b.logo} style={styles.logo} /> : null}
      <Text style={styles.businessName}>{b.name}</Text>
      {[b.address, b.phone, b.email, b.website].filter(Boolean).map((v, i) => (
        <Text key={i} style={styles.muted}>
          {v}
        </Text>
      ))}
    </View>
  );
}

/**
 * The footer of every page: what the pages are, and 'Page n / total' of their own (`onePage`: a
 * plain 'Page 1 / 1', which spares react-pdf the layouts a counting footer costs).
 */
function Footer({ name, l, onePage = false }: { name: string; l: DocumentLabels; onePage?: boolean }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{name}</Text>
      {onePage ? <Text>{l.page(1, 1)}</Text> : <Text render={({ subPageNumber, subPageTotalPages }) => l.page(subPageNumber, subPageTotalPages)} />}
    </View>
  );
}

/** A layout's rich text (its header or footer) as the plain lines it prints; nothing when it has none. */
function RichLines({ lines, style }: { lines: string[] | undefined; style: (typeof styles)[keyof typeof styles] }) {
  if (!lines?.length) return null;
  return (
    <View style={style} wrap={false}>
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </View>
  );
}

/**
 * One document's pages: continues onto more pages with the table header repeated, 'Page n / total'
 * of its own pages. `onePage` draws one page that does not wrap, with 'Page 1 / 1' as plain text:
 * react-pdf lays a wrapping page out once more to split it, and three more times for a footer
 * that counts pages (a dynamic node).
 */
function DocumentPages({ p, onePage }: { p: Printable; onePage: boolean }) {
  const l = documentLabels(p.locale, p.renames);
  const d = p.doc;
  const header = printedEntries(p.entries, 'header');
  const shows = (item: HeaderItem) => header.find((e) => e.item === item);
  const title = shows('title');
  const addresses = (['billing_address', 'delivery_address'] as const).map(shows).filter((e): e is LayoutEntry => !!e && !!headerValue(e.item, p));
  const facts = header.filter((e) => e.item !== 'title' && e.item !== 'billing_address' && e.item !== 'delivery_address' && headerValue(e.item, p));
  const table = lineTable(p, l);
  const money = (v: string) => formatMoney(v, p.locale, p.money);
  const owes = OWES.has(d.kind);
  return (
    <Page size="LETTER" style={onePage ? [styles.page, styles.onePage] : styles.page} wrap={!onePage}>
      <View style={styles.top}>
        <BusinessBlock b={p.business} />
        <View style={styles.titleBlock}>
          {title ? <Text style={styles.title}>{titleOf(title, p, l)}</Text> : null}
          {facts.map((e) => (
            <View key={e.item} style={styles.fact}>
              <Text style={styles.factLabel}>{titleOf(e, p, l)}</Text>
              <Text style={styles.factValue}>{headerValue(e.item, p)}</Text>
            </View>
          ))}
        </View>
      </View>
      <RichLines lines={p.headerText} style={styles.richHeader} />
      {addresses.length ? (
        <View style={styles.addresses}>
          {addresses.map((e) => (
            <View key={e.item} style={styles.address}>
              <Text style={styles.addressLabel}>{titleOf(e, p, l)}</Text>
              <Text>{headerValue(e.item, p)}</Text>
            </View>
          ))}
        </View>
      ) : null}
      <View style={styles.head} fixed>
        {table.header.map((h, i) => (
          <Text key={i} style={columnStyle(table.columns[i])}>
            {h}
          </Text>
        ))}
      </View>
      {table.rows.map((r, i) => (
        <View key={i} style={styles.row} wrap={false}>
          {r.map((c, j) => (
            <Text key={j} style={columnStyle(table.columns[j])}>
              {c}
            </Text>
          ))}
        </View>
      ))}
      <View style={styles.bottom} wrap={false}>
        <View style={styles.notes}>
          {d.customerMessage ? (
            <View style={styles.note}>
              <Text style={styles.addressLabel}>{l.message}</Text>
              <Text>{d.customerMessage}</Text>
            </View>
          ) : null}
          {p.terms || d.dueDate ? <Text style={styles.muted}>{p.terms ? l.termsDue(p.terms, d.dueDate ? formatIsoDate(d.dueDate, p.locale) : '') : l.due(formatIsoDate(d.dueDate!, p.locale))}</Text> : null}
        </View>
        <View style={styles.totals}>
          <View style={styles.total}>
            <Text>{l.subtotal}</Text>
            <Text>{money(d.subtotal)}</Text>
          </View>
          {d.kind === 'purchase_order' ? null : (
            <View style={styles.total}>
              <Text>{l.tax}</Text>
              <Text>{money(d.taxAmount)}</Text>
            </View>
          )}
          <View style={styles.grand}>
            <Text>{l.total}</Text>
            <Text>{money(d.totalAmount)}</Text>
          </View>
          {owes ? (
            <>
              <View style={styles.total}>
                <Text>{l.paid}</Text>
                <Text>{money(d.totalPaid)}</Text>
              </View>
              <View style={styles.due}>
                <Text>{d.kind === 'invoice' ? l.balanceDue : l.creditLeft}</Text>
                <Text>{money(d.balanceDue)}</Text>
              </View>
            </>
          ) : null}
        </View>
      </View>
      <RichLines lines={p.footerText} style={styles.richFooter} />
      <Footer name={`${l.title(d.kind)} ${d.number}`} l={l} onePage={onePage} />
    </Page>
  );
}

/**
 * Lines that may fit on one page (27 one-line rows do under the default layout): a document with
 * more is drawn with counted pages at once; one with fewer is first drawn as one page.
 */
const ONE_PAGE_LINES = 30;

/** How many pages a PDF drawn by react-pdf (pdfkit) has: its page tree's count. */
export const pageCountOf = (pdf: Uint8Array) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1'))?.[1] ?? 0);

/** What react-pdf hands `onRender` after a drawing: its layout (internal; read with care, see `fitsOnePage`). */
type Drawn = { _INTERNAL__LAYOUT__DATA_?: { children?: { box?: { height?: unknown } }[] } };

/**
 * Whether a drawing of one page that does not wrap held all its content: its only page was laid
 * out no taller than the page. False when the layout is not as expected (another react-pdf
 * version): the document is then drawn again with counted pages, slower but never cut short.
 */
function fitsOnePage(drawn: Drawn): boolean {
  const pages = drawn._INTERNAL__LAYOUT__DATA_?.children;
  const height = pages?.length === 1 ? pages[0].box?.height : undefined;
  return typeof height === 'number' && height <= LETTER_HEIGHT + 0.5;
}

async function draw(p: Printable, onePage: boolean): Promise<{ pdf: Buffer; fits: boolean }> {
  let fits = false;
  const pdf = await renderToBuffer(
    <Document
      title={`${documentLabels(p.locale, p.renames).title(p.doc.kind)} ${p.doc.number}`}
      author={p.business.name}
      onRender={onePage ? (drawn) => (fits = fitsOnePage(drawn as Drawn)) : undefined}
    >
      <DocumentPages p={p} onePage={onePage} />
    </Document>,
  );
  // react-pdf's React root lets go of the drawing's element tree in a task of the event loop's:
  // drawings made back to back (a batch) would otherwise keep every tree until the last is done.
  await new Promise((resolve) => setImmediate(resolve));
  return { pdf, fits };
}

/**
 * A document's PDF. Most documents fit on one page: those are drawn as one page that does not
 * wrap, with a plain 'Page 1 / 1' footer (about 40 % less work than a wrapping page with counted
 * pages), and drawn again with counted pages only when their content came out taller than a page.
 */
export async function documentPdf(p: Printable): Promise<Buffer> {
  if (p.lines.length <= ONE_PAGE_LINES) {
    const once = await draw(p, true);
    if (once.fits) return once.pdf;
  }
  return (await draw(p, false)).pdf;
}

const STATEMENT_COLUMNS = ['date', 'kind', 'reference', 'charge', 'credit', 'balance'] as const;
const STATEMENT_MONEY: ReadonlySet<string> = new Set(['charge', 'credit', 'balance']);

/**
 * A customer statement's pages, drawn with the documents' blocks: the company, the customer's
 * address, the statement date and period, the balance brought forward, every posting with the
 * running balance (the table header repeated on each page), the amount due and the aging strip.
 */
function StatementPages({ s }: { s: StatementPrintable }) {
  const l = documentLabels(s.locale, s.renames);
  const st = l.statement;
  const money = (v: string) => formatMoney(v, s.locale, s.money);
  const date = (iso: string) => formatIsoDate(iso, s.locale);
  const cell = (row: StatementPrintable['rows'][number], key: (typeof STATEMENT_COLUMNS)[number]) =>
    key === 'date' ? date(row.date) : key === 'kind' ? st.kind(row.kind) : key === 'reference' ? (row.reference ?? '') : row[key] === '0.00' && key !== 'balance' ? '' : money(row[key]);
  const style = (key: string) => (STATEMENT_MONEY.has(key) ? styles.number : key === 'date' ? { width: 70 } : styles.cell);
  const facts: [string, string][] = [
    [st.date, date(s.to)],
    [l.header('account_number'), s.customer.accountNumber ?? ''],
    [st.closing, money(s.closing)],
  ];
  return (
    <Page size="LETTER" style={styles.page} wrap>
      <View style={styles.top}>
        <BusinessBlock b={s.business} />
        <View style={styles.titleBlock}>
          <Text style={styles.title}>{st.title}</Text>
          {facts
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <View key={label} style={styles.fact}>
                <Text style={styles.factLabel}>{label}</Text>
                <Text style={styles.factValue}>{value}</Text>
              </View>
            ))}
          <Text style={styles.muted}>{st.period(date(s.from), date(s.to))}</Text>
        </View>
      </View>
      <View style={styles.addresses}>
        <View style={styles.address}>
          <Text style={styles.addressLabel}>{l.header('billing_address')}</Text>
          <Text>{[s.customer.name, s.customer.address].filter(Boolean).join('\n')}</Text>
        </View>
      </View>
      <View style={styles.head} fixed>
        {STATEMENT_COLUMNS.map((key) => (
          <Text key={key} style={style(key)}>
            {st.column(key)}
          </Text>
        ))}
      </View>
      <View style={styles.row} wrap={false}>
        <Text style={{ width: 70 }}>{date(s.from)}</Text>
        <Text style={styles.cell}>{st.opening}</Text>
        <Text style={styles.cell} />
        <Text style={styles.number} />
        <Text style={styles.number} />
        <Text style={styles.number}>{money(s.opening)}</Text>
      </View>
      {s.rows.map((row, i) => (
        <View key={i} style={styles.row} wrap={false}>
          {STATEMENT_COLUMNS.map((key) => (
            <Text key={key} style={style(key)}>
              {cell(row, key)}
            </Text>
          ))}
        </View>
      ))}
      <View style={styles.bottom} wrap={false}>
        <View style={styles.notes} />
        <View style={styles.totals}>
          <View style={styles.due}>
            <Text>{st.closing}</Text>
            <Text>{money(s.closing)}</Text>
          </View>
        </View>
      </View>
      <View style={styles.aging} wrap={false}>
        {[...AGING_STRIP, 'credits' as const, 'total' as const].map((key) => (
          <View key={key} style={styles.agingCell}>
            <Text style={styles.agingLabel}>{st.aging(key)}</Text>
            <Text>{money(s.aging[key])}</Text>
          </View>
        ))}
      </View>
      <Footer name={`${st.title} · ${s.customer.name}`} l={l} />
    </Page>
  );
}

/** A customer statement as a PDF. */
export function statementPdf(s: StatementPrintable): Promise<Buffer> {
  return renderToBuffer(
    <Document title={`${documentLabels(s.locale, s.renames).statement.title} ${s.customer.name}`} author={s.business.name}>
      <StatementPages s={s} />
    </Document>,
  );
}
