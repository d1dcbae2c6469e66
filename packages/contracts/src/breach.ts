import { z } from 'zod';
import { ADMIN_NOTES_MAX_LENGTH, adminNotesSchema } from './admin-notes.ts';
import { DRAWDOWN_LEVELS } from './drawdown.ts';
import { plainText } from './fields.ts';

export const drawdownBreachSchema = z.object({
  id: z.string(),
  breachPercentage: z.number(),
  initialDeposit: z.number(),
  currentEquity: z.number(),
  breachedAt: z.string(),
  mt5AccountId: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userEmail: z.string(),
  /** Beyond the spec: the rule broken, and a reversal waiting for a second admin's approval. */
  rule: z.string().optional(),
  reversal: z.object({ requestedBy: z.string(), requestedAt: z.string(), reason: z.string() }).nullable().optional(),
});
export type DrawdownBreach = z.infer<typeof drawdownBreachSchema>;

/** The browser's hint; the risk service re-checks it against its own data. */
export const breachCheckSchema = z.object({
  userId: z.string(),
  accountId: z.string(),
  breachPercentage: z.number(),
  initialDeposit: z.number(),
  currentEquity: z.number(),
  mt5AccountId: z.string(),
});

export const resolveBreachSchema = z.object({
  breachId: z.string().uuid(),
  adminNotes: adminNotesSchema,
});

/** The server's answer to the check: what its own latest MT5 data says about the caller's account. */
export const breachCheckResultSchema = z.object({
  breached: z.boolean(),
  /** Drawdown of the latest equity as a percentage of the initial deposit, 2 decimals; 0 at or above it. */
  drawdownPercent: z.number(),
  level: z.enum(DRAWDOWN_LEVELS),
});
export type BreachCheckResult = z.infer<typeof breachCheckResultSchema>;

export const drawdownBreachListSchema = z.array(drawdownBreachSchema);

export const breachIdParamSchema = z.object({ id: z.string().uuid() });

/**
 * Which rule of the account's rule set was broken: the spec's maximum drawdown, or a hard rule of
 * the account's rule pack (issue 18). Targets are met, never broken, so they are not here.
 */
export const BREACH_RULES = [
  'max_drawdown',
  'daily_loss',
  'max_loss',
  'max_phase_days',
  'max_trade_volume',
  'max_open_volume',
  'expert_advisor',
  'max_leverage',
  'weekend_holding',
  'news_trading',
  'inactivity',
] as const;
export type BreachRule = (typeof BREACH_RULES)[number];

/** reversed: an appeal upheld by two admins (issue 18); the account trades on under its pack. */
export const BREACH_STATUSES = ['active', 'resolved', 'deleted', 'reversed'] as const;
export type BreachStatus = (typeof BREACH_STATUSES)[number];

/** POST /api/admin/resolve-breach: the breach as it stands after resolving, with who, when and notes. */
export const resolvedBreachSchema = z.object({
  id: z.string(),
  status: z.enum(BREACH_STATUSES),
  resolvedAt: z.string(),
  resolvedBy: z.string(),
  adminNotes: z.string().nullable(),
});

/**
 * A breach's evidence: the update that triggered it and the account's equity in the minutes before
 * (at most one point per second). Money as numbers, rounded to the cent like the MT5 figures.
 */
export const breachEvidenceSchema = z.object({
  id: z.string(),
  status: z.enum(BREACH_STATUSES),
  rule: z.enum(BREACH_RULES),
  mt5AccountId: z.string(),
  userId: z.string(),
  accountId: z.string(),
  breachPercentage: z.number(),
  initialDeposit: z.number(),
  /** The equity at or below which the rule is broken. */
  breachEquity: z.number(),
  /** The daily rule's start-of-day value; null for the maximum drawdown rule. */
  dayStartValue: z.number().nullable(),
  trigger: z.object({ at: z.string(), equity: z.number(), balance: z.number() }),
  detectedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  adminNotes: z.string().nullable(),
  windowSeconds: z.number(),
  series: z.array(z.object({ at: z.string(), equity: z.number() })),
});
export type BreachEvidence = z.infer<typeof breachEvidenceSchema>;

/**
 * GET /api/drawdown-breach/evidence: the latest breach of the trader's own account as its trader
 * sees it; who resolved it and the admin's notes stay in the back office.
 */
export const traderBreachEvidenceSchema = breachEvidenceSchema.omit({
  userId: true,
  resolvedBy: true,
  adminNotes: true,
});
export type TraderBreachEvidence = z.infer<typeof traderBreachEvidenceSchema>;

export const BREACH_MESSAGES = {
  notFound: 'Breach not found',
  alreadyResolved: 'Breach already resolved',
  deleted: 'Breach deleted',
  reversalPending: 'A reversal of this breach is already waiting for approval',
  noReversal: 'No reversal of this breach is waiting for approval',
  secondAdmin: 'A second admin must approve this reversal',
  notReversible: 'This breach can no longer be reversed',
  reversalRequested: 'Reversal requested: a second admin must approve it',
  reversed: 'Breach reversed: the account trades on',
} as const;

/** POST /api/admin/drawdown-breaches/{id}/reversal: an admin asks to reverse a breach, saying why. */
export const breachReversalRequestSchema = z.object({
  reason: plainText({ lines: 'multi' }).min(1, 'A reason is required').max(ADMIN_NOTES_MAX_LENGTH),
});

/** POST /api/admin/drawdown-breaches/{id}/reversal/approve: a second, different admin approves it. */
export const breachReversalApprovalSchema = z.object({ notes: adminNotesSchema });

export const VIOLATION_STATUSES = ['open', 'reviewed'] as const;

/**
 * GET /api/account/violations: the soft rules the trader's account broke, each with the pack it was
 * judged by, what it crossed and the digest of the judged inputs; an open one blocks a pass or a payout.
 */
export const accountViolationSchema = z.object({
  id: z.string(),
  rule: z.string(),
  rulePack: z.object({ id: z.string(), version: z.number().int() }),
  crossed: z.object({ value: z.number(), line: z.number(), unit: z.string(), subject: z.string().optional() }),
  status: z.enum(VIOLATION_STATUSES),
  triggeredAt: z.string(),
  hash: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AccountViolation = z.infer<typeof accountViolationSchema>;
export const accountViolationListSchema = z.array(accountViolationSchema);

/**
 * GET /api/admin/at-risk-accounts: each followed account whose loss reached a warning level of a
 * limit on its current trading day, the highest level first; `current` and `limit` in percent of
 * the deposit, `current` as of the latest update.
 */
export const atRiskAccountSchema = z.object({
  accountId: z.string(),
  mt5AccountId: z.string(),
  userId: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).optional(),
  rule: z.enum(['max_loss', 'daily_loss']),
  level: z.union([z.literal(80), z.literal(90)]),
  current: z.number(),
  limit: z.number(),
  raisedAt: z.string(),
});
export type AtRiskAccount = z.infer<typeof atRiskAccountSchema>;
export const atRiskAccountListSchema = z.array(atRiskAccountSchema);
