import { urlOf } from '@prop/contracts/endpoints/define';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import type { CardCheckout } from '@prop/contracts/purchase';
import { apiRequest } from '@prop/web-client/api-fetch';

/**
 * POST /api/purchase/{id}/checkout: opens a Stripe Checkout session for the trader's own pending
 * purchase. The browser then leaves for Stripe, which sends it back to /purchase with the outcome.
 */
export function startCardCheckout(purchaseId: string): Promise<CardCheckout> {
  return apiRequest<CardCheckout>(
    billingEndpoints.postPurchaseByIdCheckout.method,
    urlOf(billingEndpoints.postPurchaseByIdCheckout, { id: purchaseId }),
  );
}
