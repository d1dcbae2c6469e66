import type { UserDataOf } from '@prop/contracts/user-data';
import type { Kysely } from 'kysely';
import { allTrades } from '../db/trading-data.ts';
import type { AccountsDb } from '../db/types.ts';

/**
 * The trader's trading accounts, open and closed, each with every trade of the trader's time on
 * it, for their data export. An MT5 account held before or after them by someone else shows only
 * their part of its ledger; who linked it (an admin's id) stays out.
 */
export async function accountsUserData(db: Kysely<AccountsDb>, userId: string): Promise<UserDataOf<'accounts'>> {
  const rows = await db
    .selectFrom('trading_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const tradingAccounts = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      mt5AccountId: row.mt5_account_id,
      mt5Login: row.mt5_login,
      mt5Server: row.mt5_server,
      mt5Name: row.mt5_name,
      accountType: row.account_type,
      status: row.status,
      fundingBalance: row.funding_balance,
      lastBalance: row.last_balance,
      lastEquity: row.last_equity,
      lastSnapshotAt: row.last_snapshot_at?.toISOString() ?? null,
      linkedAt: row.created_at.toISOString(),
      breachedAt: row.breached_at?.toISOString() ?? null,
      closedAt: row.closed_at?.toISOString() ?? null,
      closedReason: row.closed_reason,
      trades: await allTrades(db, row.mt5_account_id, {
        from: row.history_from ?? undefined,
        to: row.closed_at ?? undefined,
      }),
    })),
  );
  return { tradingAccounts };
}
