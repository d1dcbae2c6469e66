import { accountLinked, accountUnlinked } from '@prop/contracts/events/accounts';
import { onEvents } from '@prop/service-kit/on-event';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { applyAccountLink } from '../db/account-links.ts';
import type { IdentityDb } from '../db/types.ts';

/**
 * Keeps the nested `account.mt5AccountId` of admin user lists current from the accounts service's
 * link events. Only the link events: the equity ticks never reach here. A change is ordered by the
 * time the accounts service made it, not by when it arrives.
 */
export function startAccountLinkConsumer(deps: ServiceDeps<IdentityDb>) {
  return onEvents(
    deps.runtime,
    { durable: 'identity-account-links', events: [accountLinked, accountUnlinked] },
    async (event, { trx }) => {
      const at = new Date(event.occurredAt);
      if (event.type === accountLinked.type) {
        const { userId, mt5AccountId } = event.data;
        await applyAccountLink(trx, { userId, mt5AccountId, unlinking: null, at });
      } else {
        const { userId, mt5AccountId } = event.data;
        await applyAccountLink(trx, { userId, mt5AccountId: null, unlinking: mt5AccountId, at });
      }
    },
  );
}
