import { z } from 'zod';
import { accountFreezeFields, CLOSED_REASONS, TRADING_ACCOUNT_STATUSES } from '../account.ts';
import { amountTextSchema } from '../money-schemas.ts';
import { dealSchema, positionSchema } from '../trading.ts';
import { defineEvent, definePartitionedEvent, type Envelope, type EventDefinition } from './envelope.ts';
import { equityBatch } from './equity-batch.ts';

export { equityBatch, equityUpdated } from './equity-batch.ts';

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
