import type { DrawdownBreach } from '@prop/contracts/breach';
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
  }));
}
