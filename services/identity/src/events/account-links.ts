import { accountLinked, accountUnlinked } from '@prop/contracts/events/accounts';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { applyAccountLink } from '../db/account-links.ts';
import type { IdentityDb } from '../db/types.ts';

/**
 * Keeps the nested `account.mt5AccountId` of admin user lists current from the accounts service's
 * link events. Only `accounts.account.>`: the equity ticks on `accounts.equity.>` never reach here.
 */
export function startAccountLinkConsumer(deps: ServiceDeps<IdentityDb>) {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'accounts',
    durable: 'identity-account-links',
    subject: 'accounts.account.>',
    handle: async (event, trx) => {
      const at = new Date(event.occurredAt);
      if (event.type === accountLinked.type) {
        const data = accountLinked.data.parse(event.data);
        await applyAccountLink(trx, { userId: data.userId, mt5AccountId: data.mt5AccountId, unlinking: null, at });
      } else if (event.type === accountUnlinked.type) {
        const data = accountUnlinked.data.parse(event.data);
        await applyAccountLink(trx, { userId: data.userId, mt5AccountId: null, unlinking: data.mt5AccountId, at });
      }
    },
  });
}
