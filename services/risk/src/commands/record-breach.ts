import { randomUUID } from 'node:crypto';
import { moneyTextOfCents } from '@prop/contracts/money';
import { breachDetected } from '@prop/contracts/events/risk';
import { type CommandScope, type InsertRuntime, runInsertCommand } from '@prop/service-kit/command';
import { activeBreachInsert, insertActiveBreach, type NewBreach } from '../db/breaches.ts';
import type { RiskDb } from '../db/types.ts';
import { breachesDetected } from '../breaches/breach-metrics.ts';
import { evidenceOf } from '../domain/breach-evidence.ts';
import { percentOfBps } from '../domain/rule-set.ts';
import type { Detection } from '../state/risk-book.ts';

/**
 * Stores the breach and its BreachDetected event in one statement and publishes the event at once
 * (the kit's insert command). Returns the breach's id once stored and published, or undefined when the
 * account already had an active breach: the partial unique index decides, so concurrent detections
 * (replicas, a redelivered update, the browser's check) store one row and one event. Runs only
 * when an update breaks a rule, never per update.
 */
export async function recordBreach(runtime: InsertRuntime<RiskDb>, found: Detection): Promise<string | undefined> {
  const { breachId, breach, data } = breachOf(found);
  const event = await runInsertCommand(runtime, {
    insert: (db) => activeBreachInsert(db, breach),
    definition: breachDetected,
    data,
  });
  if (!event) return undefined;
  breachesDetected().inc({ rule: found.verdict.rule });
  return breachId;
}

/**
 * The breach and its BreachDetected in the caller's transaction (the handler of the deal that
 * broke a rule, which also records the deal as handled), the event published by this process as
 * soon as that transaction commits, as an update's breach is.
 */
export async function storeBreach(
  { trx, emit, afterCommit }: Pick<CommandScope<RiskDb>, 'trx' | 'emit' | 'afterCommit'>,
  found: Detection,
): Promise<boolean> {
  const { breach, data } = breachOf(found);
  if (!(await insertActiveBreach(trx, breach))) return false;
  afterCommit(() => breachesDetected().inc({ rule: found.verdict.rule }));
  await emit(breachDetected, data, { atOnce: true });
  return true;
}

/** The breach's row and its event's data, with the judged pack, inputs and digest. */
function breachOf(found: Detection) {
  const { link, verdict } = found;
  const { pack, judgement, hash } = verdict.judged;
  const breachId = randomUUID();
  const breachedAt = new Date(found.atMs);
  const percentage = percentOfBps(verdict.bps);
  const breach: NewBreach = {
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
  };
  const data = {
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
  };
  return { breachId, breach, data };
}
