import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return)
 * gets a leading apostrophe, so it shows as the text it is. Numbers are left alone: -12.50 is an
 * amount, not a formula.
 */
export function defuseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value !== 'string') return text;
  return /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/** Rows as CSV text, as the streaming writer writes them: for small tables and tests. */
export async function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row> | AsyncIterable<Row>) {
  let text = '';
  for await (const chunk of csvStream(columns, rows)) text += chunk;
  return text;
}

/** A header line, then one line per row (RFC 4180 quoting, CRLF), written as the rows arrive. */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): NodeJS.ReadableStream {
  const cells = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => defuseCell(column.value(row)));
    })(),
  );
  const writer = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: '\r\n',
  });
  cells.on('error', (error) => writer.destroy(error));
  return cells.pipe(writer);
}

/** Sends rows as a CSV attachment, streamed, never cached. */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csvStream(columns, rows));
}
