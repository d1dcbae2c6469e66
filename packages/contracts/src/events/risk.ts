import { z } from 'zod';
import { BREACH_RULES } from '../breach.ts';
import { moneyTextSchema } from '../money-schemas.ts';
import { RULE_KINDS } from '../rule-kinds.ts';
import { OBJECTIVE_UNITS, type RuleName, WARNING_LEVELS } from '../rule-pack.ts';
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
    /** The rule pack judged (absent: the spec's rule set) and the digest of the judged inputs. */
    rulePack: z.object({ id: z.string(), version: z.number().int().positive() }).optional(),
    hash: z.string().optional(),
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

/**
 * A breach was reversed (an appeal upheld): requested by one admin, approved by another. The
 * account trades on under its pack: accounts makes it active again, programs resumes its phase.
 */
export const breachReversed = defineEvent(
  'risk',
  'breach.reversed',
  'BreachReversed',
  z.object({
    breachId: z.string().uuid(),
    userId: z.string().uuid(),
    accountId: z.string().uuid(),
    mt5AccountId: z.string(),
    requestedBy: z.string().uuid(),
    approvedBy: z.string().uuid(),
    reversedAt: z.string(),
  }),
);

const ruleNameSchema = z.enum(Object.keys(RULE_KINDS) as [RuleName, ...RuleName[]]);
const accountRef = {
  userId: z.string().uuid(),
  accountId: z.string().uuid(),
  mt5AccountId: z.string(),
};
const packRef = z.object({ id: z.string(), version: z.number().int().positive() });

/** What a broken rule crossed: the figure, the line, their unit, and the deal or position that did it. */
export const crossedSchema = z.object({
  value: z.number(),
  line: z.number(),
  unit: z.string(),
  subject: z.string().optional(),
});

/**
 * A soft rule of the account's pack was broken: recorded and shown, blocking a pass or a payout
 * until an admin reviews it. `hash` is the digest of the judged inputs, stored with them.
 */
export const violationRecorded = defineEvent(
  'risk',
  'violation.recorded',
  'ViolationRecorded',
  z.object({
    violationId: z.string().uuid(),
    ...accountRef,
    rule: ruleNameSchema,
    rulePack: packRef,
    crossed: crossedSchema,
    hash: z.string(),
    triggeredAt: z.string(),
  }),
);

/** A target of the account's pack was reached (profit target, minimum trading days). */
export const objectiveMet = defineEvent(
  'risk',
  'objective.met',
  'ObjectiveMet',
  z.object({
    ...accountRef,
    rule: ruleNameSchema,
    rulePack: packRef,
    metAt: z.string(),
    /** Every target of the pack is met at this instant: the phase is passed (programs reviews it). */
    allTargetsMet: z.boolean(),
  }),
);

/** A loss limit reached a warning level: once per level per trading day. */
export const warningRaised = defineEvent(
  'risk',
  'warning.raised',
  'WarningRaised',
  z.object({
    ...accountRef,
    rule: ruleNameSchema,
    level: z.union(WARNING_LEVELS.map((level) => z.literal(level)) as [z.ZodLiteral<80>, z.ZodLiteral<90>]),
    /** Used and allowed, in `unit` (percent of the deposit for a loss). */
    current: z.number(),
    limit: z.number(),
    unit: z.enum(OBJECTIVE_UNITS),
    tradingDay: z.string(),
    raisedAt: z.string(),
  }),
);

/** Every event the risk service publishes, one list: consumers subscribe by these definitions. */
export const riskEvents = [
  breachDetected,
  breachResolved,
  breachReversed,
  violationRecorded,
  objectiveMet,
  warningRaised,
] as const;

/** A risk event with its parsed data, discriminated by `type`. */
export type RiskEvent = EventOf<(typeof riskEvents)[number]>;
