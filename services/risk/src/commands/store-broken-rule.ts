import { randomUUID } from 'node:crypto';
import { BREACH_RULES, type BreachRule } from '@prop/contracts/breach';
import { violationRecorded } from '@prop/contracts/events/risk';
import type { CommandScope } from '@prop/service-kit/command';
import { insertViolation } from '../db/violations.ts';
import type { RiskDb } from '../db/types.ts';
import type { BrokenRule } from '../domain/broken-rule.ts';
import { drawdownBps } from '../domain/drawdown-rule.ts';
import { packRefOf } from '../domain/locked-pack.ts';
import type { AccountRisk } from '../state/account-risk.ts';
import type { RiskBook } from '../state/risk-book.ts';
import { storeBreach } from './record-breach.ts';

function isBreachRule(rule: string): rule is BreachRule {
  return (BREACH_RULES as readonly string[]).includes(rule);
}

export interface BrokenAt {
  book: RiskBook;
  account: AccountRisk;
  broken: BrokenRule;
  /** When it broke: the deal, the change of positions, the Friday close or the scheduled check. */
  atMs: number;
  windowSeconds: number;
}

/**
 * Records a rule broken by a deal, a change of positions or time, in the caller's transaction: a
 * hard one as a breach like an update's (the book latches once committed), a soft one as a violation.
 */
export async function storeBrokenRule(scope: CommandScope<RiskDb>, broken: BrokenAt): Promise<void> {
  if (broken.broken.verdict.status === 'breached') {
    const stored = await breach(scope, broken);
    const { book, account } = broken;
    if (stored) scope.afterCommit(() => book.markBreached(account.link.accountId));
  } else await violate(scope, broken);
}

/** A hard rule broken off the equity path: a breach with the account's figures at the time. */
async function breach(
  scope: CommandScope<RiskDb>,
  { account, broken: { judgement, verdict, hash }, atMs, windowSeconds }: BrokenAt,
): Promise<boolean> {
  if (!isBreachRule(verdict.rule)) return false;
  const { link } = account;
  const equityCents = account.hasUpdate ? account.equityCents : link.depositCents;
  return storeBreach(scope, {
    link,
    // No equity line was crossed: the equity at the time stands as the line.
    verdict: {
      rule: verdict.rule,
      bps: drawdownBps(link.depositCents, equityCents),
      lineCents: equityCents,
      dayStartCents: null,
      judged: { pack: packRefOf(link.locked), judgement, hash },
    },
    atMs,
    balanceCents: account.hasUpdate ? account.balanceCents : link.depositCents,
    equityCents,
    windowSeconds,
    series: account.ring.since(atMs - windowSeconds * 1000),
  });
}

/** A soft rule broken: a violation, shown and blocking a pass or a payout until reviewed. */
async function violate(
  { trx, emit }: CommandScope<RiskDb>,
  { account, broken: { judgement, verdict, hash }, atMs }: BrokenAt,
): Promise<void> {
  if (!verdict.crossed) return;
  const { accountId, userId, mt5AccountId } = account.link;
  const rulePack = packRefOf(account.link.locked);
  const violationId = randomUUID();
  const triggeredAt = new Date(atMs).toISOString();
  const { crossed, rule } = verdict;
  await insertViolation(trx, {
    id: violationId,
    accountId,
    userId,
    mt5AccountId,
    rule,
    rulePack,
    crossed,
    inputs: judgement,
    hash,
    triggeredAt,
  });
  await emit(violationRecorded, {
    violationId,
    userId,
    accountId,
    mt5AccountId,
    rule,
    rulePack,
    crossed,
    hash,
    triggeredAt,
  });
}
