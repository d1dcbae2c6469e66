export interface CheckoutReturn {
  purchaseId: string;
  outcome: 'success' | 'cancelled';
}

/** Stripe sends the trader back to `/purchase?purchase=<id>&payment=success|cancelled`; anything else is no return. */
export function checkoutReturnOf(search: string): CheckoutReturn | null {
  const params = new URLSearchParams(search);
  const purchaseId = params.get('purchase');
  const outcome = params.get('payment');
  if (!purchaseId || (outcome !== 'success' && outcome !== 'cancelled')) return null;
  return { purchaseId, outcome };
}
