import type { FreezeReason } from '@prop/contracts/account';
import type { PurchaseClosureReason } from '../db/types.ts';

/** What billing's events left standing against a purchase. */
export interface PurchaseHold {
  /** Set once a lost dispute (chargeback) or a refund ended the purchase: its account closes. */
  closure: PurchaseClosureReason | null;
  /** Disputes of its payment still open: any one of them freezes its account. */
  openDisputes: number;
}

export type DisputeStatus = 'open' | 'won' | 'lost';
export type DisputeNews = 'opened' | 'won' | 'lost';

/**
 * A dispute's status after news of it, whatever order the news comes in: a decided dispute stays
 * decided (its opening, seen late or again, changes nothing), an open one takes the outcome.
 */
export function disputeStatusAfter(current: DisputeStatus | undefined, news: DisputeNews): DisputeStatus {
  if (current !== undefined && current !== 'open') return current;
  return news === 'opened' ? 'open' : news;
}

export type HoldAction =
  | { kind: 'close'; reason: PurchaseClosureReason }
  | { kind: 'freeze'; reason: FreezeReason }
  | { kind: 'unfreeze' }
  | { kind: 'none' };

/** The freeze an account of the purchase carries while the hold stands: an open dispute freezes it. */
export function freezeUnder(hold: PurchaseHold): FreezeReason | null {
  return hold.openDisputes > 0 ? 'dispute' : null;
}

/** What the purchase's open account undergoes to match the hold, given its freeze now. */
export function holdAction(hold: PurchaseHold, frozen: FreezeReason | null): HoldAction {
  if (hold.closure) return { kind: 'close', reason: hold.closure };
  const due = freezeUnder(hold);
  if (due === frozen) return { kind: 'none' };
  return due ? { kind: 'freeze', reason: due } : { kind: 'unfreeze' };
}
