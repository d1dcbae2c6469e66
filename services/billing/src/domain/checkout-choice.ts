import type { CardPaymentState } from '@prop/contracts/purchase';

/** The purchase's remembered Checkout session as Stripe reports it now. */
export interface RememberedSession {
  status: string | null;
  paymentStatus: string;
  amountCents: number | null;
  url: string | null;
  successUrl: string | null;
}

/** What a session for the purchase must look like now. */
export interface WantedSession {
  priceCents: bigint;
  successUrl: string;
}

/**
 * reuse: answer the open session again, so the trader never holds two payable sessions. replace:
 * it is open but would charge another amount or send the trader to another address (the app moved),
 * so expire it before opening a new one. new: open one. paid: the trader has paid already, or a
 * delayed method is still being settled: another session would only take the money twice.
 */
export type CheckoutChoice = 'reuse' | 'replace' | 'new' | 'paid';

export function chooseCheckout(
  remembered: RememberedSession | null,
  state: CardPaymentState | null,
  wanted: WantedSession,
): CheckoutChoice {
  if (remembered === null) return 'new';
  if (remembered.status === 'open') {
    const usable =
      remembered.url !== null &&
      remembered.amountCents !== null &&
      BigInt(remembered.amountCents) === wanted.priceCents &&
      remembered.successUrl === wanted.successUrl;
    return usable ? 'reuse' : 'replace';
  }
  // A session that completed unpaid waits for its delayed method, unless that already failed.
  if (remembered.status === 'complete' && (remembered.paymentStatus !== 'unpaid' || state !== 'failed')) {
    return 'paid';
  }
  return 'new';
}
