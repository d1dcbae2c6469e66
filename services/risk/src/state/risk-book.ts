import type { z } from 'zod';
import type { Rule } from '@prop/contracts/rule-pack';
import type { equityUpdated } from '@prop/contracts/events/accounts';
import { assessUpdate, type Verdict } from '../domain/assess-update.ts';
import { type DayStart, dayStartAt, type Figures } from '../domain/day-start.ts';
import { judgesUpdates, latchAfterUpdate, mayRecord } from '../domain/detection-latch.ts';
import { equityLimitsOf } from '../domain/equity-limits.ts';
import { type LockedPack, packRefOf, rulesOfAccount } from '../domain/locked-pack.ts';
import { centsNumberOf } from '@prop/contracts/money';
import { type DailyReset, TradingDays, type TradingDay } from '../domain/trading-day.ts';
import { AccountRisk, type LinkedAccount } from './account-risk.ts';
import { EarlyUpdates } from './early-updates.ts';
import type { EquityPoint } from './equity-ring.ts';
import type { Warning } from '../commands/raise-warning.ts';
import type { TargetMet } from '../commands/record-objective-met.ts';
import { meetsProfitTarget } from '../domain/rules/profit-target.ts';
import { raiseWarnings, resetWarnings } from './loss-warnings.ts';

export type EquityUpdate = z.output<typeof equityUpdated.data>;

/** What a stored met objective marks on an account: a target, or the phase passed. */
export type MetMark = 'profit_target' | 'min_trading_days' | 'all_targets';

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
  /** The firm's trading days: the configured rule set's, and a pack's without a daily reset of its own. */
  days: TradingDays;
  /** How much equity history each account keeps as breach evidence. */
  windowSeconds: number;
  /** Called synchronously when an update breaks a rule of an armed account; records the breach. */
  onBreach: (detection: Detection) => void;
  /** Called synchronously when a loss limit of an armed account first reaches a warning level on a trading day. */
  onWarning?: (warning: Warning) => void;
  /** Called synchronously when an update first reaches the profit target of an armed account. */
  onTargetMet?: (met: TargetMet) => void;
}

/**
 * The risk state of every linked account, in memory, judged on every equity update. `followed` and
 * `applyFigures` are the hot path (50,000 updates a second in bench/breach-latency): map lookups,
 * integer comparisons and two typed-array writes; no await, no database, no allocation beyond what
 * a breach needs. `apply` takes an update already parsed whole (one kept for its link, a test's).
 */
export class RiskBook {
  private readonly byMt5 = new Map<string, AccountRisk>();
  private readonly byAccount = new Map<string, AccountRisk>();
  private readonly byUser = new Map<string, AccountRisk>();
  /** One TradingDays per reset time and zone the packs use, shared by their accounts. */
  private readonly daysByReset = new Map<string, TradingDays>();
  /** Reused for every update's figures, so judging the day's start allocates nothing. */
  private readonly scratch: Figures = { balanceCents: 0, equityCents: 0 };
  /** Updates of links not followed yet, judged once their AccountLinked is (`catchUp`). */
  private readonly early = new EarlyUpdates<EquityUpdate>({ perAccount: 60, accounts: 1000 });
  readonly stats = { applied: 0, ignored: 0, breaches: 0, lastAtMs: 0 };

  constructor(private readonly options: RiskBookOptions) {}

  /** Starts following an account; an account already followed keeps its state. */
  link(link: LinkedAccount): AccountRisk {
    const known = this.byAccount.get(link.accountId);
    if (known) return known;
    const limits = this.limitsOf(link);
    const account = new AccountRisk(link, this.options.windowSeconds, limits, this.daysFor(limits.reset));
    account.daysMet = !this.countsTradingDays(link);
    this.byAccount.set(link.accountId, account);
    this.byMt5.set(link.mt5AccountId, account);
    this.byUser.set(link.userId, account);
    return account;
  }

  /**
   * Locks a followed account to its pack: from now on the pack's loss limits judge its updates.
   * The day already started and the trailing high so far carry over.
   */
  lockPack(accountId: string, locked: LockedPack): void {
    const account = this.byAccount.get(accountId);
    const current = account?.link.locked?.rulePack;
    if (!account || (current?.id === locked.rulePack.id && current.version === locked.rulePack.version)) return;
    account.link = { ...account.link, locked, awaitsPack: false };
    account.limits = this.limitsOf(account.link);
    account.days = this.daysFor(account.limits.reset);
    account.daysMet = !this.countsTradingDays(account.link);
  }

  private countsTradingDays(link: LinkedAccount): boolean {
    return this.rulesOf(link).some(({ rule }) => rule === 'min_trading_days');
  }

  unlink(accountId: string): void {
    const account = this.byAccount.get(accountId);
    if (!account) return;
    this.byAccount.delete(accountId);
    // A newer link of the same MT5 account or user may already have taken these keys.
    if (this.byMt5.get(account.link.mt5AccountId) === account) this.byMt5.delete(account.link.mt5AccountId);
    if (this.byUser.get(account.link.userId) === account) this.byUser.delete(account.link.userId);
  }

  /** Forgets every account whose MT5 account matches: a partition given to another replica. */
  dropWhere(matches: (mt5AccountId: string) => boolean): void {
    for (const account of [...this.byAccount.values()]) {
      if (matches(account.link.mt5AccountId)) this.unlink(account.link.accountId);
    }
    this.early.dropWhere(matches);
  }

  /**
   * Judges the updates of a newly followed link that came before the book followed it, oldest
   * first. Called once the link is stored (a breach is recorded against the stored account); an
   * update that came in the meantime is newer, so those before it are ignored as any older one is.
   */
  catchUp(accountId: string): void {
    const updates = this.early.take(accountId);
    if (!this.byAccount.has(accountId)) return;
    for (const update of updates) this.apply(update);
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

  /**
   * One MT5 update. Updates of a link not followed yet wait for it (`catchUp`); updates not newer
   * than the latest are ignored.
   */
  apply(update: EquityUpdate): void {
    const account = this.followed(update.mt5AccountId, update.accountId);
    if (account === undefined) {
      this.stats.ignored++;
      this.early.keep(update);
      return;
    }
    this.applyFigures(account, Date.parse(update.at), centsNumberOf(update.balance), centsNumberOf(update.equity));
  }

  /** The account followed under this MT5 account, if the update's link is the one followed. */
  followed(mt5AccountId: unknown, accountId: unknown): AccountRisk | undefined {
    const account = typeof mt5AccountId === 'string' ? this.byMt5.get(mt5AccountId) : undefined;
    return account !== undefined && account.link.accountId === accountId ? account : undefined;
  }

  /** An update of a followed account, its figures read: ignored unless newer than the latest. */
  applyFigures(account: AccountRisk, atMs: number, balanceCents: number, equityCents: number): void {
    if (!(atMs > account.latestAtMs)) {
      this.stats.ignored++;
      return;
    }
    const dayStart = account.limits.followsDays ? this.advanceDay(account, atMs, balanceCents, equityCents) : null;
    account.latestAtMs = atMs;
    account.balanceCents = balanceCents;
    account.equityCents = equityCents;
    if (equityCents < account.lowestEquityCents) account.lowestEquityCents = equityCents;
    if (account.limits.maxLoss?.basis === 'trailing_equity' && equityCents > account.highCents) {
      account.highCents = equityCents;
    }
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

  /** Every account followed: for a pass over all of them (commands/save-day-starts). */
  accounts(): IterableIterator<AccountRisk> {
    return this.byAccount.values();
  }

  /**
   * Starts the account's trading day if it has a daily limit and had no update since the reset
   * (its figures at the reset are its latest ones); returns its day start if not yet stored.
   */
  rollDay(account: AccountRisk, nowMs: number): DayStartToSave | undefined {
    if (!account.limits.followsDays || !account.hasUpdate) return undefined;
    const current = dayStartAt(account.dayStart, nowMs, account, account, account.days);
    if (current) this.startDay(account, current);
    const start = account.dayStart;
    if (!start || start.day.day === account.dayStartSaved) return undefined;
    return {
      accountId: account.link.accountId,
      day: start.day.day,
      balanceCents: start.balanceCents,
      equityCents: start.equityCents,
    };
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

  /** A stored day start, if it is of the account's current trading day (its pack's reset may not be the firm's). */
  restoreStoredDayStart(accountId: string, day: string, figures: Figures, nowMs: number): void {
    const account = this.byAccount.get(accountId);
    if (!account) return;
    const today = account.days.at(nowMs);
    if (today.day === day) this.restoreDayStart(accountId, today, figures);
  }

  /** The highest end-of-day balance stored (each day's start balance is the day before's end), after a restart. */
  restoreEndOfDayHigh(accountId: string, balanceCents: number): void {
    const account = this.byAccount.get(accountId);
    if (account?.limits.maxLoss?.basis === 'trailing_eod_balance' && balanceCents > account.highCents) {
      account.highCents = balanceCents;
    }
  }

  /** A warning level raised that day already (stored by this replica, another, or before a restart). */
  restoreWarning(accountId: string, rule: string, level: number, day: string, nowMs: number): void {
    const account = this.byAccount.get(accountId);
    if (!account || account.days.at(nowMs).day !== day) return;
    if (account.warnedDay !== day) resetWarnings(account, day);
    if (rule === 'max_loss') account.maxLossWarned = Math.max(account.maxLossWarned, level);
    if (rule === 'daily_loss') account.dailyLossWarned = Math.max(account.dailyLossWarned, level);
  }

  /** A target met before (stored), or the phase passed: not reported again. */
  markMet(accountId: string, met: MetMark): void {
    const account = this.byAccount.get(accountId);
    if (!account) return;
    if (met === 'profit_target') account.targetMet = true;
    else if (met === 'min_trading_days') account.daysMet = true;
    else account.passed = true;
  }

  /** A target's record failed to write: the next update that meets it tries again. */
  forgetTargetMet(accountId: string): void {
    const account = this.byAccount.get(accountId);
    if (account && !account.passed) account.targetMet = false;
  }

  /**
   * The profit target is announced when first met, and again once it is met while the trading days
   * are too: the phase passes only with every target met at one instant (profit may fall back).
   * Only these transitions call out, so an update in between costs a comparison.
   */
  private reachTarget(account: AccountRisk, atMs: number, met: (target: TargetMet) => void): void {
    const target = account.limits.profitTarget;
    if (!target || account.passed || (account.targetMet && !account.daysMet)) return;
    if (!meetsProfitTarget(target, account.link.depositCents, account.balanceCents, account.equityCents)) return;
    account.targetMet = true;
    if (account.daysMet) account.passed = true;
    met({ link: account.link, rule: 'profit_target', atMs, profitMet: true });
  }

  /** Every rule the account is judged by: its pack's, or the configured rule set's and Instant Funding's others. */
  rulesOf(link: LinkedAccount): Rule[] {
    return rulesOfAccount(link.locked, link.rules, this.options.days.reset);
  }

  private limitsOf(link: LinkedAccount) {
    return equityLimitsOf(this.rulesOf(link), link.locked ? packRefOf(link.locked) : null, this.options.days.reset);
  }

  private daysFor(reset: DailyReset): TradingDays {
    const firm = this.options.days;
    if (reset.minutes === firm.reset.minutes && reset.timeZone === firm.reset.timeZone) return firm;
    const key = `${reset.minutes} ${reset.timeZone}`;
    let days = this.daysByReset.get(key);
    if (!days) {
      days = new TradingDays(reset);
      this.daysByReset.set(key, days);
    }
    return days;
  }

  /** A new trading day: the day before ended at the latest balance, which a trailing end-of-day high follows. */
  private startDay(account: AccountRisk, dayStart: DayStart): void {
    const ended = account.dayStart;
    if (ended !== null && ended !== dayStart && account.hasUpdate) {
      this.restoreEndOfDayHigh(account.link.accountId, account.balanceCents);
    }
    account.dayStart = dayStart;
  }

  private advanceDay(account: AccountRisk, atMs: number, balanceCents: number, equityCents: number): DayStart | null {
    this.scratch.balanceCents = balanceCents;
    this.scratch.equityCents = equityCents;
    const before = account.hasUpdate ? account : null;
    const dayStart = dayStartAt(account.dayStart, atMs, before, this.scratch, account.days);
    if (dayStart) this.startDay(account, dayStart);
    return dayStart;
  }

  private judge(account: AccountRisk, atMs: number, dayStart: DayStart | null): void {
    if (!judgesUpdates(account)) return;
    const verdict = assessUpdate(
      account.limits,
      account.link.depositCents,
      account.equityCents,
      account.highCents,
      dayStart,
    );
    account.state = latchAfterUpdate(account, atMs, verdict !== null);
    if (verdict === null) {
      if (account.state !== 'armed') return;
      if (this.options.onWarning) raiseWarnings(account, atMs, dayStart, this.options.onWarning);
      if (this.options.onTargetMet) this.reachTarget(account, atMs, this.options.onTargetMet);
      return;
    }
    if (!mayRecord(account)) return;
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
