import type { BreachEvidence, TraderBreachEvidence } from '@prop/contracts/breach';
import { findBreach, findLatestBreachOfAccount } from '../db/breaches.ts';
import type { BreachRow } from '../db/types.ts';
import type { RiskContext } from '../context.ts';

function evidenceOf(row: BreachRow): BreachEvidence {
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

/** A breach with its evidence, for admins; undefined for an unknown or deleted breach. */
export async function loadBreachEvidence(ctx: RiskContext, breachId: string): Promise<BreachEvidence | undefined> {
  const row = await findBreach(ctx.db, breachId);
  if (!row || row.status === 'deleted') return undefined;
  return evidenceOf(row);
}

/**
 * The latest breach of the trader's own current account, without the back office's notes;
 * undefined when the trader has no account or it has no breach. Only the session names the
 * trader, so no trader can ask for another's.
 */
export async function loadOwnBreachEvidence(
  ctx: RiskContext,
  userId: string,
): Promise<TraderBreachEvidence | undefined> {
  const account = ctx.book.forUser(userId);
  if (!account) return undefined;
  const row = await findLatestBreachOfAccount(ctx.db, account.link.accountId);
  if (!row) return undefined;
  const { userId: _owner, resolvedBy: _resolver, adminNotes: _notes, ...evidence } = evidenceOf(row);
  return evidence;
}
