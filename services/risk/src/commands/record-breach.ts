import { randomUUID } from 'node:crypto';
import { moneyTextOfCents } from '@prop/contracts/money';
import { breachDetected } from '@prop/contracts/events/risk';
import { systemActor } from '@prop/service-kit/actor';
import { type CommandRuntime, type CommandScope, runCommand } from '@prop/service-kit/command';
import { type OutboxRow, outboxRowOf } from '@prop/service-kit/outbox';
import { insertActiveBreach } from '../db/breaches.ts';
import type { RiskDb } from '../db/types.ts';
import { breachesDetected } from '../breaches/breach-metrics.ts';
import { evidenceOf } from '../domain/breach-evidence.ts';
import { percentOfBps } from '../domain/rule-set.ts';
import type { Detection } from '../state/risk-book.ts';

/** A stored breach and its BreachDetected as the outbox holds it. */
export interface RecordedBreach {
  breachId: string;
  event: OutboxRow;
}

const detection = systemActor('risk.detection');

/**
 * Stores the breach and its BreachDetected event in one transaction. Returns them once committed
 * (so the caller may publish the event at once), or undefined when the account already had an
 * active breach: the partial unique index decides, so concurrent detections (replicas, a
 * redelivered update, the browser's check) store one row and one event. Runs only when an update
 * breaks a rule, never per update.
 */
export function recordBreach(runtime: CommandRuntime<RiskDb>, found: Detection): Promise<RecordedBreach | undefined> {
  return runCommand(runtime, detection, (scope) => storeBreach(scope, found));
}

/**
 * The breach and its BreachDetected in the caller's transaction (an update's own command, or the
 * handler of the deal that broke a rule), with the judged pack, inputs and digest.
 */
export async function storeBreach(
  { trx, emit, afterCommit }: Pick<CommandScope<RiskDb>, 'trx' | 'emit' | 'afterCommit'>,
  found: Detection,
): Promise<RecordedBreach | undefined> {
  const { link, verdict } = found;
  const { pack, judgement, hash } = verdict.judged;
  const breachId = randomUUID();
  const breachedAt = new Date(found.atMs);
  const percentage = percentOfBps(verdict.bps);
  const stored = await insertActiveBreach(trx, {
    id: breachId,
    account_id: link.accountId,
    user_id: link.userId,
    mt5_account_id: link.mt5AccountId,
    rule: verdict.rule,
    breach_percentage: percentage.toFixed(2),
    initial_deposit: moneyTextOfCents(link.depositCents),
    equity: moneyTextOfCents(found.equityCents),
    balance: moneyTextOfCents(found.balanceCents),
    breach_equity: moneyTextOfCents(verdict.lineCents),
    day_start_value: verdict.dayStartCents === null ? null : moneyTextOfCents(verdict.dayStartCents),
    triggered_at: breachedAt,
    evidence: JSON.stringify(evidenceOf(found)),
    rule_pack_id: pack?.id ?? null,
    rule_pack_version: pack?.version ?? null,
    inputs: JSON.stringify(judgement),
    hash,
  });
  if (!stored) return undefined;
  afterCommit(() => breachesDetected().inc({ rule: verdict.rule }));
  const envelope = await emit(breachDetected, {
    breachId,
    userId: link.userId,
    accountId: link.accountId,
    mt5AccountId: link.mt5AccountId,
    rule: verdict.rule,
    breachPercentage: percentage,
    initialDeposit: moneyTextOfCents(link.depositCents),
    currentEquity: moneyTextOfCents(found.equityCents),
    breachedAt: breachedAt.toISOString(),
    ...(pack ? { rulePack: pack } : {}),
    hash,
  });
  return { breachId, event: outboxRowOf(breachDetected, envelope) };
}
