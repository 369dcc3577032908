import { open } from 'node:fs/promises';

/**
 * A file's type from its first bytes (its "magic"), never from its name or the type a browser
 * claimed: what a file is allowed to be is decided on this. The few kinds the product keeps,
 * each with the extensions a name of that kind may have. (`file-type` does this for hundreds of
 * kinds; it is not installed, and these are all a business's documents need.)
 */
export type Sniffed = { type: string; extensions: readonly string[] };

const starts = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);

const KINDS: { type: string; extensions: string[]; test: (head: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', extensions: ['pdf'], test: (h) => starts(h, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  { type: 'image/png', extensions: ['png'], test: (h) => starts(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], test: (h) => starts(h, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', extensions: ['gif'], test: (h) => starts(h, [0x47, 0x49, 0x46, 0x38]) },
  { type: 'image/webp', extensions: ['webp'], test: (h) => starts(h, [0x52, 0x49, 0x46, 0x46]) && starts(h, [0x57, 0x45, 0x42, 0x50], 8) },
  // Office Open XML and OpenDocument files are zip archives.
  { type: 'application/zip', extensions: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'], test: (h) => starts(h, [0x50, 0x4b, 0x03, 0x04]) },
  // The older Office formats are OLE compound files.
  { type: 'application/x-ole-storage', extensions: ['doc', 'xls', 'ppt', 'msg'], test: (h) => starts(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
];

// A text may have no extension at all (a README, a name like `notes`).
const TEXT: Sniffed = { type: 'text/plain', extensions: ['txt', 'csv', 'md', 'json', 'xml', 'log', 'tsv', ''] };

/** Text: valid UTF-8 without control bytes but tabs and line ends (the head may end inside a character). */
function isText(head: Uint8Array) {
  if (head.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c)) return false;
  for (let cut = 0; cut < 4 && cut <= head.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // a character cut at the end: try a byte shorter
    }
  }
  return false;
}

/** What the first bytes of a file say it is, or null for a kind the product does not keep. */
export function sniff(head: Uint8Array): Sniffed | null {
  const kind = KINDS.find((k) => k.test(head));
  if (kind) return kind;
  return head.length && isText(head) ? TEXT : null;
}

/** How many first bytes `sniff` reads. */
export const SNIFF_BYTES = 4100;

/** The first bytes of a file on this machine's disk. */
export async function headOf(path: string, n = SNIFF_BYTES): Promise<Uint8Array> {
  const handle = await open(path);
  try {
    const buffer = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buffer, 0, n, 0);
    return new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** A name's extension, lower case, without its dot ('' for none). */
export const extensionOf = (name: string) => /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The type a file of this name and these first bytes is kept as: the sniffed one, when its name's
 * extension is one of that kind's; null for a disguised file (a program named `.pdf`) or a kind not kept.
 */
export function typeOf(name: string, head: Uint8Array): string | null {
  const sniffed = sniff(head);
  if (!sniffed || !sniffed.extensions.includes(extensionOf(name))) return null;
  // A zip or OLE file keeps the precise type its extension names, so the browser opens it with the right program.
  return PRECISE[extensionOf(name)] ?? sniffed.type;
}

const PRECISE: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'text/xml',
  md: 'text/markdown',
};
