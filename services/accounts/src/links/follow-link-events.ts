import { type AccountsEvent, accountFreezeChanged, accountLinkEvents } from '@prop/contracts/events/accounts';
import { NOT_FROZEN } from '@prop/contracts/account';
import { envelopeOfText } from '@prop/contracts/events/envelope';
import { type Nats, subjectFor } from '@prop/service-kit/nats';
import { filterSubjectOf } from '@prop/service-kit/on-event';
import type { LinkRegistry } from './link-registry.ts';

/** The link events and the freezes: everything the in-memory links hold besides the MT5 figures. */
const followed = [...accountLinkEvents, accountFreezeChanged];
const linkDefinitions = new Map(followed.map((definition) => [definition.type as string, definition]));

/**
 * Applies the service's own link events to the in-memory links: how a replica learns what other
 * replicas and the event handlers changed. A plain subscription: every replica must see every
 * event, and one missed is repaired by the periodic reload. Returns the function that stops it.
 */
export function followLinkEvents(nc: Nats['nc'], namespace: string, registry: LinkRegistry): () => void {
  const subscription = nc.subscribe(subjectFor(namespace, filterSubjectOf(followed)), {
    callback: (error, message) => {
      if (error) return;
      const event = linkEventOf(message.string());
      if (event) applyLinkEvent(registry, event);
    },
  });
  return () => subscription.unsubscribe();
}

/** A link event read from its text, its data parsed by its definition; undefined when it is none. */
export function linkEventOf(text: string): AccountsEvent | undefined {
  const envelope = envelopeOfText(text);
  const definition = envelope && linkDefinitions.get(envelope.type);
  if (!envelope || !definition) return undefined;
  const data = definition.data.safeParse(envelope.data);
  return data.success ? ({ ...envelope, data: data.data } as AccountsEvent) : undefined;
}

export function applyLinkEvent(registry: LinkRegistry, event: AccountsEvent): void {
  switch (event.type) {
    case 'AccountLinked': {
      const { accountId, userId, mt5AccountId, fundingBalance, accountType, historyFrom } = event.data;
      // AccountLinked says nothing of a freeze: one already known for this very account stands.
      const held = registry.forUser(userId);
      const { frozen, frozenReason, frozenSince } = held?.accountId === accountId ? held : NOT_FROZEN;
      registry.put({
        accountId,
        userId,
        mt5AccountId,
        fundingBalance,
        accountType,
        status: 'active',
        historyFrom: historyFrom ? new Date(historyFrom) : null,
        frozen,
        frozenReason,
        frozenSince,
      });
      return;
    }
    case 'AccountUnlinked':
      registry.remove(event.data.accountId, event.data.userId);
      return;
    case 'AccountStatusChanged': {
      const changed = event.data;
      if (changed.to === 'closed') registry.remove(changed.accountId, changed.userId);
      else registry.setStatus(changed.accountId, changed.userId, changed.to);
      return;
    }
    case 'AccountFreezeChanged': {
      const { accountId, userId, frozen, frozenReason, frozenSince } = event.data;
      registry.setFreeze(accountId, userId, { frozen, frozenReason, frozenSince });
      return;
    }
  }
}
