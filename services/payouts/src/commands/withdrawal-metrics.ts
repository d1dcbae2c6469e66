import { sharedCounter } from '@prop/service-kit/metrics';

/** Withdrawal requests made (replays of a key not counted), once committed. */
export const withdrawalsRequested = () =>
  sharedCounter('payouts_withdrawals_requested_total', 'Withdrawal requests made by traders', []);

/**
 * Admin decisions on withdrawals, once committed: the final status, or `first_approval` for the
 * first of the two approvals a large payout needs.
 */
export const withdrawalsDecided = () =>
  sharedCounter('payouts_withdrawals_decided_total', 'Admin decisions on withdrawal requests, by decision', [
    'decision',
  ]);

// Registered at load, so a scrape lists it before its first event and alert rules find it.
withdrawalsRequested();
withdrawalsDecided();
