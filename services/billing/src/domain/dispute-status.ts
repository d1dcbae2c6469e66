import type { DisputeStatus } from '@prop/contracts/purchase';

/**
 * Stripe's many dispute statuses as billing keeps them. Won: the bank decided for the firm, or
 * the inquiry closed or was prevented without money moving. Lost: the money went back to the
 * card holder. Anything else is still being decided.
 */
export function disputeStatusOf(stripeStatus: string): DisputeStatus {
  switch (stripeStatus) {
    case 'won':
    case 'warning_closed':
    case 'prevented':
      return 'won';
    case 'lost':
      return 'lost';
    default:
      return 'open';
  }
}

const closed = (status: DisputeStatus | null) => status === 'won' || status === 'lost';

/** What one event about a dispute changes, and what billing announces because of it. */
export interface DisputeStep {
  status: DisputeStatus;
  /** First time billing hears of the dispute. */
  opened: boolean;
  /** First time billing hears it was decided. */
  closed: boolean;
}

/**
 * Events about a dispute come in any order and more than once: a decided dispute stays decided
 * (a late 'created' or 'updated' does not reopen it, nor does a second decision change the first),
 * and each announcement is made once. A dispute first heard of already decided is announced opened
 * and closed, in that order.
 */
export function nextDisputeStep(current: DisputeStatus | null, reported: DisputeStatus): DisputeStep {
  const status = closed(current) ? (current as DisputeStatus) : reported;
  return { status, opened: current === null, closed: closed(status) && !closed(current) };
}
