import { z } from 'zod';
import { BREACH_RULES } from '../breach.ts';
import { moneyTextSchema } from '../money.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/**
 * Risk found an account's equity at or beyond a limit of its rule set (by default the maximum
 * drawdown of its funding balance): the account is lost (accounts marks it breached) and admins
 * see the breach. `breachedAt` is the time of the MT5 update that broke the rule. Money is decimal
 * text ('25000.00'); the percentage is a number with two decimals.
 */
export const breachDetected = defineEvent(
  'risk',
  'breach.detected',
  'BreachDetected',
  z.object({
    breachId: z.string().uuid(),
    userId: z.string().uuid(),
    /** The trading account; always sent by risk, optional for events published before it was added. */
    accountId: z.string().uuid().optional(),
    mt5AccountId: z.string(),
    rule: z.enum(BREACH_RULES).default('max_drawdown'),
    breachPercentage: z.number(),
    initialDeposit: moneyTextSchema,
    currentEquity: moneyTextSchema,
    breachedAt: z.string(),
  }),
);

/**
 * An active breach left the active list: resolved by an admin (with notes kept by risk, not sent
 * here, since the trader's socket receives this event too) or deleted.
 */
export const breachResolved = defineEvent(
  'risk',
  'breach.resolved',
  'BreachResolved',
  z.object({
    breachId: z.string().uuid(),
    userId: z.string().uuid(),
    accountId: z.string().uuid(),
    mt5AccountId: z.string(),
    resolution: z.enum(['resolved', 'deleted']),
    resolvedBy: z.string().uuid(),
    resolvedAt: z.string(),
  }),
);

/** Every event the risk service publishes, one list: consumers subscribe by these definitions. */
export const riskEvents = [breachDetected, breachResolved] as const;

/** A risk event with its parsed data, discriminated by `type`. */
export type RiskEvent = EventOf<(typeof riskEvents)[number]>;
