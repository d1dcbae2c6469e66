export type CsvRow = Record<string, string>;

/** An export's rows by column name (for exports of ids, numbers, dates and names: no quoting to undo). */
export function parseCsv(text: string): CsvRow[] {
  const [header = '', ...lines] = text.split('\r\n').filter(Boolean);
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [columns[index], cell])));
}
