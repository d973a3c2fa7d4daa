import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

type Row = { name: string; amount: number | null };
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Amount', value: (r: Row) => r.amount },
];

describe('CSV export', () => {
  it('writes a header and one CRLF line per row, UTF-8 with a byte-order mark', () => {
    const csv = toCsv(columns, [
      { name: 'somchai', amount: 150000 },
      { name: 'สมชาย', amount: null },
    ]);
    expect(csv).toBe('\uFEFFName,Amount\r\nsomchai,150000\r\nสมชาย,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv(columns, [{ name: 'a,"b"\nc', amount: 1 }]);
    expect(csv.split('\r\n')[1]).toBe('"a,""b""\nc",1');
  });

  it('writes a cell that looks like a formula as text', () => {
    for (const evil of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)']) {
      const line = toCsv(columns, [{ name: evil, amount: 0 }]).split('\r\n')[1] ?? '';
      expect(line.startsWith("'") || line.startsWith(`"'`)).toBe(true);
    }
    // numbers stay numbers, negative ones too
    expect(toCsv(columns, [{ name: 'x', amount: -5 }]).split('\r\n')[1]).toBe('x,-5');
  });
});
