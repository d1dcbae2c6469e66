import type { FastifyReply } from 'fastify';
import type { ExportRecord, ExportTable } from '@prop/contracts/exports';
import type { Actor } from './actor.ts';
import type { AdminAction } from './audit.ts';
import { type CommandRuntime, runCommand } from './command.ts';
import { type CsvColumn, sendCsv } from './csv.ts';
import type { KitTables } from './kit-migrations.ts';

/** Rows fetched from PostgreSQL per round trip of an export's cursor. */
export const EXPORT_BATCH_ROWS = 500;

/** A time as an export writes it: ISO 8601 in UTC (empty when there is none). */
export const utc = (time: Date | null | undefined) => time?.toISOString() ?? null;

/** A query an export reads through a cursor, batch by batch (Kysely's `stream`). */
interface Streamable<Row> {
  stream(chunkSize: number): AsyncIterable<Row>;
}

/** A query's rows, read through a cursor as the CSV is written and shaped for its columns. */
export async function* streamRows<Row, Shaped = Row>(
  query: Streamable<Row>,
  shape: (row: Row) => Shaped = (row) => row as unknown as Shaped,
) {
  for await (const row of query.stream(EXPORT_BATCH_ROWS)) yield shape(row);
}

/** Row sources one after the other, each read only once the one before ended: a screen of two lists, as one file. */
export async function* oneAfterAnother<Row>(...sources: AsyncIterable<Row>[]) {
  for (const source of sources) yield* source;
}

/** The filters an export was asked with, as its audit entry keeps them: only the ones given. */
export function givenFilters(query: Record<string, unknown>): ExportRecord['filters'] {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number | boolean] =>
        ['string', 'number', 'boolean'].includes(typeof entry[1]) && entry[1] !== '',
    ),
  );
}

export function exportAction(record: ExportRecord): AdminAction {
  return { action: 'table.exported', target: { type: 'export', id: record.table }, before: null, after: { ...record } };
}

/** Records an export's audit entry as the service's own command (the audit service keeps its own differently). */
export function auditedIn<DB extends KitTables>(runtime: CommandRuntime<DB>, actor: Actor) {
  return (action: AdminAction) => runCommand(runtime, actor, ({ audit }) => audit(action));
}

export interface CsvExport<Row> {
  table: ExportTable;
  /** The list route's query without `format` and paging: what the rows were filtered with. */
  filters: Record<string, unknown>;
  columns: readonly CsvColumn<Row>[];
  /** A query's rows through a cursor (`streamRows`), or a list already in memory. */
  rows: Iterable<Row> | AsyncIterable<Row>;
  /** Writes the audit entry; the download ends only once it is written. */
  record: (action: AdminAction) => Promise<void>;
  now: Date;
}

/**
 * An admin table as a CSV download (`users-2026-11-28.csv`), streamed as the rows come, and
 * audited: who (the record's actor) exported which table with which filters, and how many rows
 * left. The entry is written once the rows end, so the count is exact; a download broken off
 * midway is recorded with the rows sent until then.
 */
export function sendCsvExport<Row>(reply: FastifyReply, csv: CsvExport<Row>) {
  const filters = givenFilters(csv.filters);
  async function* counted() {
    let rows = 0;
    try {
      for await (const row of csv.rows) {
        rows += 1;
        yield row;
      }
    } finally {
      await csv.record(exportAction({ table: csv.table, filters, rows }));
    }
  }
  return sendCsv(reply, `${csv.table}-${csv.now.toISOString().slice(0, 10)}.csv`, csv.columns, counted());
}
