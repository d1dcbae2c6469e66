import type { DrawdownBreach, resolvedBreachSchema } from '@prop/contracts/breach';
import type { z } from 'zod';
import type { BreachRow } from '../db/types.ts';
import { listActiveBreaches } from '../db/breaches.ts';
import type { RiskContext } from '../context.ts';

/** GET /api/admin/drawdown-breaches: the active breaches in the spec's shape, newest first. */
export async function loadActiveBreaches(ctx: RiskContext): Promise<DrawdownBreach[]> {
  const rows = await listActiveBreaches(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    breachPercentage: Number(row.breach_percentage),
    initialDeposit: Number(row.initial_deposit),
    currentEquity: Number(row.equity),
    breachedAt: row.triggered_at.toISOString(),
    mt5AccountId: row.mt5_account_id,
    // A trader identity has not told risk about (or who asked to be forgotten) shows without a name.
    userFirstName: row.first_name ?? '',
    userLastName: row.last_name ?? '',
    userEmail: row.email ?? '',
    rule: row.rule,
    reversal:
      row.reversal_requested_by && row.reversal_requested_at && row.reversal_reason
        ? {
            requestedBy: row.reversal_requested_by,
            requestedAt: row.reversal_requested_at.toISOString(),
            reason: row.reversal_reason,
          }
        : null,
  }));
}

/**
 * POST /api/admin/resolve-breach's answer: the breach as it stands after resolving. `resolved_at`
 * and `resolved_by` are set by the resolution that returned this row.
 */
export function resolvedBreachOf(row: BreachRow): z.infer<typeof resolvedBreachSchema> {
  return {
    id: row.id,
    status: row.status,
    resolvedAt: row.resolved_at?.toISOString() ?? '',
    resolvedBy: row.resolved_by ?? '',
    adminNotes: row.admin_notes,
  };
}
