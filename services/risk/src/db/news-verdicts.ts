import type { Kysely } from 'kysely';
import type { RiskDb } from './types.ts';

/** The stored judgements of the account's news-trading verdicts still standing: open violations and active breaches. */
export async function listStandingNewsJudgements(db: Kysely<RiskDb>, accountId: string): Promise<unknown[]> {
  const violations = await db
    .selectFrom('violations')
    .select('inputs')
    .where('account_id', '=', accountId)
    .where('rule', '=', 'news_trading')
    .where('status', '=', 'open')
    .execute();
  const breaches = await db
    .selectFrom('breaches')
    .select('inputs')
    .where('account_id', '=', accountId)
    .where('rule', '=', 'news_trading')
    .where('status', '=', 'active')
    .execute();
  return [...violations, ...breaches].map(({ inputs }) => inputs);
}
