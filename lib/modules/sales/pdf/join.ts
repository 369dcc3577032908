import { PDFContext, PDFDocument, PDFHexString, PDFName, PDFObjectCopier, PDFRef } from 'pdf-lib';

const encoder = new TextEncoder();
// Object 1 is the page tree and 2 the catalog, written last; 3 the document information.
const PAGES = 1;
const CATALOG = 2;
const INFO = 3;

/** `n 0 obj ... endobj` of one object, as bytes. */
function objectBytes(objectNumber: number, object: { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number }): Uint8Array {
  const head = encoder.encode(`${objectNumber} 0 obj\n`);
  const tail = encoder.encode('\nendobj\n');
  const bytes = new Uint8Array(head.length + object.sizeInBytes() + tail.length);
  bytes.set(head, 0);
  const end = head.length + object.copyBytesInto(bytes, head.length);
  bytes.set(tail, end);
  return bytes;
}

const joined = (chunks: Uint8Array[]) => {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) out.set(c, (at += c.length) - c.length);
  return out;
};

/**
 * PDFs joined into one, in order, written as they come: each part is parsed, its pages and what
 * they use are renumbered after the objects already written and sent on at once, so memory holds
 * one part and the output's cross-reference offsets (a number per object), never the output
 * itself nor the whole batch's drawing. The page tree, the catalog and the cross-reference
 * table close the file. `count` is called with how many parts were joined when the last is sent.
 */
export async function* joinedPdf(parts: AsyncIterable<Uint8Array>, title: string, count?: (parts: number) => void): AsyncGenerator<Uint8Array> {
  const offsets: number[] = [];
  let at = 0;
  const sent = (bytes: Uint8Array, objectNumber?: number) => {
    if (objectNumber !== undefined) offsets[objectNumber] = at;
    at += bytes.length;
    return bytes;
  };
  // The header, with a comment of bytes above 127 that marks the file as binary.
  yield sent(joined([encoder.encode('%PDF-1.7\n%'), new Uint8Array([0xe2, 0xe3, 0xcf, 0xd3, 0x0a])]));
  const kids: PDFRef[] = [];
  let last = INFO;
  let n = 0;
  for await (const bytes of parts) {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const target = PDFContext.create();
    target.largestObjectNumber = last;
    const copier = PDFObjectCopier.for(source.context, target);
    for (const page of source.getPages()) {
      const copy = copier.copy(page.node);
      copy.set(PDFName.of('Parent'), PDFRef.of(PAGES));
      kids.push(target.register(copy));
    }
    const chunks = target.enumerateIndirectObjects().map(([ref, object]) => sent(objectBytes(ref.objectNumber, object), ref.objectNumber));
    last = target.largestObjectNumber;
    n++;
    yield joined(chunks);
  }
  count?.(n);
  const context = PDFContext.create();
  const tail = [
    sent(objectBytes(PAGES, context.obj({ Type: 'Pages', Kids: kids, Count: kids.length })), PAGES),
    sent(objectBytes(CATALOG, context.obj({ Type: 'Catalog', Pages: PDFRef.of(PAGES) })), CATALOG),
    sent(objectBytes(INFO, context.obj({ Title: PDFHexString.fromText(title) })), INFO),
  ];
  const xref = at;
  const rows = [`xref\n0 ${last + 1}\n`, '0000000000 65535 f \n'];
  for (let i = 1; i <= last; i++) rows.push(offsets[i] === undefined ? '0000000000 65535 f \n' : `${String(offsets[i]).padStart(10, '0')} 00000 n \n`);
  const trailer = `trailer\n<< /Size ${last + 1} /Root ${CATALOG} 0 R /Info ${INFO} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  yield joined([...tail, encoder.encode(rows.join('') + trailer)]);
}

/** The joined PDF as a web stream (the HTTP answer's body): the next part is drawn when the client has taken the last. */
export function joinedPdfStream(parts: AsyncIterable<Uint8Array>, title: string): ReadableStream<Uint8Array> {
  const chunks = joinedPdf(parts, title);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
