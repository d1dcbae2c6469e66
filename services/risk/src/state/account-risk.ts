import type { DayStart, Figures } from '../domain/day-start.ts';
import type { Latch } from '../domain/detection-latch.ts';
import type { RuleSet } from '../domain/rule-set.ts';
import { EquityRing } from './equity-ring.ts';

/** A trading account as risk knows it from accounts' link events. */
export interface LinkedAccount {
  accountId: string;
  userId: string;
  mt5AccountId: string;
  depositCents: number;
  rules: RuleSet;
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
  readonly ring: EquityRing;

  constructor(
    readonly link: LinkedAccount,
    ringSeconds: number,
  ) {
    this.ring = new EquityRing(ringSeconds);
  }

  get hasUpdate(): boolean {
    return this.latestAtMs > Number.NEGATIVE_INFINITY;
  }
}
