import { consentChanged } from '@prop/contracts/events/identity';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import type { MarketingContext } from '../context.ts';
import { copyContact, isForgotten, recordConsent } from '../db/contacts.ts';
import type { MarketingDb } from '../db/types.ts';

/**
 * A user's marketing choice: yes copies them into the firm's Brevo list, no takes them off it.
 * Its own consumer, so it may run before or after the contact copy: the event carries the profile,
 * and the choice's own time decides which of two choices is kept.
 */
export function startConsentCopy(runtime: HandlerRuntime<MarketingDb>, brevo: MarketingContext['brevo']) {
  return onEvent(runtime, consentChanged, { durable: 'marketing-consent' }, async (event, { trx }) => {
    const { marketingConsent, at, ...profile } = event.data;
    if (await isForgotten(trx, profile.userId)) return;
    await copyContact(trx, profile, event.occurredAt);
    const kept = await recordConsent(trx, profile.userId, marketingConsent, at);
    if (!kept || !brevo) return;
    if (marketingConsent) {
      const push = { addToList: true, changedAt: event.occurredAt, consentAt: at };
      await brevo.jobs.pushContact(profile.userId, push, event.id);
    } else {
      await brevo.jobs.withdrawContact(profile.userId, at, event.id);
    }
  });
}
