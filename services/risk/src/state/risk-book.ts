import type { z } from 'zod';
import type { equityUpdated } from '@prop/contracts/events/accounts';
import { assessUpdate, type Verdict } from '../domain/assess-update.ts';
import { type DayStart, dayStartAt, type Figures } from '../domain/day-start.ts';
import { latchAfterUpdate, mayRecord } from '../domain/detection-latch.ts';
import { centsNumberOf } from '@prop/contracts/money';
import type { TradingDays, TradingDay } from '../domain/trading-day.ts';
import { AccountRisk, type LinkedAccount } from './account-risk.ts';
import type { EquityPoint } from './equity-ring.ts';

export type EquityUpdate = z.output<typeof equityUpdated.data>;

/** Everything a breach is recorded with: the account, the broken rule, the update and the minutes before it. */
export interface Detection {
  link: LinkedAccount;
  verdict: Verdict;
  atMs: number;
  balanceCents: number;
  equityCents: number;
  windowSeconds: number;
  series: EquityPoint[];
}

/** A trading day's start values to store. */
export interface DayStartToSave extends Figures {
  accountId: string;
  day: string;
}

export interface RiskBookOptions {
  days: TradingDays;
  /** How much equity history each account keeps as breach evidence. */
  windowSeconds: number;
  /** Called synchronously when an update breaks a rule of an armed account; records the breach. */
  onBreach: (detection: Detection) => void;
}

/**
 * The risk state of every linked account, in memory, judged on every equity update. `apply` is the
 * hot path (up to 10,000 updates a second): map lookups, integer comparisons and two typed-array
 * writes; no await, no database, no allocation beyond what a breach needs.
 */
export class RiskBook {
  private readonly byMt5 = new Map<string, AccountRisk>();
  private readonly byAccount = new Map<string, AccountRisk>();
  private readonly byUser = new Map<string, AccountRisk>();
  /** Reused for every update's figures, so judging the day's start allocates nothing. */
  private readonly scratch: Figures = { balanceCents: 0, equityCents: 0 };
  readonly stats = { applied: 0, ignored: 0, breaches: 0, lastAtMs: 0 };

  constructor(private readonly options: RiskBookOptions) {}

  /** Starts following an account; an account already followed keeps its state. */
  link(link: LinkedAccount): AccountRisk {
    const known = this.byAccount.get(link.accountId);
    if (known) return known;
    const account = new AccountRisk(link, this.options.windowSeconds);
    this.byAccount.set(link.accountId, account);
    this.byMt5.set(link.mt5AccountId, account);
    this.byUser.set(link.userId, account);
    return account;
  }

  unlink(accountId: string): void {
    const account = this.byAccount.get(accountId);
    if (!account) return;
    this.byAccount.delete(accountId);
    // A newer link of the same MT5 account or user may already have taken these keys.
    if (this.byMt5.get(account.link.mt5AccountId) === account) this.byMt5.delete(account.link.mt5AccountId);
    if (this.byUser.get(account.link.userId) === account) this.byUser.delete(account.link.userId);
  }

  forAccount(accountId: string): AccountRisk | undefined {
    return this.byAccount.get(accountId);
  }

  forUser(userId: string): AccountRisk | undefined {
    return this.byUser.get(userId);
  }

  get size(): number {
    return this.byAccount.size;
  }

  /** One MT5 update. Updates of unknown accounts, of another link's account, or not newer than the latest are ignored. */
  apply(update: EquityUpdate): void {
    const account = this.byMt5.get(update.mt5AccountId);
    const atMs = Date.parse(update.at);
    if (account === undefined || account.link.accountId !== update.accountId || !(atMs > account.latestAtMs)) {
      this.stats.ignored++;
      return;
    }
    const balanceCents = centsNumberOf(update.balance);
    const equityCents = centsNumberOf(update.equity);
    const dayStart =
      account.link.rules.dailyLossBps === null ? null : this.advanceDay(account, atMs, balanceCents, equityCents);
    account.latestAtMs = atMs;
    account.balanceCents = balanceCents;
    account.equityCents = equityCents;
    if (equityCents < account.lowestEquityCents) account.lowestEquityCents = equityCents;
    account.ring.push(atMs, equityCents);
    this.stats.applied++;
    this.stats.lastAtMs = atMs;
    this.judge(account, atMs, dayStart);
  }

  /** Judges the account's latest update again (the browser's breach check); nothing happens before a first update. */
  recheck(account: AccountRisk): void {
    if (!account.hasUpdate) return;
    const dayStart = account.dayStart;
    const sameDay =
      dayStart && account.latestAtMs >= dayStart.day.startMs && account.latestAtMs < dayStart.day.nextResetMs;
    this.judge(account, account.latestAtMs, sameDay ? dayStart : null);
  }

  /** A breach was stored for this account (by this process or another replica). */
  markBreached(accountId: string): void {
    const account = this.byAccount.get(accountId);
    if (account) account.state = 'breached';
  }

  /** Recording failed: the next breaking update tries again. */
  markRecordFailed(accountId: string): void {
    const account = this.byAccount.get(accountId);
    if (account?.state === 'recording') account.state = 'armed';
  }

  /** The account's breach was resolved or deleted at `atMs`. */
  markResolved(accountId: string, atMs: number): void {
    const account = this.byAccount.get(accountId);
    if (!account) return;
    account.state = 'resolved';
    account.resolvedAtMs = Math.max(account.resolvedAtMs, atMs);
  }

  /**
   * Starts the trading day for accounts with a daily limit that had no update since the reset
   * (their figures at the reset are their latest ones), and returns every day start not yet stored.
   */
  rollDays(nowMs: number): DayStartToSave[] {
    const unsaved: DayStartToSave[] = [];
    for (const account of this.byAccount.values()) {
      if (account.link.rules.dailyLossBps === null || !account.hasUpdate) continue;
      const current = dayStartAt(account.dayStart, nowMs, account, account, this.options.days);
      if (current) account.dayStart = current;
      const start = account.dayStart;
      if (start && start.day.day !== account.dayStartSaved) {
        unsaved.push({
          accountId: account.link.accountId,
          day: start.day.day,
          balanceCents: start.balanceCents,
          equityCents: start.equityCents,
        });
      }
    }
    return unsaved;
  }

  /** The stored start of a trading day (this replica's or another's, whichever was stored first). */
  restoreDayStart(accountId: string, day: TradingDay, figures: Figures): void {
    const account = this.byAccount.get(accountId);
    if (!account) return;
    const current = account.dayStart;
    if (current && current.day.startMs > day.startMs) return;
    account.dayStart = { day, balanceCents: figures.balanceCents, equityCents: figures.equityCents };
    account.dayStartSaved = day.day;
  }

  private advanceDay(account: AccountRisk, atMs: number, balanceCents: number, equityCents: number): DayStart | null {
    this.scratch.balanceCents = balanceCents;
    this.scratch.equityCents = equityCents;
    const before = account.hasUpdate ? account : null;
    const dayStart = dayStartAt(account.dayStart, atMs, before, this.scratch, this.options.days);
    if (dayStart) account.dayStart = dayStart;
    return dayStart;
  }

  private judge(account: AccountRisk, atMs: number, dayStart: DayStart | null): void {
    const { rules, depositCents } = account.link;
    const verdict = assessUpdate(rules, depositCents, account.equityCents, dayStart);
    account.state = latchAfterUpdate(account, atMs, verdict !== null);
    if (verdict === null || !mayRecord(account)) return;
    account.state = 'recording';
    this.stats.breaches++;
    this.options.onBreach({
      link: account.link,
      verdict,
      atMs,
      balanceCents: account.balanceCents,
      equityCents: account.equityCents,
      windowSeconds: this.options.windowSeconds,
      series: account.ring.since(atMs - this.options.windowSeconds * 1000),
    });
  }
}
