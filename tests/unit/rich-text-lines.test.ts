import { describe, expect, it } from 'vitest';
import { richTextLines } from '@/lib/modules/sales/pdf/rich-text';

describe('a rich text as the lines a document prints (issue 37)', () => {
  it('keeps the words and the lines, never the markup', () => {
    expect(richTextLines('<p><b>Thank you</b> for your business!</p><p>Call&nbsp;us: 555&#8209;0100</p>')).toEqual(['Thank you for your business!', 'Call us: 555‑0100']);
    expect(richTextLines('<ul><li>Net 30</li><li>No returns</li></ul>Line<br/>break')).toEqual(['• Net 30', '• No returns', 'Line', 'break']);
  });
  it('drops scripts and styles with their contents, and prints escaped markup as text, decoded once', () => {
    expect(richTextLines('<script>alert(1)</script><style>p{color:red}</style>Safe &lt;b&gt;text&lt;/b&gt; &amp;amp;')).toEqual(['Safe <b>text</b> &amp;']);
    expect(richTextLines('a&#0;b&#xD800;c')).toEqual(['abc']);
    expect(richTextLines(null)).toEqual([]);
    expect(richTextLines('<p> </p>')).toEqual([]);
  });
});
