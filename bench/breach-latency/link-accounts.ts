import { randomUUID } from 'node:crypto';
import type { AdminCall } from '../lib/admin-client.ts';

/**
 * Links every simulated MT5 account to a trader of its own through accounts' admin route, as the
 * back office would: accounts opens the trading account and publishes AccountLinked, which risk
 * follows; the simulator funds each one with `fundingBalance`. Returns the linked MT5 ids.
 */
export async function linkAllAccounts(call: AdminCall, fundingBalance: number, concurrency = 8): Promise<string[]> {
  const listed = await call<{ id: string }[]>('GET', '/api/admin/mt5-accounts');
  const ids = listed.map((account) => account.id);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const mt5AccountId = ids[next++];
      await call('POST', '/api/admin/link-mt5', {
        userId: randomUUID(),
        mt5AccountId,
        fundingBalance: String(fundingBalance),
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ids;
}
