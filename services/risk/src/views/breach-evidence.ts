import type { BreachEvidence } from '@prop/contracts/breach';
import { findBreach } from '../db/breaches.ts';
import type { RiskContext } from '../context.ts';

/** A breach with its evidence; undefined for an unknown or deleted breach. */
export async function loadBreachEvidence(ctx: RiskContext, breachId: string): Promise<BreachEvidence | undefined> {
  const row = await findBreach(ctx.db, breachId);
  if (!row || row.status === 'deleted') return undefined;
  return {
    id: row.id,
    status: row.status,
    rule: row.rule,
    mt5AccountId: row.mt5_account_id,
    userId: row.user_id,
    accountId: row.account_id,
    breachPercentage: Number(row.breach_percentage),
    initialDeposit: Number(row.initial_deposit),
    breachEquity: Number(row.breach_equity),
    dayStartValue: row.day_start_value === null ? null : Number(row.day_start_value),
    trigger: { at: row.triggered_at.toISOString(), equity: Number(row.equity), balance: Number(row.balance) },
    detectedAt: row.detected_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolvedBy: row.resolved_by,
    adminNotes: row.admin_notes,
    windowSeconds: row.evidence.windowSeconds,
    series: row.evidence.series,
  };
}
