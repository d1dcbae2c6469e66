import { type Kysely, sql, type Transaction } from 'kysely';
import type { HeldPosition } from '../domain/position-rules.ts';
import type { RiskDb } from './types.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

export interface OpenPositions {
  positions: HeldPosition[];
  changedAtMs: number;
}

/** The account's latest set of open positions, locked for this transaction; undefined before its first. */
export async function findOpenPositions(
  db: Db,
  accountId: string,
  forUpdate = false,
): Promise<OpenPositions | undefined> {
  const query = db.selectFrom('open_positions').selectAll().where('account_id', '=', accountId);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  return row && { positions: row.positions, changedAtMs: row.changed_at.getTime() };
}

export async function saveOpenPositions(
  trx: Transaction<RiskDb>,
  accountId: string,
  positions: HeldPosition[],
  changedAtMs: number,
): Promise<void> {
  const values = { positions: JSON.stringify(positions), changed_at: new Date(changedAtMs) };
  await trx
    .insertInto('open_positions')
    .values({ account_id: accountId, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
}

/**
 * Accounts whose latest set, non-empty, was sent no later than a Friday close (so it is the set
 * open at that close) and whose weekend holding has not been judged for it yet.
 */
export function listUncheckedAtClose(db: Db, closeMs: number, period: string) {
  return db
    .selectFrom('open_positions')
    .leftJoin('risk_accounts', 'risk_accounts.account_id', 'open_positions.account_id')
    .select(['open_positions.account_id', 'open_positions.positions', 'risk_accounts.mt5_account_id'])
    .where('open_positions.changed_at', '<=', new Date(closeMs))
    .where(sql<boolean>`jsonb_array_length(positions) > 0`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rule_checks')
            .select('rule_checks.account_id')
            .whereRef('rule_checks.account_id', '=', 'open_positions.account_id')
            .where('rule_checks.rule', '=', 'weekend_holding')
            .where('rule_checks.period', '=', period),
        ),
      ),
    )
    .execute();
}
