import Stripe from 'stripe';
import { stripeId, unixNow } from './ids.ts';

/** Who caused an event: an API request (its id and idempotency key), or nobody (the payer, the bank). */
export type EventOrigin = Stripe.Event.Request;

export const NO_REQUEST: EventOrigin = { id: null, idempotency_key: null };

type ObjectOf<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>['data']['object'];

/** Every event the fake's account produced, in order; each one a snapshot of its object at that moment. */
export function createJournal(onEvent: (event: Stripe.Event) => void) {
  const events: Stripe.Event[] = [];
  return {
    emit<T extends Stripe.Event['type']>(
      type: T,
      object: ObjectOf<T>,
      origin: EventOrigin,
      previousAttributes?: Partial<ObjectOf<T>>,
    ): Stripe.Event {
      const event = {
        id: stripeId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: unixNow(),
        data: {
          object: structuredClone(object),
          ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
        },
        livemode: false,
        pending_webhooks: 1,
        request: origin,
        type,
      } as Stripe.Event;
      events.push(event);
      onEvent(event);
      return event;
    },
    all: () => [...events],
  };
}
export type Journal = ReturnType<typeof createJournal>;
