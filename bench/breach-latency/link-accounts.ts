import { randomUUID } from 'node:crypto';
import type { AdminCall } from '../lib/admin-client.ts';
import { announceTraders } from '../lib/announce-traders.ts';
import type { RunningServices } from '../lib/start-services.ts';

/** A linked account as risk knows it: the ids its events carry. */
export interface LinkedAccount {
  userId: string;
  accountId: string;
  mt5AccountId: string;
}

/**
 * Links every simulated MT5 account to a trader of its own through accounts' admin route, as the
 * back office would: accounts opens the trading account and publishes AccountLinked, which risk
 * follows; the simulator funds each one with `fundingBalance`. Returns the linked accounts.
 */
export async function linkAllAccounts(
  services: RunningServices,
  call: AdminCall,
  fundingBalance: number,
  concurrency = 8,
): Promise<LinkedAccount[]> {
  const listed = await call<{ id: string }[]>('GET', '/api/admin/mt5-accounts');
  const ids = listed.map((account) => account.id);
  const userIds = ids.map(() => randomUUID());
  await announceTraders(services, userIds);
  const linked: LinkedAccount[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      const mt5AccountId = ids[index] as string;
      const userId = userIds[index] as string;
      const { account } = await call<{ account: { id: string } }>('POST', '/api/admin/link-mt5', {
        userId,
        mt5AccountId,
        fundingBalance: String(fundingBalance),
      });
      linked.push({ userId, accountId: account.id, mt5AccountId });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return linked;
}
