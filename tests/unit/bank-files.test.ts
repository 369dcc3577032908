import { describe, expect, it } from 'vitest';
import { BankFileError, currencyOf, decimalOf, parseCsv, parseOfx } from '@/lib/bank-files';

const bytes = (s: string, encoding: 'utf8' | 'latin1' = 'utf8') => new Uint8Array(Buffer.from(s, encoding));

/** An OFX 1.x file as banks send it: a header, values without closing tags, several accounts. */
const SGML = `OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nCHARSET:1252\r\n\r\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>XXXX1234<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260101<DTEND>20260131
<STMTTRN><TRNTYPE>POS<DTPOSTED>20260103120000.000[-5:EST]<TRNAMT>-12,5<FITID>A1<NAME>CAFÉ &amp; CO<MEMO>TABLE 4</STMTTRN>
<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20260105<TRNAMT>-100.00<FITID>A2<CHECKNUM>0042<NAME>CHECK</STMTTRN>
<STMTTRN><TRNTYPE>DEP<DTPOSTED>2026XX05<TRNAMT>5.00<FITID>A3</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>887.50<DTASOF>20260131</LEDGERBAL></STMTRS></STMTTRNRS>
<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>99887766<ACCTTYPE>SAVINGS</BANKACCTFROM><BANKTRANLIST><DTSTART>20260101<DTEND>20260131</BANKTRANLIST></STMTRS></STMTTRNRS>
</BANKMSGSRSV1></OFX>`;

describe('bank files', () => {
  it('reads OFX 1.x: unclosed values, Windows-1252 words, a decimal comma, several accounts, an unreadable transaction reported', () => {
    const [checking, savings] = parseOfx(bytes(SGML, 'latin1'));
    expect(checking).toMatchObject({ accountNumber: 'XXXX1234', currency: 'USD', start: '2026-01-01', end: '2026-01-31', closingBalance: '887.50' });
    expect(checking.lines).toEqual([
      { row: 1, date: '2026-01-03', amount: '-12.50', description: 'CAFÉ & CO TABLE 4', checkNumber: null, fitid: 'A1' },
      { row: 2, date: '2026-01-05', amount: '-100.00', description: 'CHECK', checkNumber: '0042', fitid: 'A2' },
    ]);
    expect(checking.problems).toEqual([{ line: 3, reason: 'statementProblemOfxDate', params: { row: '3', value: expect.any(String) } }]);
    expect(savings).toMatchObject({ accountNumber: '99887766', lines: [] });
  });

  it('refuses a file cut short, or one that is not OFX', () => {
    expect(() => parseOfx(bytes(SGML.slice(0, SGML.indexOf('</BANKTRANLIST>'))))).toThrow(expect.objectContaining({ reason: 'ofxCutShort' }));
    expect(() => parseOfx(bytes('Date,Amount\n'))).toThrow(BankFileError);
  });

  it('reads a CSV by header names or positions, with debit and credit columns or one signed amount', () => {
    const csv = bytes('Posted,Payee,Out,In\n03/01/2026,Rent,"1,500.00",\n03/02/2026,Client,,250.10\nnot a date,x,1,\n');
    const read = parseCsv(csv, { skip_rows: 1, date_column: 'posted', date_format: 'MM/DD/YYYY', description_column: '2', debit_column: 'Out', credit_column: 'In', sign: 'deposit_positive' });
    expect(read.lines.map((l) => [l.date, l.amount, l.description])).toEqual([['2026-03-01', '-1500.00', 'Rent'], ['2026-03-02', '250.10', 'Client']]);
    expect(read.problems).toEqual([{ line: 4, reason: 'statementProblemDate', params: { row: '4', value: 'not a date', format: 'MM/DD/YYYY' } }]);
    // A card's export: charges positive.
    const card = parseCsv(bytes('2026-03-05;Diner;42,00\n'), { skip_rows: 0, date_column: '1', date_format: 'YYYY-MM-DD', description_column: '2', amount_column: '3', sign: 'withdrawal_positive', decimal_comma: true });
    expect(card.lines[0].amount).toBe('-42.00');
    expect(() => parseCsv(csv, { skip_rows: 1, date_column: 'Posted', date_format: 'DD.MM.YYYY', description_column: 'Payee', amount_column: 'In', sign: 'deposit_positive' })).toThrow(expect.objectContaining({ reason: 'bankFileMisfit', params: { unread: 2, rows: 3, line: 2 } }));
  });

  it('reads amounts to the cent, never more', () => {
    expect(['1,234.5', '(12.00)', '12.00-', '+3', '.5', '0.001', 'abc', '1.234'].map((s) => decimalOf(s))).toEqual(['1234.50', '-12.00', '-12.00', '3.00', '0.50', null, null, null]);
    expect(decimalOf('1.234,56', true)).toBe('1234.56');
  });

  it('reads the currency an amount names, and a CSV in one currency as that currency', () => {
    expect(['EUR 12,50', '12.50 GBP', '-€4.50', '$-4.50', '-4.50', ''].map((s) => currencyOf(s).currency)).toEqual(['EUR', 'GBP', 'EUR', null, null, null]);
    expect(currencyOf('EUR -12,50').amount).toBe('-12,50');
    const mapping = { skip_rows: 1, date_column: 'Date', date_format: 'YYYY-MM-DD', description_column: 'Memo', amount_column: 'Amount', sign: 'deposit_positive' } as const;
    const euros = parseCsv(bytes('Date,Memo,Amount\n2026-03-01,Café,EUR -4.50\n2026-03-02,Libros,EUR -12.00\n'), mapping);
    expect(euros.currency).toBe('EUR');
    expect(euros.lines.map((l) => l.amount)).toEqual(['-4.50', '-12.00']);
    expect(() => parseCsv(bytes('Date,Memo,Amount\n2026-03-01,Café,EUR -4.50\n2026-03-02,Diner,USD -12.00\n'), mapping)).toThrow(BankFileError);
  });
});
