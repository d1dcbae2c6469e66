import { randomUUID } from 'node:crypto';
import { dealRecorded } from '@prop/contracts/events/accounts';
import type { Nats } from '@prop/service-kit/nats';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import type { LinkedAccount } from './link-accounts.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records one expert advisor's entry deal on each account, evenly spaced over `seconds`, as accounts
 * records a deal it read (DealRecorded through its outbox): Instant Funding's pack breaks on it. The
 * deal's time is its publication, so a breach's `breachedAt` times deal → verdict.
 */
export async function driveExpertDeals(
  nats: Nats,
  namespace: string,
  accounts: LinkedAccount[],
  seconds: number,
): Promise<void> {
  const startMs = Date.now();
  const spacingMs = (seconds * 1000) / Math.max(1, accounts.length);
  for (const [index, account] of accounts.entries()) {
    await sleep(startMs + index * spacingMs - Date.now());
    await publishEvent(nats.js, namespace, dealRecorded, {
      ...account,
      deal: {
        id: randomUUID().slice(0, 12),
        type: 'DEAL_TYPE_BUY',
        entryType: 'DEAL_ENTRY_IN',
        positionId: randomUUID().slice(0, 12),
        symbol: 'EURUSD',
        volume: 0.5,
        price: 1.1,
        time: new Date().toISOString(),
        profit: '0.00',
        commission: '0.00',
        swap: '0.00',
        reason: 'DEAL_REASON_EXPERT',
        magic: 4242,
      },
    });
  }
}
