import { sql, type Transaction } from 'kysely';
import type { AccountsDb, ProvisionRow } from './types.ts';

export type ChainLink = Pick<ProvisionRow, 'purchase_id' | 'status' | 'trading_account_id'>;

/**
 * The provisions a purchase led to, in order: its own, then each next phase's, keyed by the
 * account it took over from. Empty while the purchase has not been provisioned.
 */
export async function provisionChain(trx: Transaction<AccountsDb>, purchaseId: string): Promise<ChainLink[]> {
  const { rows } = await sql<ChainLink>`
    with recursive chain as (
      select purchase_id, status, trading_account_id, 0 as depth from provisions where purchase_id = ${purchaseId}
      union all
      select next.purchase_id, next.status, next.trading_account_id, chain.depth + 1
      from provisions as next join chain on next.purchase_id = chain.trading_account_id
    )
    select purchase_id, status, trading_account_id from chain order by depth`.execute(trx);
  return rows;
}

/**
 * The purchase a provision key goes back to: the key itself for a purchase, the first purchase of
 * the chain for a next phase's key (the account it takes over from). An account an admin linked
 * with no provision to fulfil starts a chain of its own, and is returned as its origin.
 */
export async function originOfKey(trx: Transaction<AccountsDb>, key: string): Promise<string> {
  const { rows } = await sql<{ purchase_id: string }>`
    with recursive earlier as (
      select purchase_id, 1 as depth from provisions where trading_account_id = ${key}
      union all
      select before.purchase_id, earlier.depth + 1
      from provisions as before join earlier on before.trading_account_id = earlier.purchase_id
    )
    select purchase_id from earlier order by depth desc limit 1`.execute(trx);
  return rows[0]?.purchase_id ?? key;
}
