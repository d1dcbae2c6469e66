import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { breachDetected } from '@prop/contracts/events/risk';
import { createEnvelope, type OutboxRow, outboxRowOf } from '@prop/service-kit/outbox';
import { insertActiveBreach } from '../db/breaches.ts';
import type { RiskDb, StoredEvidence } from '../db/types.ts';
import { amountOfCents, percentOfBps, textOfCents } from '../domain/money.ts';
import type { Detection } from '../state/risk-book.ts';

/** The evidence stored with a breach: the equity series up to and including the triggering update. */
export function evidenceOf(detection: Detection): StoredEvidence {
  return {
    windowSeconds: detection.windowSeconds,
    series: detection.series.map((point) => ({
      at: new Date(point.atMs).toISOString(),
      equity: amountOfCents(point.equityCents),
    })),
  };
}

/** A stored breach and its BreachDetected as the outbox holds it, ready to publish. */
export interface RecordedBreach {
  breachId: string;
  event: OutboxRow;
}

/**
 * Stores the breach and its BreachDetected event atomically. Returns them, or undefined when the
 * account already had an active breach (nothing is written then).
 */
export async function recordBreach(db: Kysely<RiskDb>, detection: Detection): Promise<RecordedBreach | undefined> {
  const { link, verdict } = detection;
  const breachId = randomUUID();
  const breachedAt = new Date(detection.atMs);
  const percentage = percentOfBps(verdict.bps);
  const event = createEnvelope(breachDetected, {
    breachId,
    userId: link.userId,
    accountId: link.accountId,
    mt5AccountId: link.mt5AccountId,
    rule: verdict.rule,
    breachPercentage: percentage,
    initialDeposit: amountOfCents(link.depositCents),
    currentEquity: amountOfCents(detection.equityCents),
    breachedAt: breachedAt.toISOString(),
  });
  const row = outboxRowOf(breachDetected, event);
  const stored = await insertActiveBreach(
    db,
    {
      id: breachId,
      account_id: link.accountId,
      user_id: link.userId,
      mt5_account_id: link.mt5AccountId,
      rule: verdict.rule,
      breach_percentage: percentage.toFixed(2),
      initial_deposit: textOfCents(link.depositCents),
      equity: textOfCents(detection.equityCents),
      balance: textOfCents(detection.balanceCents),
      breach_equity: textOfCents(verdict.lineCents),
      day_start_value: verdict.dayStartCents === null ? null : textOfCents(verdict.dayStartCents),
      triggered_at: breachedAt,
      evidence: JSON.stringify(evidenceOf(detection)),
    },
    row,
  );
  return stored ? { breachId, event: row } : undefined;
}
