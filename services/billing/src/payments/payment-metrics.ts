import { sharedCounter } from '@prop/service-kit/metrics';

/**
 * Card payments Stripe confirmed, once recorded: `accepted` pays its purchase, `duplicate` pays one
 * already paid (and goes back to the card), `mismatch` is not the price and waits for an admin.
 */
export const cardPayments = () =>
  sharedCounter('billing_card_payments_total', 'Card payments confirmed by Stripe, by outcome', ['outcome']);

/** Refunds recorded (an admin's, a duplicate payment's or one made in Stripe), by kind. */
export const refundsRecorded = () => sharedCounter('billing_refunds_total', 'Refunds recorded, by kind', ['kind']);

// Registered at load, so a scrape lists it before its first event and alert rules find it.
cardPayments();
refundsRecorded();
