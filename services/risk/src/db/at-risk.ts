import type { Kysely } from 'kysely';
import type { RiskDb } from './types.ts';

/**
 * The warning levels raised since `since` on open accounts without an active breach, with the
 * account's configured limits and the trader's name from the local copy of identity's users.
 */
export function listWarningsOfOpenAccounts(db: Kysely<RiskDb>, since: Date) {
  return db
    .selectFrom('raised_warnings')
    .innerJoin('risk_accounts', 'risk_accounts.account_id', 'raised_warnings.account_id')
    .leftJoin('known_users', 'known_users.id', 'risk_accounts.user_id')
    .select([
      'raised_warnings.account_id',
      'raised_warnings.rule',
      'raised_warnings.level',
      'raised_warnings.trading_day',
      'raised_warnings.raised_at',
      'risk_accounts.user_id',
      'risk_accounts.mt5_account_id',
      'risk_accounts.max_drawdown_bps',
      'risk_accounts.daily_loss_bps',
      'known_users.first_name',
      'known_users.last_name',
      'known_users.email',
    ])
    .where('risk_accounts.unlinked_at', 'is', null)
    .where('raised_warnings.raised_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('breaches')
            .select('breaches.id')
            .whereRef('breaches.account_id', '=', 'raised_warnings.account_id')
            .where('breaches.status', '=', 'active'),
        ),
      ),
    )
    .execute();
}

export type RaisedWarningOfAccount = Awaited<ReturnType<typeof listWarningsOfOpenAccounts>>[number];
