import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { eachInTurns } from '@prop/service-kit/turns';
import { listUncheckedAtClose } from '../db/open-positions.ts';
import { claimRuleCheck } from '../db/rule-checks.ts';
import type { RiskDb } from '../db/types.ts';
import type { BrokenRule } from '../domain/broken-rule.ts';
import { packRefOf } from '../domain/locked-pack.ts';
import { fridayCloseAtOrBefore, heldOverWeekend } from '../domain/position-rules.ts';
import { type BrokenForPeriod, brokenByTime } from '../domain/time-rules.ts';
import type { AccountRisk } from '../state/account-risk.ts';
import type { RiskBook } from '../state/risk-book.ts';
import { storeBrokenRule } from './store-broken-rule.ts';

export interface ScheduledRulesOptions {
  runtime: CommandRuntime<RiskDb>;
  book: RiskBook;
  /** The firm's zone: a phase's days are dates there. */
  timeZone: string;
  windowSeconds: number;
  /** Whether an MT5 account is in a partition this replica owns: it judges only those. */
  owns: (mt5AccountId: string) => boolean;
}

const scheduledCheck = systemActor('risk.scheduled-rules');

/**
 * The rules broken by time passing rather than by an update or a deal: weekend holding at each
 * Friday close, inactivity and the phase's length. `check(now)` is idempotent and cheap when
 * nothing is broken, so it runs every minute (a late or missed run is made up by the next one);
 * each period's verdict is recorded once, across replicas and restarts (`rule_checks`).
 */
export class ScheduledRules {
  /** Periods this process has claimed or seen claimed: each goes to the database once. */
  private readonly claimed = new Set<string>();

  constructor(private readonly options: ScheduledRulesOptions) {}

  /** Judges every account of the owned partitions as of `now`; returns how many periods it claimed. */
  async check(now: Date): Promise<number> {
    return (await this.checkWeekend(now.getTime())) + (await this.checkTime(now.getTime()));
  }

  /** The sets unchanged since the latest Friday close were open at it; changed ones were judged when they changed. */
  private async checkWeekend(nowMs: number): Promise<number> {
    const { runtime, book } = this.options;
    const closeMs = fridayCloseAtOrBefore(nowMs);
    const period = new Date(closeMs).toISOString();
    let claimed = 0;
    for (const row of await listUncheckedAtClose(runtime.db, closeMs, period)) {
      if (row.mt5_account_id !== null && !this.options.owns(row.mt5_account_id)) continue;
      const account = book.forAccount(row.account_id);
      if (account?.link.awaitsPack) continue;
      // Claimed whatever the account's rules (or if it is no longer followed), so the set is read once.
      const judge = ({ link }: AccountRisk) =>
        heldOverWeekend(book.rulesOf(link), packRefOf(link.locked).version, closeMs, row.positions);
      if (await this.record(row.account_id, 'weekend_holding', period, account, judge, closeMs)) claimed += 1;
    }
    return claimed;
  }

  /**
   * Judged in turns (kit/turns), the verdicts recorded after: a pass over every account of the owned
   * partitions, each minute, from the book alone (its latest deal is kept there).
   */
  private async checkTime(nowMs: number): Promise<number> {
    const { book, timeZone } = this.options;
    const at = new Date(nowMs).toISOString();
    const found: { accountId: string; account: AccountRisk; broken: BrokenForPeriod }[] = [];
    await eachInTurns(book.accounts(), (account) => {
      const { link, lastDealAt } = account;
      if (link.awaitsPack) return;
      const { accountId } = link;
      const startedAt = link.locked?.startedAt ?? link.linkedAt;
      const rules = book.rulesOf(link);
      const facts = { at, startedAt, lastDealAt, timeZone };
      for (const broken of brokenByTime(rules, packRefOf(link.locked).version, facts)) {
        const key = `${accountId} ${broken.broken.verdict.rule} ${broken.period}`;
        if (this.claimed.has(key)) continue;
        this.claimed.add(key);
        found.push({ accountId, account, broken });
      }
    });
    let claimed = 0;
    for (const { accountId, account, broken } of found) {
      const rule = broken.broken.verdict.rule;
      if (await this.record(accountId, rule, broken.period, account, () => broken.broken, nowMs)) claimed += 1;
    }
    return claimed;
  }

  /** Claims the period and records what broke in it, in one transaction; false when it was claimed before. */
  private record(
    accountId: string,
    rule: string,
    period: string,
    account: AccountRisk | undefined,
    judge: (account: AccountRisk) => BrokenRule | undefined,
    atMs: number,
  ): Promise<boolean> {
    const { runtime, book, windowSeconds } = this.options;
    return runCommand(runtime, scheduledCheck, async (scope) => {
      if (!(await claimRuleCheck(scope.trx, { accountId, rule, period, at: scope.now }))) return false;
      const broken = account && judge(account);
      if (account && broken) await storeBrokenRule(scope, { book, account, broken, atMs, windowSeconds });
      return true;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rules time breaks, judged at any instant (the cron passes the clock's). */
    scheduledRules: ScheduledRules;
  }
}
