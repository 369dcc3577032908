import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The words of a PDF, for search (not for reading it back: order and spacing are approximate).
 * pdf-lib (a dependency already, maintained) parses the file and decodes its content streams;
 * the text-showing operators (Tj, TJ, ', ") are read from them, each string decoded through its
 * font's ToUnicode map where it has one (what office programs and most generators write), else
 * as single-byte Latin text (the standard fonts). Text drawn inside form XObjects, and scanned
 * pages (pictures of text), give nothing: those files are found by their names only.
 */
export async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  const out: string[] = [];
  let length = 0;
  for (const page of doc.getPages()) {
    const { Font, Contents } = page.node.normalizedEntries();
    const fonts = new Map<string, Font>();
    for (const [name] of Font.entries()) {
      const dict = Font.lookup(name);
      if (dict instanceof PDFDict) fonts.set(name.decodeText(), fontOf(dict));
    }
    for (const stream of streamsOf(Contents)) {
      const text = showText(decodePDFRawStream(stream).decode(), fonts);
      out.push(text);
      length += text.length;
      if (length >= maxChars) return out.join('\n').slice(0, maxChars);
    }
  }
  return out.join('\n').slice(0, maxChars);
}

type Font = { twoBytes: boolean; unicode: Map<number, string> | null };

function streamsOf(contents: PDFArray | undefined): PDFRawStream[] {
  if (!contents) return [];
  const found: PDFRawStream[] = [];
  for (let i = 0; i < contents.size(); i++) {
    const item: PDFObject | undefined = contents.lookup(i);
    if (item instanceof PDFRawStream) found.push(item);
  }
  return found;
}

function fontOf(dict: PDFDict): Font {
  const subtype = dict.lookup(PDFName.of('Subtype'));
  const twoBytes = subtype instanceof PDFName && subtype.decodeText() === 'Type0';
  const map = dict.lookup(PDFName.of('ToUnicode'));
  return { twoBytes, unicode: map instanceof PDFRawStream ? cmapOf(latin1(decodePDFRawStream(map).decode())) : null };
}

const latin1 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
};

const hexNumber = (hex: string) => parseInt(hex, 16);

/** A UTF-16BE hex string as text. */
function utf16(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  if (hex.length === 2) units.push(parseInt(hex, 16));
  return String.fromCharCode(...units);
}

/** A ToUnicode CMap's bfchar and bfrange entries: code -> text. */
function cmapOf(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]*)>/gi)) map.set(hexNumber(code), utf16(text));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]*>)/gi)) {
      const from = hexNumber(lo);
      const to = Math.min(hexNumber(hi), from + 65535);
      if (rest.startsWith('[')) {
        [...rest.matchAll(/<([0-9a-f]*)>/gi)].forEach(([, text], i) => from + i <= to && map.set(from + i, utf16(text)));
      } else {
        const start = rest.slice(1, -1);
        const base = hexNumber(start.slice(-4) || '0');
        for (let code = from; code <= to; code++) map.set(code, utf16(start.slice(0, -4)) + String.fromCharCode(base + code - from));
      }
    }
  }
  return map;
}

/** A string operand's bytes as text in `font`. */
function decodeString(bytes: number[], font: Font | undefined): string {
  if (!font?.unicode) return font?.twoBytes ? '' : String.fromCharCode(...bytes);
  const width = font.twoBytes ? 2 : 1;
  let s = '';
  for (let i = 0; i + width <= bytes.length; i += width) {
    const code = width === 2 ? (bytes[i] << 8) | bytes[i + 1] : bytes[i];
    s += font.unicode.get(code) ?? (width === 1 ? String.fromCharCode(code) : '');
  }
  return s;
}

type Token = { kind: 'string'; bytes: number[] } | { kind: 'name' | 'op'; value: string } | { kind: 'number'; value: number } | { kind: 'open' | 'close' };

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITER = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

/** Reads a content stream's tokens, calling `take` for each; inline images (BI ... ID ... EI) are skipped. */
function tokens(b: Uint8Array, take: (t: Token) => void) {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (WHITE.has(c)) i++;
    else if (c === 0x25) while (i < b.length && b[i] !== 0x0a && b[i] !== 0x0d) i++;
    else if (c === 0x28) {
      // (literal string), with nesting and escapes
      const bytes: number[] = [];
      let depth = 1;
      i++;
      while (i < b.length && depth) {
        const x = b[i++];
        if (x === 0x5c) {
          const e = b[i++];
          const simple: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
          if (e >= 0x30 && e <= 0x37) {
            let oct = e - 0x30;
            for (let k = 0; k < 2 && b[i] >= 0x30 && b[i] <= 0x37; k++) oct = oct * 8 + (b[i++] - 0x30);
            bytes.push(oct & 0xff);
          } else if (e === 0x0a || e === 0x0d) {
            if (e === 0x0d && b[i] === 0x0a) i++;
          } else bytes.push(simple[e] ?? e);
        } else {
          if (x === 0x28) depth++;
          if (x === 0x29) depth--;
          if (depth) bytes.push(x);
        }
      }
      take({ kind: 'string', bytes });
    } else if ((c === 0x3c && b[i + 1] === 0x3c) || (c === 0x3e && b[i + 1] === 0x3e)) {
      take({ kind: 'op', value: c === 0x3c ? '<<' : '>>' });
      i += 2;
    } else if (c === 0x3c) {
      let hex = '';
      i++;
      for (; i < b.length && b[i] !== 0x3e; i++) if (!WHITE.has(b[i])) hex += String.fromCharCode(b[i]);
      i++;
      if (hex.length % 2) hex += '0';
      const bytes: number[] = [];
      for (let k = 0; k < hex.length; k += 2) bytes.push(parseInt(hex.slice(k, k + 2), 16) || 0);
      take({ kind: 'string', bytes });
    } else if (c === 0x5b || c === 0x5d) {
      take({ kind: c === 0x5b ? 'open' : 'close' });
      i++;
    } else {
      const start = i;
      i++;
      while (i < b.length && !WHITE.has(b[i]) && !DELIMITER.has(b[i])) i++;
      const word = latin1(b.subarray(start, i));
      if (c === 0x2f) take({ kind: 'name', value: word.slice(1) });
      else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) take({ kind: 'number', value: Number(word) });
      else if (word === 'ID') {
        // An inline image's bytes, up to "EI" standing alone.
        i++;
        while (i < b.length && !(b[i] === 0x45 && b[i + 1] === 0x49 && WHITE.has(b[i - 1]) && (i + 2 >= b.length || WHITE.has(b[i + 2])))) i++;
        i += 2;
      } else take({ kind: 'op', value: word });
    }
  }
}

/** The text a content stream shows, a space between runs and a line end at each new line. */
function showText(content: Uint8Array, fonts: Map<string, Font>): string {
  let font: Font | undefined;
  let operands: Token[] = [];
  let array: Token[] | null = null;
  let text = '';
  const gap = (s: string) => {
    if (text && !/\s$/.test(text)) text += s;
  };
  tokens(content, (t) => {
    if (t.kind === 'open') return void (array = []);
    if (t.kind === 'close') {
      // An array operand (TJ's): its items follow a marker in the operands.
      operands = [{ kind: 'op', value: '[' }, ...(array ?? [])];
      array = null;
      return;
    }
    if (array) return void array.push(t);
    if (t.kind !== 'op') return void operands.push(t);
    switch (t.value) {
      case 'Tf': {
        const name = operands.find((o) => o.kind === 'name');
        font = name && name.kind === 'name' ? fonts.get(name.value) : undefined;
        break;
      }
      case 'Tj':
      case "'":
      case '"': {
        if (t.value !== 'Tj') gap('\n');
        const s = [...operands].reverse().find((o) => o.kind === 'string');
        if (s?.kind === 'string') text += decodeString(s.bytes, font);
        break;
      }
      case 'TJ':
        for (const part of operands.slice(1)) {
          if (part.kind === 'string') text += decodeString(part.bytes, font);
          else if (part.kind === 'number' && part.value < -200) gap(' ');
        }
        break;
      case 'Td':
      case 'TD':
      case 'T*':
      case 'Tm':
      case 'ET':
        gap(t.value === 'ET' || t.value === 'T*' ? '\n' : ' ');
        break;
    }
    operands = [];
  });
  return text.replace(/\u0000/g, '');
}
