/**
 * The Content-Disposition of a file answer, for a name in any script (`résumé€😀.png`): a header
 * holds only Latin-1, so such a name goes as RFC 5987's `filename*` (UTF-8, %-encoded), which
 * browsers prefer, after a plain `filename` of its ASCII letters for clients that know no other.
 * A plain ASCII name goes as it is.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/gu, '_');
  if (plain === name) return `${kind}; filename="${name}"`;
  const encoded = encodeURIComponent(name.toWellFormed()).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encoded}`;
}
