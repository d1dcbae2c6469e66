import { z } from 'zod';
import { moneyTextSchema } from './money-schemas.ts';

/**
 * A trader's account as it stands now, asked of the accounts service by core NATS request/reply
 * (payouts decides a withdrawal from it, never from client numbers). Namespaced like any subject.
 *
 * Not under `accounts.>`: the ACCOUNTS stream captures that whole subject space, and JetStream
 * answers a request published there with its own PubAck, which would reach the requester first.
 */
export const ACCOUNT_SNAPSHOT_SUBJECT = 'rpc.accounts.snapshot.get';
/** Replicas of accounts answer as one queue group: a request gets one reply. */
export const ACCOUNT_SNAPSHOT_QUEUE = 'accounts-snapshot';

export const accountSnapshotRequestSchema = z.object({ userId: z.string().uuid() });
export type AccountSnapshotRequest = z.infer<typeof accountSnapshotRequestSchema>;

/** The trader has an open (active or breached) trading account. */
export const accountSnapshotFoundSchema = z.object({
  found: z.literal(true),
  accountId: z.string().uuid(),
  status: z.enum(['active', 'breached']),
  mt5AccountId: z.string(),
  /** The initial deposit. */
  fundingBalance: moneyTextSchema,
  /** The latest MT5 figures as money text ('10250.5', '-3.25'); null until the MT5 account has been read once. */
  equity: moneyTextSchema.nullable(),
  balance: moneyTextSchema.nullable(),
  currency: z.string().nullable(),
  /** When the MT5 figures were read (ISO time); null with them. */
  at: z.string().nullable(),
  /** A payment dispute froze the account: no withdrawal meanwhile. Absent from older replies: not frozen. */
  frozen: z.boolean().default(false),
});

/** No open account; `error` is set when the question could not be answered (bad request, database down). */
export const accountSnapshotMissingSchema = z.object({
  found: z.literal(false),
  error: z.string().optional(),
});

export const accountSnapshotReplySchema = z.discriminatedUnion('found', [
  accountSnapshotFoundSchema,
  accountSnapshotMissingSchema,
]);
export type AccountSnapshotReply = z.infer<typeof accountSnapshotReplySchema>;
export type AccountSnapshot = z.infer<typeof accountSnapshotFoundSchema>;
