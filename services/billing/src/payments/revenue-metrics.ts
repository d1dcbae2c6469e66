import { sharedCounter } from '@prop/service-kit/metrics';

/**
 * Revenue in the currency's minor units (cents), counted once per purchase, when its first approval
 * commits (a card payment's or an admin's): `product` is the program bought, or the tier for
 * Instant Funding. Refunds are counted apart, so revenue net of refunds is the difference.
 */
export const revenueMinor = () =>
  sharedCounter(
    'billing_revenue_minor_total',
    'Revenue of paid purchases in minor units, by currency, product and method',
    ['currency', 'product', 'method'],
  );

/** Refunded money in minor units, once per refund recorded, by currency and kind. */
export const refundsAmountMinor = () =>
  sharedCounter('billing_refunds_amount_minor_total', 'Refunded money in minor units, by currency and kind', [
    'currency',
    'kind',
  ]);

// Registered at load, so a scrape lists them before the first sale and alert rules find them.
revenueMinor();
refundsAmountMinor();
