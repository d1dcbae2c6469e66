import { z } from 'zod';
import { accountFreezeFields, CLOSED_REASONS, TRADING_ACCOUNT_STATUSES } from '../account.ts';
import { amountTextSchema, moneyTextSchema } from '../money-schemas.ts';
import { dealSchema, positionSchema } from '../trading.ts';
import { defineEvent, definePartitionedEvent, type Envelope, type EventDefinition } from './envelope.ts';

/**
 * One MT5 update, about once a second per account: published straight to JetStream, not through
 * the outbox (high rate, and a lost tick is replaced by the next one), inside an `equityBatch` of
 * its partition. `userId` is set only while the MT5 account is linked to a trader, so the gateway
 * pushes it alone to that trader as `account_update`. The MT5 figures are rounded to the cent
 * once, by the publisher, and travel as decimal text.
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

/** The most updates one batch carries: about 160 bytes each, well inside NATS's 1 MB message. */
export const EQUITY_BATCH_MAX = 1000;

type EquityUpdate = z.output<typeof equityUpdated.data>;
const update = equityUpdated.data.shape;
const listOf = <TItem extends z.ZodType>(item: TItem) => z.array(item).min(1).max(EQUITY_BATCH_MAX);
/** A column of the batch: a value for each update, or one value that every update holds. */
const columnOf = <TItem extends z.ZodType>(item: TItem) => z.union([listOf(item), item]);
const equityColumns = z.object({
  userId: columnOf(update.userId),
  accountId: columnOf(update.accountId),
  /** Always a list: how many updates the batch carries. */
  mt5AccountId: listOf(update.mt5AccountId),
  balance: columnOf(update.balance),
  equity: columnOf(update.equity),
  floatingPnL: columnOf(update.floatingPnL),
  currency: columnOf(update.currency),
  at: columnOf(update.at),
});
/** A batch's updates by field, as they are gathered: the i-th update is every column's i-th value. */
export type EquityColumns = { [TField in keyof EquityUpdate]: EquityUpdate[TField][] };
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
 * currency, so a fifth of each update's text went on repeating them. Versions 1 (`updates`, a
 * list of objects) and 2 are still read: the stream keeps batches sent before an upgrade.
 * Readers are upgraded before accounts: a reader of version 2 cannot read a version 3 batch.
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
  3,
);

/** No updates yet, to be filled by `pushEquityUpdate`. */
export function emptyEquityColumns(): EquityColumns {
  return {
    userId: [],
    accountId: [],
    mt5AccountId: [],
    balance: [],
    equity: [],
    floatingPnL: [],
    currency: [],
    at: [],
  };
}

export function pushEquityUpdate(columns: EquityColumns, update: EquityUpdate): void {
  columns.userId.push(update.userId);
  columns.accountId.push(update.accountId);
  columns.mt5AccountId.push(update.mt5AccountId);
  columns.balance.push(update.balance);
  columns.equity.push(update.equity);
  columns.floatingPnL.push(update.floatingPnL);
  columns.currency.push(update.currency);
  columns.at.push(update.at);
}

/**
 * The columns as a batch carries them: a column whose updates all hold the same value (compared as
 * they are, so the same text or null) carries it once. The MT5 accounts stay a list.
 */
export function packEquityColumns(columns: EquityColumns): PackedEquityColumns {
  return {
    userId: packed(columns.userId),
    accountId: packed(columns.accountId),
    mt5AccountId: columns.mt5AccountId,
    balance: packed(columns.balance),
    equity: packed(columns.equity),
    floatingPnL: packed(columns.floatingPnL),
    currency: packed(columns.currency),
    at: packed(columns.at),
  };
}

function packed<TValue>(column: TValue[]): TValue[] | TValue {
  const first = column[0] as TValue;
  return column.every((value) => value === first) ? first : column;
}

/** A batch's columns of these updates, packed as the publisher sends them. */
export function equityColumnsOf(updates: readonly EquityUpdate[]): PackedEquityColumns {
  const columns = emptyEquityColumns();
  for (const item of updates) pushEquityUpdate(columns, item);
  return packEquityColumns(columns);
}

/** A batch's updates read field by field, each value still unread: nothing is made per update. */
export interface EquityBatchReader {
  /** How many updates the batch carries: its MT5 accounts' list. */
  readonly count: number;
  /** The field's value in the update at an index (undefined where a column is short or missing). */
  field(name: keyof EquityUpdate): (index: number) => unknown;
  /** The update at an index as one object, still unread, for a reader that parses it whole. */
  update(index: number): unknown;
}

/**
 * A reader of a batch's data; undefined when the data is not a batch. Reads every version. A
 * reader on a hot path reads only the fields it needs (risk); `batchUpdatesOf` reads them all.
 */
export function equityBatchReaderOf(data: unknown): EquityBatchReader | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if ('updates' in data) return Array.isArray(data.updates) ? listReader(data.updates) : undefined;
  if (!('columns' in data) || typeof data.columns !== 'object' || data.columns === null) return undefined;
  const columns = data.columns as Partial<Record<keyof EquityUpdate, unknown>>;
  const { mt5AccountId } = columns;
  if (!Array.isArray(mt5AccountId)) return undefined;
  const field = (name: keyof EquityUpdate): ((index: number) => unknown) => {
    const column = columns[name];
    return Array.isArray(column) ? (index) => column[index] : () => column;
  };
  const [userId, accountId, balance, equity, floatingPnL, currency, at] = [
    field('userId'),
    field('accountId'),
    field('balance'),
    field('equity'),
    field('floatingPnL'),
    field('currency'),
    field('at'),
  ];
  return {
    count: mt5AccountId.length,
    field,
    update: (index) => ({
      userId: userId(index),
      accountId: accountId(index),
      mt5AccountId: mt5AccountId[index],
      balance: balance(index),
      equity: equity(index),
      floatingPnL: floatingPnL(index),
      currency: currency(index),
      at: at(index),
    }),
  };
}

/** Version 1: a list of updates as objects. */
function listReader(updates: unknown[]): EquityBatchReader {
  return {
    count: updates.length,
    field: (name) => (index) => {
      const item = updates[index];
      return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[name] : undefined;
    },
    update: (index) => updates[index],
  };
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

const accountRef = {
  userId: z.string().uuid(),
  accountId: z.string().uuid(),
  mt5AccountId: z.string(),
};

/**
 * A trader got a trading account: by an admin's link (`linkedBy` set) or a purchase (`purchaseId`).
 * Identity shows the nested `account.mt5AccountId` from it; risk learns the funding balance.
 */
export const accountLinked = defineEvent(
  'accounts',
  'account.linked',
  'AccountLinked',
  z.object({
    ...accountRef,
    fundingBalance: amountTextSchema,
    accountType: z.string(),
    linkedBy: z.string().uuid().nullable(),
    purchaseId: z.string().uuid().nullable(),
    /**
     * Where this holder's trading history begins in the MT5 account's ledger (the previous link's
     * end); null for the account's first holder. Absent from events written before it existed.
     */
    historyFrom: z.string().datetime().nullable().optional(),
    /** The MT5 account's leverage (1:n) when linked; null when not read yet, absent from older events. */
    leverage: z.number().positive().nullable().optional(),
    /**
     * The program the account was provisioned for (issue 18), from the purchase or the phase it
     * continues; absent (an admin's link, an older event): Instant Funding at its current version.
     */
    program: z
      .object({
        id: z.string(),
        version: z.number().int().positive(),
        /** The phase started: 0 for a purchase, the next phase for a passed one. */
        phaseIndex: z.number().int().min(0),
        /** The enrolment a next phase continues; absent for a purchase (a new enrolment). */
        enrolmentId: z.string().uuid().optional(),
      })
      .optional(),
  }),
);

/** The link ended; the account is kept as closed history (also when a chargeback or a refund closed it). */
export const accountUnlinked = defineEvent(
  'accounts',
  'account.unlinked',
  'AccountUnlinked',
  z.object({
    ...accountRef,
    reason: z.enum(CLOSED_REASONS),
    unlinkedBy: z.string().uuid().nullable(),
  }),
);

/** An account's status moved (active to breached when risk detects a breach). */
export const accountStatusChanged = defineEvent(
  'accounts',
  'account.status_changed',
  'AccountStatusChanged',
  z.object({
    ...accountRef,
    from: z.enum(TRADING_ACCOUNT_STATUSES),
    to: z.enum(TRADING_ACCOUNT_STATUSES),
  }),
);

/**
 * An open account was frozen (a payment dispute on its purchase) or its freeze was lifted; its
 * status is unchanged. Also sent right after AccountLinked for an account opened frozen.
 */
export const accountFreezeChanged = defineEvent(
  'accounts',
  'account.freeze_changed',
  'AccountFreezeChanged',
  z.object({ ...accountRef, ...accountFreezeFields }),
);

/** Who holds the MT5 account a trading event is about: set while it is linked to a trader. */
const holderRef = {
  userId: z.string().uuid().nullable(),
  accountId: z.string().uuid().nullable(),
  mt5AccountId: z.string(),
};

/**
 * A deal entered the stored ledger of an MT5 account: through the outbox, exactly once per deal
 * whatever the reads, retries and restarts that brought it. Rules judged on trades start here.
 * Published in the MT5 account's partition, as equity updates are: one risk replica judges both.
 */
export const dealRecorded = definePartitionedEvent(
  'accounts',
  'deal.recorded',
  'DealRecorded',
  z.object({ ...holderRef, deal: dealSchema }),
  (data) => data.mt5AccountId,
);

/**
 * The open positions of an MT5 account changed shape (one opened, closed, resized, or its SL/TP
 * moved), with the whole set now. Price moves alone do not send it; equity ticks carry those.
 */
export const positionsChanged = definePartitionedEvent(
  'accounts',
  'positions.changed',
  'PositionsChanged',
  z.object({ ...holderRef, positions: z.array(positionSchema) }),
  (data) => data.mt5AccountId,
);

/** Every event the accounts service publishes, one list: consumers subscribe by these definitions. */
export const accountsEvents = [
  equityBatch,
  accountLinked,
  accountUnlinked,
  accountStatusChanged,
  accountFreezeChanged,
  dealRecorded,
  positionsChanged,
] as const;

/** The link events (every replica follows them to keep its in-memory links current). */
export const accountLinkEvents = [accountLinked, accountUnlinked, accountStatusChanged] as const;

type EnvelopeOf<TDefinition> =
  TDefinition extends EventDefinition<infer TType, infer TData> ? Envelope<TType, z.output<TData>> : never;

/** An accounts event with its parsed data, discriminated by `type`. */
export type AccountsEvent = EnvelopeOf<(typeof accountsEvents)[number]>;
