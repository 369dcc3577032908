import { Document, Image, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import type { CheckLayoutElement } from '@/db/schema';
import { formatIsoDate } from '@/lib/format';
import { POINTS_PER_INCH as PT } from '@/lib/pdf/draw';
import { CHECK_WIDTH, checkTop, IMAGE_ELEMENTS, stubTops } from './check-layout-elements';
import type { CheckSheet, PrintedCheck, SheetLayout } from './check-sheet';

/** Stub rows shown before "and N more". */
const STUB_ROWS = 12;

/** 1250.35 as a check writes it: digits grouped by thousands, two decimals, asterisks before it so nothing can be written in front. */
export function checkDigits(amount: string): string {
  const [whole, cents = '00'] = amount.replace(/^-/, '').split('.');
  return `**${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

/** What an element prints on one check ('' for nothing): its text lines. */
function textOf(e: CheckLayoutElement, c: PrintedCheck, sheet: CheckSheet): string[] {
  const { layout, business } = sheet;
  switch (e.name) {
    case 'company':
      return [business.name, ...(layout.isPrintCompanyAddress && business.address ? business.address.split(/\r?\n/) : [])];
    case 'check_number':
      return layout.isPrintCheckNumber ? [String(c.number)] : [];
    case 'date':
      return [formatIsoDate(c.date, 'en')];
    case 'payee_account':
      return c.payeeAccount ? [c.payeeAccount] : [];
    case 'amount':
      return [checkDigits(c.amount)];
    case 'amount_words':
      return [`${c.amountInWords} ***`];
    case 'payee':
      return [c.payeeName, ...(layout.isPrintPayeeAddress ? c.payeeAddress : [])];
    case 'memo':
      return c.memo ? [c.memo] : [];
    default:
      return [];
  }
}

/** An image element's picture, where the layout prints it and has one. */
function imageOf(e: CheckLayoutElement, sheet: CheckSheet): string | null {
  if (e.name === 'logo') return sheet.layout.isPrintLogo ? sheet.business.logo : null;
  if (e.name === 'signature') return sheet.layout.isPrintSignature ? sheet.layout.signature : null;
  return null;
}

/** One element at its place on the sheet: the check's top plus its own offset, in points. */
function Element({ e, c, sheet, top }: { e: CheckLayoutElement; c: PrintedCheck; sheet: CheckSheet; top: number }) {
  const place = { position: 'absolute' as const, left: e.x * PT, top: (top + e.y) * PT };
  if (IMAGE_ELEMENTS.has(e.name)) {
    const src = imageOf(e, sheet);
    // eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image is drawn into the PDF: it takes no alt text
    return src ? <Image src={src} style={{ ...place, width: (e.width ?? 1) * PT, height: (e.height ?? 0.5) * PT, objectFit: 'contain' }} /> : null;
  }
  const lines = textOf(e, c, sheet);
  if (!lines.length) return null;
  return (
    <Text style={{ ...place, width: Math.max(0.5, CHECK_WIDTH - e.x - 0.15) * PT, fontFamily: e.font, fontSize: e.size * PT, color: e.color, lineHeight: 1.2 }}>
      {lines.join('\n')}
    </Text>
  );
}

/** A voucher stub: who was paid, when, the number and amount, and the bills it paid (else its lines). */
function Stub({ c, sheet, top }: { c: PrintedCheck; sheet: CheckSheet; top: number }) {
  const rows = c.stub.rows.slice(0, STUB_ROWS);
  const more = c.stub.rows.length - rows.length;
  const cell = { fontSize: 9, lineHeight: 1.3 };
  return (
    <View style={{ position: 'absolute', left: 0.5 * PT, top: (top + 0.35) * PT, width: 7.5 * PT, fontFamily: 'Helvetica', color: '#000' }}>
      {sheet.layout.lineItemCompany ? <Text style={{ ...cell, fontFamily: 'Helvetica-Bold' }}>{sheet.business.name}</Text> : null}
      <View style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#000', paddingBottom: 2, marginBottom: 3 }}>
        <Text style={{ ...cell, flexGrow: 1, fontFamily: 'Helvetica-Bold' }}>{c.payeeName}</Text>
        <Text style={{ ...cell, width: 80 }}>{formatIsoDate(c.date, 'en')}</Text>
        <Text style={{ ...cell, width: 60 }}>{sheet.layout.isPrintCheckNumber ? String(c.number) : ''}</Text>
        <Text style={{ ...cell, width: 80, textAlign: 'right' }}>{checkDigits(c.amount).slice(2)}</Text>
      </View>
      {rows.map((r, i) => (
        <View key={i} style={{ flexDirection: 'row' }}>
          <Text style={{ ...cell, flexGrow: 1, flexBasis: 0 }}>{r.reference}</Text>
          <Text style={{ ...cell, width: 80 }}>{r.date ? formatIsoDate(r.date, 'en') : ''}</Text>
          <Text style={{ ...cell, width: 80, textAlign: 'right' }}>{r.amount.startsWith('-') ? `-${checkDigits(r.amount).slice(2)}` : checkDigits(r.amount).slice(2)}</Text>
        </View>
      ))}
      {more > 0 ? <Text style={cell}>{`… ${more} more`}</Text> : null}
      {c.memo ? <Text style={{ ...cell, marginTop: 4 }}>{c.memo}</Text> : null}
    </View>
  );
}

/** One sheet of voucher stock: the check where its stock puts it, and the two stubs. */
function Sheet({ c, sheet }: { c: PrintedCheck; sheet: CheckSheet }) {
  const layout: SheetLayout = sheet.layout;
  const top = checkTop(layout.stock);
  return (
    <Page size="LETTER" style={{ position: 'relative' }}>
      {layout.elements.map((e) => (
        <Element key={e.name} e={e} c={c} sheet={sheet} top={top} />
      ))}
      {stubTops(layout.stock).map((t) => (
        <Stub key={t} c={c} sheet={sheet} top={t} />
      ))}
    </Page>
  );
}

/** Checks as one PDF, a letter sheet each, every element at its layout's exact place. */
export function checksPdf(sheet: CheckSheet): Promise<Buffer> {
  const first = sheet.checks[0];
  const last = sheet.checks[sheet.checks.length - 1];
  return renderToBuffer(
    <Document title={sheet.checks.length === 1 ? `Check ${first.number}` : `Checks ${first.number}-${last.number}`} author={sheet.business.name}>
      {sheet.checks.map((c) => (
        <Sheet key={c.number} c={c} sheet={sheet} />
      ))}
    </Document>,
  );
}
