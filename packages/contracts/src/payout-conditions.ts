import { z } from 'zod';

/**
 * The conditions of a trader's rule pack that stand between the account and a payout, asked of
 * the risk service by core NATS request/reply (payouts lists them on the Withdraw Funds card and
 * refuses a request while one is not met). Namespaced like any subject.
 *
 * Not under `risk.>`: the RISK stream captures that whole subject space, and JetStream answers a
 * request published there with its own PubAck, which would reach the requester first.
 */
export const PAYOUT_CONDITIONS_SUBJECT = 'rpc.risk.payout-conditions.get';
/** Replicas of risk answer as one queue group: a request gets one reply. */
export const PAYOUT_CONDITIONS_QUEUE = 'risk-payout-conditions';

export const payoutConditionsRequestSchema = z.object({ userId: z.string().uuid() });
export type PayoutConditionsRequest = z.infer<typeof payoutConditionsRequestSchema>;

/** funded_phase: listed for an account in an evaluation phase, which pays no profit share (never met). */
export const PAYOUT_CONDITION_RULES = ['funded_phase', 'min_trading_days', 'consistency', 'open_violations'] as const;
export type PayoutConditionRule = (typeof PAYOUT_CONDITION_RULES)[number];

/**
 * One condition as risk judges it now. `current` and `limit` are in the rule's unit: trading days;
 * the best day's share of the total profit in percent; open soft-rule violations (limit 0).
 */
export const payoutConditionSchema = z.object({
  rule: z.enum(PAYOUT_CONDITION_RULES),
  met: z.boolean(),
  current: z.number(),
  limit: z.number(),
});
export type PayoutCondition = z.infer<typeof payoutConditionSchema>;

/** Only the conditions the account's pack has are listed (an Instant Funding account has none). */
export const payoutConditionsFoundSchema = z.object({
  found: z.literal(true),
  accountId: z.string().uuid(),
  conditions: z.array(payoutConditionSchema),
  /** The trader's share of the profit, percent: the account's program's (optional: older risk replies lack it). */
  profitSharePercent: z.number().gt(0).max(100).optional(),
});

/** Risk follows no account of the trader; `error` is set when the question could not be answered. */
export const payoutConditionsMissingSchema = z.object({
  found: z.literal(false),
  error: z.string().optional(),
});

export const payoutConditionsReplySchema = z.discriminatedUnion('found', [
  payoutConditionsFoundSchema,
  payoutConditionsMissingSchema,
]);
export type PayoutConditionsReply = z.infer<typeof payoutConditionsReplySchema>;
