import type { Kysely } from 'kysely';
import { breachDetected } from '@prop/contracts/events/risk';
import { writeEvent } from '@prop/service-kit/outbox';
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

/**
 * Stores the breach and its BreachDetected event in one transaction. Returns the new breach id,
 * or undefined when the account already had an active breach (nothing is written then).
 */
export async function recordBreach(db: Kysely<RiskDb>, detection: Detection): Promise<string | undefined> {
  const { link, verdict } = detection;
  const breachedAt = new Date(detection.atMs);
  const percentage = percentOfBps(verdict.bps);
  return db.transaction().execute(async (trx) => {
    const breachId = await insertActiveBreach(trx, {
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
    });
    if (!breachId) return undefined;
    await writeEvent(trx, breachDetected, {
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
    return breachId;
  });
}
