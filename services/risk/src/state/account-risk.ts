import type { DayStart, Figures } from '../domain/day-start.ts';
import type { Latch } from '../domain/detection-latch.ts';
import type { EquityLimits } from '../domain/equity-limits.ts';
import type { LockedPack } from '../domain/locked-pack.ts';
import type { RuleSet } from '../domain/rule-set.ts';
import type { TradingDays } from '../domain/trading-day.ts';
import { EquityRing } from './equity-ring.ts';

/** A trading account as risk knows it from accounts' link events. */
export interface LinkedAccount {
  accountId: string;
  userId: string;
  mt5AccountId: string;
  depositCents: number;
  /** The configured rule set stored at link time: what an account without a pack is judged by. */
  rules: RuleSet;
  /** When accounts linked it: deals before it belong to an earlier holder. */
  linkedAt: string;
  /** The pack the account is locked to, once programs' PhaseStarted has arrived. */
  locked: LockedPack | null;
  /** The link names a program whose pack has not arrived yet: its deals wait for it. */
  awaitsPack: boolean;
  /** The MT5 account's leverage when linked (100 for 1:100); null when not known. */
  leverage: number | null;
}

/**
 * One account's live risk state, mutated in place by every update (no allocation per tick):
 * latest and lowest equity, the day's start values, the breach latch and the recent equity.
 */
export class AccountRisk implements Latch, Figures {
  /** Time of the latest update applied; -Infinity before the first. */
  latestAtMs = Number.NEGATIVE_INFINITY;
  /** The latest figures (meaningful once `hasUpdate`). */
  balanceCents = 0;
  equityCents = 0;
  /** Lowest equity seen since the link (or since this process started). */
  lowestEquityCents = Number.POSITIVE_INFINITY;
  dayStart: DayStart | null = null;
  /** The trading day whose start values are stored in the database. */
  dayStartSaved: string | null = null;
  state: Latch['state'] = 'armed';
  resolvedAtMs = 0;
  /** The trading day of the warning levels below, and the highest level raised that day per loss limit (0: none). */
  warnedDay: string | null = null;
  maxLossWarned = 0;
  dailyLossWarned = 0;
  /** The pack's profit target was met (and recorded, or being recorded). */
  targetMet = false;
  /** The pack's minimum trading days are reached, or it has none (deals count them). */
  daysMet = false;
  /** Every target was met at one instant: the phase is passed, nothing more to announce. */
  passed = false;
  /** The high a trailing maximum loss trails (the equity high-water mark or the highest end-of-day balance). */
  highCents: number;
  /** The latest deal since the link, an ISO instant; null before the first. What the inactivity rule reads each minute. */
  lastDealAt: string | null = null;
  readonly ring: EquityRing;

  constructor(
    public link: LinkedAccount,
    ringSeconds: number,
    /** The loss limits judged per update, and the trading days they are measured by. */
    public limits: EquityLimits,
    public days: TradingDays,
  ) {
    this.ring = new EquityRing(ringSeconds);
    this.highCents = link.depositCents;
  }

  get hasUpdate(): boolean {
    return this.latestAtMs > Number.NEGATIVE_INFINITY;
  }

  /** A deal at `atMs` was stored (deals may come out of order: the latest stays). */
  dealtAt(atMs: number): void {
    if (this.lastDealAt === null || atMs > Date.parse(this.lastDealAt)) this.lastDealAt = new Date(atMs).toISOString();
  }
}
