import { accountLinked, accountStatusChanged, accountUnlinked } from '@prop/contracts/events/accounts';
import { envelopeSchema } from '@prop/contracts/events/envelope';
import { type Nats, subjectFor } from '@prop/service-kit/nats';
import type { LinkRegistry } from './link-registry.ts';

/**
 * Applies the service's own link events to the in-memory links: how a replica learns what other
 * replicas and the event handlers changed. A plain subscription: every replica must see every
 * event, and one missed is repaired by the periodic reload. Returns the function that stops it.
 */
export function followLinkEvents(nc: Nats['nc'], namespace: string, registry: LinkRegistry): () => void {
  const subscription = nc.subscribe(subjectFor(namespace, 'accounts.account.>'), {
    callback: (error, message) => {
      if (error) return;
      const envelope = envelopeSchema.safeParse(parseJson(message.string())).data;
      if (envelope) applyLinkEvent(registry, envelope.type, envelope.data);
    },
  });
  return () => subscription.unsubscribe();
}

export function applyLinkEvent(registry: LinkRegistry, type: string, data: unknown): void {
  if (type === accountLinked.type) {
    const linked = accountLinked.data.safeParse(data).data;
    if (!linked) return;
    const { accountId, userId, mt5AccountId, fundingBalance, accountType } = linked;
    registry.put({ accountId, userId, mt5AccountId, fundingBalance, accountType, status: 'active' });
  } else if (type === accountUnlinked.type) {
    const unlinked = accountUnlinked.data.safeParse(data).data;
    if (unlinked) registry.remove(unlinked.accountId, unlinked.userId);
  } else if (type === accountStatusChanged.type) {
    const changed = accountStatusChanged.data.safeParse(data).data;
    if (!changed) return;
    if (changed.to === 'closed') registry.remove(changed.accountId, changed.userId);
    else registry.setStatus(changed.accountId, changed.userId, changed.to);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
