import type { Transaction } from 'kysely';
import type { RiskDb } from './types.ts';

/**
 * Claims the judgement of a rule for one period of an account (a Friday close, an idle stretch, a
 * phase): true for the first claim only, so replicas, redeliveries and every minute's run of the
 * schedule record a verdict once.
 */
export async function claimRuleCheck(
  trx: Transaction<RiskDb>,
  check: { accountId: string; rule: string; period: string; at: Date },
): Promise<boolean> {
  const claimed = await trx
    .insertInto('rule_checks')
    .values({ account_id: check.accountId, rule: check.rule, period: check.period, checked_at: check.at })
    .onConflict((conflict) => conflict.columns(['account_id', 'rule', 'period']).doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
