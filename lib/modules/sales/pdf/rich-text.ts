/**
 * A rich text (`rich-texts`: the text editor's HTML) as the plain lines a PDF prints: never its
 * markup. Scripts and styles go with their contents, block ends and `<br>` become line breaks, list
 * items a bullet, every other tag is dropped, entities are decoded once (so `&lt;b&gt;` prints as
 * the text `<b>`, not as markup), blank runs collapse. At most 4,000 characters are printed.
 */
export function richTextLines(html: string | null | undefined): string[] {
  if (!html) return [];
  const text = html
    .slice(0, 200_000)
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote|ul|ol|table)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp|#39);/gi, (_, e: string) => decode(e.toLowerCase()));
  return text
    .split('\n')
    .map((l) => l.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, 4000)
    .split('\n')
    .filter(Boolean);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decode(entity: string): string {
  if (Object.hasOwn(NAMED, entity)) return NAMED[entity];
  const code = entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
  // Control characters and what is no character print as nothing.
  return Number.isInteger(code) && code >= 32 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
}
