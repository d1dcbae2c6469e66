import { z } from 'zod';
import { centsNumberOf, moneyTextOfCents } from '../money.ts';
import { moneyTextSchema } from '../money-schemas.ts';
import { defineEvent, definePartitionedEvent } from './envelope.ts';

/**
 * One MT5 update, about once a second per account: published straight to JetStream, not through
 * the outbox (high rate, and a lost tick is replaced by the next one), inside an `equityBatch` of
 * its partition. `userId` is set only while the MT5 account is linked to a trader, so the gateway
 * pushes it alone to that trader as `account_update`. The MT5 figures are rounded to the cent
 * once, by the publisher; an update read out of a batch carries them as decimal text.
 */
export const equityUpdated = defineEvent(
  'accounts',
  'equity.updated',
  'EquityUpdated',
  z.object({
    userId: z.string().uuid().nullable(),
    /** The trading account when linked, else null. */
    accountId: z.string().uuid().nullable(),
    mt5AccountId: z.string(),
    balance: moneyTextSchema,
    equity: moneyTextSchema,
    floatingPnL: moneyTextSchema,
    currency: z.string(),
    at: z.string(),
  }),
);

/** The most updates one batch carries: about 110 bytes each, well inside NATS's 1 MB message. */
export const EQUITY_BATCH_MAX = 1000;

type EquityUpdate = z.output<typeof equityUpdated.data>;
const update = equityUpdated.data.shape;
const listOf = <TItem extends z.ZodType>(item: TItem) => z.array(item).min(1).max(EQUITY_BATCH_MAX);
/** A column of the batch: a value for each update, or one value that every update holds. */
const columnOf = <TItem extends z.ZodType>(item: TItem) => z.union([listOf(item), item]);
/** A figure in integer cents, exact in a JSON number: 10234.57 is 1023457. */
const cents = z.number().int();
const equityColumns = z.object({
  userId: columnOf(update.userId),
  accountId: columnOf(update.accountId),
  /** Always a list: how many updates the batch carries. */
  mt5AccountId: listOf(update.mt5AccountId),
  balanceCents: columnOf(cents),
  equityCents: columnOf(cents),
  currency: columnOf(update.currency),
  at: columnOf(update.at),
});

/** One update as a batch carries it: its figures in cents, no floating P&L (equity less balance). */
export interface EquityFigures {
  userId: string | null;
  accountId: string | null;
  mt5AccountId: string;
  balanceCents: number;
  equityCents: number;
  currency: string;
  at: string;
}
/** A batch's updates by field, as they are gathered: the i-th update is every column's i-th value. */
export type EquityColumns = { [TField in keyof EquityFigures]: EquityFigures[TField][] };
/** A batch's columns as sent (`packEquityColumns`). */
export type PackedEquityColumns = z.input<typeof equityColumns>;

/**
 * The MT5 updates of one partition read in the same turn of accounts' event loop (a simulator
 * tick moves hundreds of accounts at once; a streamed update usually comes alone), published as
 * one message: `ticks.equity.batch.<p>` (partitions.ts). One message instead of one per update
 * is what lets the stream, risk and the gateway keep up with 50,000 accounts (docs/decisions/013),
 * and waiting for nothing but the end of the turn adds no latency.
 * Published by accounts, but kept on a stream of their own (TICKS, `ticks.>`), apart from
 * accounts' exact events: a NATS 2.9.10 server killed and back stored the last messages it held a
 * second time, so every later sequence of its copy was shifted, and durable consumers count in
 * sequences (docs/decisions/013, tests/faults). The messages stored twice were tick batches, sent
 * many a second without awaiting an acknowledgement; a shifted copy of ticks costs nothing.
 * Version 2 carries the updates in columns, not as objects: no field name repeated in every
 * update, so the text is a third shorter and its writing and reading about half the work
 * (bench/equity-feed). Version 3 sends a column whose updates all hold the same value as that value
 * once: a simulator tick stamps its whole slice with one instant, and most accounts share a
 * currency, so a fifth of each update's text went on repeating them. Version 4 carries balance and
 * equity as integer cents, and no floating P&L, which the publisher always made equity less
 * balance: three texts fewer to write for each update, two fewer to read, and an eighth less text.
 * Versions 1 (`updates`, a list of objects) to 3 are still read: the stream keeps batches sent
 * before an upgrade. Readers are upgraded before accounts: a reader of version 3 cannot read a
 * version 4 batch.
 */
export const equityBatch = definePartitionedEvent(
  'ticks',
  'equity.batch',
  'EquityBatch',
  z.object({
    columns: equityColumns.refine(
      (columns) =>
        Object.values(columns).every(
          (column) => !Array.isArray(column) || column.length === columns.mt5AccountId.length,
        ),
      'every column holds one value for each update',
    ),
  }),
  (data) => data.columns.mt5AccountId[0] ?? '',
  4,
);

/** No updates yet, to be filled by `pushEquityFigures`. */
export function emptyEquityColumns(): EquityColumns {
  return {
    userId: [],
    accountId: [],
    mt5AccountId: [],
    balanceCents: [],
    equityCents: [],
    currency: [],
    at: [],
  };
}

export function pushEquityFigures(columns: EquityColumns, figures: EquityFigures): void {
  columns.userId.push(figures.userId);
  columns.accountId.push(figures.accountId);
  columns.mt5AccountId.push(figures.mt5AccountId);
  columns.balanceCents.push(figures.balanceCents);
  columns.equityCents.push(figures.equityCents);
  columns.currency.push(figures.currency);
  columns.at.push(figures.at);
}

/**
 * The columns as a batch carries them: a column whose updates all hold the same value (compared as
 * they are, so the same text, number or null) carries it once. The MT5 accounts stay a list.
 */
export function packEquityColumns(columns: EquityColumns): PackedEquityColumns {
  return {
    userId: packed(columns.userId),
    accountId: packed(columns.accountId),
    mt5AccountId: columns.mt5AccountId,
    balanceCents: packed(columns.balanceCents),
    equityCents: packed(columns.equityCents),
    currency: packed(columns.currency),
    at: packed(columns.at),
  };
}

function packed<TValue>(column: TValue[]): TValue[] | TValue {
  const first = column[0] as TValue;
  return column.every((value) => value === first) ? first : column;
}

/**
 * A batch's columns of these updates, packed as the publisher sends them. Each update's floating
 * P&L must be its equity less its balance: the batch does not carry it, and a reader makes it so.
 */
export function equityColumnsOf(updates: readonly EquityUpdate[]): PackedEquityColumns {
  const columns = emptyEquityColumns();
  for (const { balance, equity, floatingPnL, ...rest } of updates) {
    const balanceCents = centsNumberOf(balance);
    const equityCents = centsNumberOf(equity);
    if (centsNumberOf(floatingPnL) !== equityCents - balanceCents)
      throw new Error(`a batch carries no floating P&L but equity less balance: ${floatingPnL}`);
    pushEquityFigures(columns, { ...rest, balanceCents, equityCents });
  }
  return packEquityColumns(columns);
}

/** A batch's updates read field by field, each value still unread: nothing is made per update. */
export interface EquityBatchReader {
  /** How many updates the batch carries: its MT5 accounts' list. */
  readonly count: number;
  /** The field's value in the update at an index, as the update's contract has it (undefined where a column is short or missing). */
  field(name: keyof EquityUpdate): (index: number) => unknown;
  /** A figure of the update at an index in integer cents; undefined where it is not a sum of money. */
  cents(name: 'balance' | 'equity'): (index: number) => number | undefined;
  /** The update at an index as one object, still unread, for a reader that parses it whole. */
  update(index: number): unknown;
}

type FieldReader = (name: string) => (index: number) => unknown;

/**
 * A reader of a batch's data; undefined when the data is not a batch. Reads every version. A
 * reader on a hot path reads only the fields it needs (risk); `batchUpdatesOf` reads them all.
 */
export function equityBatchReaderOf(data: unknown): EquityBatchReader | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if ('updates' in data) {
    const { updates } = data;
    if (!Array.isArray(updates)) return undefined;
    return textReader(updates.length, (name) => (index) => {
      const item: unknown = updates[index];
      return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[name] : undefined;
    });
  }
  if (!('columns' in data) || typeof data.columns !== 'object' || data.columns === null) return undefined;
  const columns = data.columns as Record<string, unknown>;
  const { mt5AccountId } = columns;
  if (!Array.isArray(mt5AccountId)) return undefined;
  const column: FieldReader = (name) => {
    const values = columns[name];
    return Array.isArray(values) ? (index) => values[index] : () => values;
  };
  const inCents = 'balanceCents' in columns || 'equityCents' in columns;
  return inCents ? centsReader(mt5AccountId.length, column) : textReader(mt5AccountId.length, column);
}

/** Versions 1 to 3: every figure as decimal text. */
function textReader(count: number, field: FieldReader): EquityBatchReader {
  return readerOf(count, field, (name) => {
    const text = field(name);
    return (index) => centsOfText(text(index));
  });
}

/** Version 4: balance and equity in integer cents, the floating P&L their difference. */
function centsReader(count: number, column: FieldReader): EquityBatchReader {
  const cents = (name: 'balance' | 'equity') => {
    const values = column(`${name}Cents`);
    return (index: number) => {
      const value = values(index);
      return Number.isSafeInteger(value) ? (value as number) : undefined;
    };
  };
  const balance = cents('balance');
  const equity = cents('equity');
  const field: FieldReader = (name) => {
    if (name === 'balance' || name === 'equity') {
      const figure = name === 'balance' ? balance : equity;
      const raw = column(`${name}Cents`);
      // A value that is not cents goes on as it came, for the update's contract to refuse.
      return (index) => {
        const value = figure(index);
        return value === undefined ? raw(index) : moneyTextOfCents(value);
      };
    }
    if (name === 'floatingPnL')
      return (index) => {
        const [from, to] = [balance(index), equity(index)];
        return from === undefined || to === undefined ? undefined : moneyTextOfCents(to - from);
      };
    return column(name);
  };
  return readerOf(count, field, cents);
}

function readerOf(count: number, field: FieldReader, cents: EquityBatchReader['cents']): EquityBatchReader {
  const [userId, accountId, mt5AccountId, balance, equity, floatingPnL, currency, at] = [
    field('userId'),
    field('accountId'),
    field('mt5AccountId'),
    field('balance'),
    field('equity'),
    field('floatingPnL'),
    field('currency'),
    field('at'),
  ];
  return {
    count,
    field,
    cents,
    update: (index) => ({
      userId: userId(index),
      accountId: accountId(index),
      mt5AccountId: mt5AccountId(index),
      balance: balance(index),
      equity: equity(index),
      floatingPnL: floatingPnL(index),
      currency: currency(index),
      at: at(index),
    }),
  };
}

/** Money text as integer cents, read as the contract's money text is; undefined when it is not one. */
function centsOfText(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return centsNumberOf(value);
  } catch {
    return undefined;
  }
}

/**
 * The updates of a batch's data, each still unread (a reader parses each on its own, so one bad
 * update costs only itself: a short or missing column leaves its field undefined in the updates it
 * does not reach); none when the data is not a batch. Reads every version.
 */
export function batchUpdatesOf(data: unknown): unknown[] {
  const reader = equityBatchReaderOf(data);
  return reader ? Array.from({ length: reader.count }, (_, index) => reader.update(index)) : [];
}
