import { parse } from 'csv-parse/sync';

/** A downloaded CSV as a reader sees it: the header line, and each row keyed by the header. */
export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...lines] = parse(text, { relax_column_count: false }) as string[][];
  return {
    header,
    rows: lines.map((line) => Object.fromEntries(header.map((name, index) => [name, line[index] ?? '']))),
  };
}
