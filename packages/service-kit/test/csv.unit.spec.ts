import { describe, expect, it } from 'vitest';
import { csvText, defuseCell } from '../src/csv.ts';

describe('CSV exports', () => {
  it('defuses cells a spreadsheet would run as formulas, and leaves amounts alone', () => {
    expect(defuseCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(defuseCell('+31 6 1234')).toBe(`'+31 6 1234`);
    expect(defuseCell('-cmd')).toBe(`'-cmd`);
    expect(defuseCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(defuseCell('\tx')).toBe(`'\tx`);
    expect(defuseCell('-12.50')).toBe('-12.50');
    expect(defuseCell(-3)).toBe('-3');
    expect(defuseCell('Dvořák')).toBe('Dvořák');
    expect(defuseCell(null)).toBe('');
  });

  it('writes a header and one quoted line per row, CRLF', async () => {
    const text = await csvText(
      [
        { header: 'name', value: (row: { name: string; amount: string }) => row.name },
        { header: 'amount', value: (row) => row.amount },
      ],
      [
        { name: 'Smith, "Jo"', amount: '10.00' },
        { name: '=1+1', amount: '-5.25' },
      ],
    );
    expect(text).toBe('name,amount\r\n"Smith, ""Jo""",10.00\r\n\'=1+1,-5.25\r\n');
  });

  it('streams rows from an async source', async () => {
    async function* rows() {
      for (let i = 0; i < 3; i++) yield { n: i };
    }
    const text = await csvText([{ header: 'n', value: (row: { n: number }) => row.n }], rows());
    expect(text).toBe('n\r\n0\r\n1\r\n2\r\n');
  });
});
