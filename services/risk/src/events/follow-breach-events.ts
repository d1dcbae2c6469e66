import { envelopeSchema } from '@prop/contracts/events/envelope';
import { breachDetected, breachResolved, riskEvents } from '@prop/contracts/events/risk';
import { type Nats, subjectFor } from '@prop/service-kit/nats';
import { filterSubjectOf } from '@prop/service-kit/on-event';
import type { RiskBook } from '../state/risk-book.ts';

/**
 * Applies risk's own breach events to this replica's latches: a breach is resolved or deleted
 * through whichever replica an admin's request reached, and must latch or re-arm the account on
 * the replica owning it (docs/decisions/013). A
 * plain subscription, since every replica needs every event; one missed only delays a re-arm
 * (the database's one-active-breach index still holds), so unreadable data is skipped.
 * Returns the function that stops it.
 */
export function followBreachEvents(nc: Nats['nc'], namespace: string, book: RiskBook): () => void {
  const subscription = nc.subscribe(subjectFor(namespace, filterSubjectOf(riskEvents)), {
    callback: (error, message) => {
      if (error) return;
      const envelope = envelopeSchema.safeParse(jsonOf(message.string())).data;
      if (envelope?.type === breachDetected.type) {
        const accountId = breachDetected.data.safeParse(envelope.data).data?.accountId;
        if (accountId) book.markBreached(accountId);
      } else if (envelope?.type === breachResolved.type) {
        const resolved = breachResolved.data.safeParse(envelope.data).data;
        if (resolved) book.markResolved(resolved.accountId, Date.parse(resolved.resolvedAt));
      }
    },
  });
  return () => subscription.unsubscribe();
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
