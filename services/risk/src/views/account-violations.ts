import type { AccountViolation } from '@prop/contracts/breach';
import type { RiskContext } from '../context.ts';
import { listViolationsOfAccount } from '../db/violations.ts';

/** The soft rules the trader's current account broke, newest first; undefined when the trader has no account. */
export async function loadOwnViolations(ctx: RiskContext, userId: string): Promise<AccountViolation[] | undefined> {
  const account = ctx.book.forUser(userId);
  if (!account) return undefined;
  const rows = await listViolationsOfAccount(ctx.db, account.link.accountId);
  return rows.map((row) => ({
    id: row.id,
    rule: row.rule,
    rulePack: { id: row.rule_pack_id, version: row.rule_pack_version },
    crossed: row.crossed,
    status: row.status,
    triggeredAt: row.triggered_at.toISOString(),
    hash: row.hash,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  }));
}
