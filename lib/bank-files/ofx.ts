import { BankFileError, decimalOf, decodeText, isDay, type StatementAccount, type StatementLine, type StatementProblem } from './types';

/*
 * OFX and QFX as banks send them: OFX 1.x (SGML: a header of KEY:VALUE lines, then tags whose
 * values have no closing tag) and OFX 2.x (XML, every element closed, a processing-instruction
 * header). No maintained OFX parser is installed; this reads the part a statement import needs,
 * the bank and credit card statement responses, and refuses a file that stops before its end.
 */

type Node = { name: string; values: Map<string, string>; children: Node[] };

const TOKEN = /<(\/?)([A-Za-z0-9_.]+)\s*>([^<]*)/g;

/** Whether the bytes look like OFX (either version). */
export function looksLikeOfx(head: string): boolean {
  return /OFXHEADER|<\?OFX|<OFX>/i.test(head.slice(0, 4096));
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');

/** The tree under <OFX>: an element with text is a value of its parent; one without is a child aggregate. */
function treeOf(body: string): Node {
  const root: Node = { name: '#root', values: new Map(), children: [] };
  const stack: Node[] = [root];
  let closedOfx = false;
  const tokens = [...body.matchAll(TOKEN)];
  for (let i = 0; i < tokens.length; i++) {
    const [, slash, rawName, rawText] = tokens[i];
    const name = rawName.toUpperCase();
    const text = rawText.trim();
    if (!slash) {
      if (text) {
        // A value; its closing tag (OFX 2.x, and some 1.x files) follows at once, if at all.
        stack[stack.length - 1].values.set(name, unescape(text));
        const next = tokens[i + 1];
        if (next && next[1] && next[2].toUpperCase() === name) i++;
      } else {
        const node: Node = { name, values: new Map(), children: [] };
        stack[stack.length - 1].children.push(node);
        stack.push(node);
      }
      continue;
    }
    // A closing tag ends its aggregate, and any left open inside it (SGML's implied ends).
    const at = stack.map((n) => n.name).lastIndexOf(name);
    if (at > 0) {
      stack.length = at;
      if (name === 'OFX') closedOfx = true;
    }
  }
  if (!closedOfx || stack.length !== 1) throw new BankFileError('ofxCutShort');
  return root;
}

function* all(node: Node, names: string[]): Generator<Node> {
  for (const child of node.children) {
    if (names.includes(child.name)) yield child;
    else yield* all(child, names);
  }
}

const first = (node: Node, name: string): Node | undefined => all(node, [name]).next().value;

/** YYYYMMDD[HHMMSS[.XXX]][[+-]TZ:NAME] -> YYYY-MM-DD (the bank's own day; the time and zone are dropped). */
function dayOf(raw: string | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(raw?.trim() ?? '');
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  return isDay(day) ? day : null;
}

function lineOf(trn: Node, row: number, problems: StatementProblem[]): StatementLine | null {
  const v = (k: string) => trn.values.get(k)?.trim() || null;
  const date = dayOf(v('DTPOSTED') ?? undefined);
  if (!date) {
    problems.push({ line: row, reason: 'statementProblemOfxDate', params: { row: String(row), value: v('DTPOSTED') ?? '' } });
    return null;
  }
  // OFX allows a decimal comma.
  const rawAmount = v('TRNAMT') ?? '';
  const amount = decimalOf(rawAmount, /^[+-]?\d*,\d+$/.test(rawAmount));
  if (!amount) {
    problems.push({ line: row, reason: 'statementProblemOfxAmount', params: { row: String(row), value: rawAmount } });
    return null;
  }
  const payee = first(trn, 'PAYEE')?.values.get('NAME');
  const name = v('NAME') ?? payee ?? null;
  const memo = v('MEMO');
  const description = [name, memo && memo !== name ? memo : null].filter(Boolean).join(' ').slice(0, 500);
  return { row, date, amount, description, checkNumber: v('CHECKNUM') ?? v('REFNUM') ?? null, fitid: v('FITID') };
}

/**
 * Every bank or credit card statement in an OFX file. A file that is not OFX, or is cut short,
 * throws BankFileError; transactions without a readable date or amount are reported as problems.
 */
export function parseOfx(bytes: Uint8Array): StatementAccount[] {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  if (!looksLikeOfx(head)) throw new BankFileError('ofxNotOfx');
  const charset = /^CHARSET:\s*(\S+)/im.exec(head)?.[1] ?? /encoding="([^"]+)"/i.exec(head)?.[1] ?? null;
  const text = decodeText(bytes, charset);
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new BankFileError('ofxNoElement');
  const tree = treeOf(text.slice(start));
  const statements = [...all(tree, ['STMTRS', 'CCSTMTRS'])];
  if (!statements.length) throw new BankFileError('ofxNoStatement');
  return statements.map((stmt) => {
    const from = first(stmt, 'BANKACCTFROM') ?? first(stmt, 'CCACCTFROM');
    const list = first(stmt, 'BANKTRANLIST');
    const ledger = first(stmt, 'LEDGERBAL');
    const problems: StatementProblem[] = [];
    const transactions = list ? [...all(list, ['STMTTRN'])] : [];
    const lines = transactions.map((trn, i) => lineOf(trn, i + 1, problems)).filter((l): l is StatementLine => l !== null);
    const closing = ledger?.values.get('BALAMT');
    return {
      accountNumber: from?.values.get('ACCTID')?.trim() ?? null,
      currency: stmt.values.get('CURDEF')?.trim().toUpperCase() ?? null,
      start: dayOf(list?.values.get('DTSTART')),
      end: dayOf(list?.values.get('DTEND')) ?? dayOf(ledger?.values.get('DTASOF')),
      closingBalance: closing ? decimalOf(closing, /^[+-]?\d*,\d+$/.test(closing.trim())) : null,
      lines,
      problems,
    };
  });
}
