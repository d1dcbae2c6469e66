import { z } from 'zod';
import { moneyTextSchema } from './money-schemas.ts';
import { OBJECTIVE_KINDS, RULE_KINDS } from './rule-kinds.ts';

/**
 * A rule pack: the rules one phase of a program is judged by (issue 18). A pack is an immutable,
 * numbered version: an account stays locked to the pack it started with, so editing a program
 * makes a new version and never changes the rules under a running account.
 *
 * Every rule carries its severity: `hard` ends the account when broken (a breach), `soft` records
 * a violation that blocks passing or a payout until an admin reviews it. For a target the severity
 * says nothing: a target is met or not yet.
 */

export const SEVERITIES = ['hard', 'soft'] as const;
const severity = z.enum(SEVERITIES);
export type Severity = z.infer<typeof severity>;

const percent = z.number().gt(0).max(100);
const wholeDays = z.number().int().positive();
const lots = z.number().positive();

/** What the maximum loss is measured from. */
export const MAX_LOSS_BASES = ['static', 'trailing_equity', 'trailing_eod_balance'] as const;
/** Which start-of-day figure the daily loss is measured from; `higher` takes the higher of the two. */
export const DAILY_LOSS_BASES = ['balance', 'equity', 'higher'] as const;

const maxLossRuleSchema = z.object({
  rule: z.literal('max_loss'),
  severity,
  /** static: from the initial deposit; trailing_equity: from the equity high-water mark; trailing_eod_balance: from the highest end-of-day balance. */
  basis: z.enum(MAX_LOSS_BASES),
  /** The loss allowed, % of the initial deposit. */
  percent,
  /** A trailing line stops rising once it reaches the initial deposit. */
  lockAtStart: z.boolean().optional(),
});

const dailyLossRuleSchema = z.object({
  rule: z.literal('daily_loss'),
  severity,
  basis: z.enum(DAILY_LOSS_BASES),
  /** The loss allowed within one trading day, % of the initial deposit. */
  percent,
  /** When the trading day starts, HH:MM in `timeZone`. */
  resetTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
  timeZone: z
    .string()
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'unknown time zone'),
});

const profitTargetRuleSchema = z.object({ rule: z.literal('profit_target'), severity, percent });
/** A trading day is a day (in the firm's zone) with at least one deal that opened a position. */
const minTradingDaysRuleSchema = z.object({ rule: z.literal('min_trading_days'), severity, days: wholeDays });
const maxPhaseDaysRuleSchema = z.object({ rule: z.literal('max_phase_days'), severity, days: wholeDays });
/** The best day's profit may be at most this share of the total profit. */
const consistencyRuleSchema = z.object({ rule: z.literal('consistency'), severity, maxBestDayPercent: percent });
const maxTradeVolumeRuleSchema = z.object({ rule: z.literal('max_trade_volume'), severity, lots });
const maxOpenVolumeRuleSchema = z.object({ rule: z.literal('max_open_volume'), severity, lots });
/** No entry deal placed by an expert advisor (reason EXPERT or a non-zero magic number). */
const expertAdvisorRuleSchema = z.object({ rule: z.literal('expert_advisor'), severity });
/** The account's leverage may not exceed 1:`leverage`. */
const maxLeverageRuleSchema = z.object({
  rule: z.literal('max_leverage'),
  severity,
  leverage: z.number().int().positive(),
});
/** No position open at the market's Friday close. */
const weekendHoldingRuleSchema = z.object({ rule: z.literal('weekend_holding'), severity });
/** No position opened or closed within `minutes` of a high-impact event for one of the symbol's currencies. */
const newsTradingRuleSchema = z.object({
  rule: z.literal('news_trading'),
  severity,
  minutes: z.number().int().positive(),
});
/** At least one deal every `days` days. */
const inactivityRuleSchema = z.object({ rule: z.literal('inactivity'), severity, days: wholeDays });

export const ruleSchema = z.discriminatedUnion('rule', [
  maxLossRuleSchema,
  dailyLossRuleSchema,
  profitTargetRuleSchema,
  minTradingDaysRuleSchema,
  maxPhaseDaysRuleSchema,
  consistencyRuleSchema,
  maxTradeVolumeRuleSchema,
  maxOpenVolumeRuleSchema,
  expertAdvisorRuleSchema,
  maxLeverageRuleSchema,
  weekendHoldingRuleSchema,
  newsTradingRuleSchema,
  inactivityRuleSchema,
]);
export type Rule = z.infer<typeof ruleSchema>;
export type RuleName = Rule['rule'];
/** The rule of one name, with its parameters. */
export type RuleOf<Name extends RuleName> = Extract<Rule, { rule: Name }>;

export const rulePackSchema = z.object({
  id: z.string().min(1),
  version: z.number().int().positive(),
  rules: z
    .array(ruleSchema)
    // One objective per rule on the dashboard, and a verdict names its rule: each at most once.
    .refine((rules) => new Set(rules.map(({ rule }) => rule)).size === rules.length, 'a rule appears at most once'),
});
export type RulePack = z.infer<typeof rulePackSchema>;

/** ok; warning (a limit mostly used); met (a target); breached (a hard rule broken); violated (a soft rule broken). */
export const OBJECTIVE_STATUSES = ['ok', 'warning', 'met', 'breached', 'violated'] as const;
export const objectiveStatusSchema = z.enum(OBJECTIVE_STATUSES);
export type ObjectiveStatus = z.infer<typeof objectiveStatusSchema>;

/** The shares of a limit at which the trader is warned, in percent. */
export const WARNING_LEVELS = [80, 90] as const;
export type WarningLevel = (typeof WARNING_LEVELS)[number];

export const OBJECTIVE_UNITS = ['percent', 'days', 'lots', 'leverage', 'deals', 'positions'] as const;
export type ObjectiveUnit = (typeof OBJECTIVE_UNITS)[number];

/** What a target still takes: money (in the account's currency) or trading days. */
export const toGoSchema = z.discriminatedUnion('unit', [
  z.object({ unit: z.literal('money'), amount: moneyTextSchema }),
  z.object({ unit: z.literal('days'), days: z.number().int().positive() }),
]);
export type ToGo = z.infer<typeof toGoSchema>;

/** One item of GET /api/account/objectives: a rule of the account's pack with its live figures. */
export const objectiveSchema = z.object({
  rule: z.enum(Object.keys(RULE_KINDS) as [RuleName, ...RuleName[]]),
  kind: z.enum(OBJECTIVE_KINDS),
  status: objectiveStatusSchema,
  current: z.number(),
  limit: z.number(),
  unit: z.enum(OBJECTIVE_UNITS),
  /** ISO instant of the next daily reset, for the daily loss. */
  resetsAt: z.string().optional(),
  toGo: toGoSchema.optional(),
});
export type Objective = z.infer<typeof objectiveSchema>;

/**
 * The seeded programs' packs. Daily limits reset at midnight in the firm's zone (FIRM_TIME_ZONE's
 * default): a pack is immutable data, so its zone is written into it rather than read from config.
 */
const FIRM_ZONE = 'Europe/Amsterdam';
const dailyLoss = (percent: number) =>
  ({
    rule: 'daily_loss',
    severity: 'hard',
    basis: 'higher',
    percent,
    resetTime: '00:00',
    timeZone: FIRM_ZONE,
  }) as const;
const staticMaxLoss = (percent: number) => ({ rule: 'max_loss', severity: 'hard', basis: 'static', percent }) as const;
const twoStepPhase = (id: string, targetPercent: number): RulePack => ({
  id,
  version: 1,
  rules: [
    { rule: 'profit_target', severity: 'hard', percent: targetPercent },
    { rule: 'min_trading_days', severity: 'hard', days: 4 },
    dailyLoss(5),
    staticMaxLoss(10),
  ],
});

/** The seed's product: 5% maximum drawdown of the deposit, no expert advisors, leverage 1:30. */
export const INSTANT_FUNDING_PACK: RulePack = {
  id: 'instant-funding',
  version: 1,
  rules: [
    staticMaxLoss(5),
    { rule: 'expert_advisor', severity: 'hard' },
    { rule: 'max_leverage', severity: 'hard', leverage: 30 },
  ],
};

export const TWO_STEP_PHASE_1_PACK = twoStepPhase('two-step-phase-1', 10);
export const TWO_STEP_PHASE_2_PACK = twoStepPhase('two-step-phase-2', 5);
export const TWO_STEP_FUNDED_PACK: RulePack = {
  id: 'two-step-funded',
  version: 1,
  rules: [staticMaxLoss(10), dailyLoss(5)],
};

export const ONE_STEP_PACK: RulePack = {
  id: 'one-step',
  version: 1,
  rules: [
    { rule: 'profit_target', severity: 'hard', percent: 10 },
    { rule: 'max_loss', severity: 'hard', basis: 'trailing_eod_balance', percent: 6 },
    dailyLoss(3),
    { rule: 'consistency', severity: 'soft', maxBestDayPercent: 50 },
  ],
};
