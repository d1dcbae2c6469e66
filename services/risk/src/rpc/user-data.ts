import type { UserDataOf } from '@prop/contracts/user-data';
import type { Kysely } from 'kysely';
import type { RiskDb } from '../db/types.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The breaches and rule violations of the trader's accounts for their data export. Which admins
 * acted on them, and the digests and inputs kept to re-judge them, stay out.
 */
export async function riskUserData(db: Kysely<RiskDb>, userId: string): Promise<UserDataOf<'risk'>> {
  const [breaches, violations] = await Promise.all([
    db.selectFrom('breaches').selectAll().where('user_id', '=', userId).orderBy('triggered_at').orderBy('id').execute(),
    db
      .selectFrom('violations')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('triggered_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    breaches: breaches.map((row) => ({
      id: row.id,
      mt5AccountId: row.mt5_account_id,
      rule: row.rule,
      status: row.status,
      breachPercentage: row.breach_percentage,
      initialDeposit: row.initial_deposit,
      equity: row.equity,
      balance: row.balance,
      breachEquity: row.breach_equity,
      dayStartValue: row.day_start_value,
      triggeredAt: row.triggered_at.toISOString(),
      detectedAt: row.detected_at.toISOString(),
      resolvedAt: iso(row.resolved_at),
      reversedAt: iso(row.reversed_at),
      deletedAt: iso(row.deleted_at),
    })),
    violations: violations.map((row) => ({
      id: row.id,
      mt5AccountId: row.mt5_account_id,
      rule: row.rule,
      crossed: row.crossed,
      status: row.status,
      triggeredAt: row.triggered_at.toISOString(),
      reviewedAt: iso(row.reviewed_at),
    })),
  };
}
