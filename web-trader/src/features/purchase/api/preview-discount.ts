import type { DiscountedPrice } from '@prop/contracts/discount-code';
import { urlOf } from '@prop/contracts/endpoints/define';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { apiRequest } from '@prop/web-client/api-fetch';

/** GET /api/purchase/discount-code: what a code makes of a tier's price; the purchase prices it again. */
export function previewDiscount(query: { code: string; tierId: string; programId?: string }): Promise<DiscountedPrice> {
  return apiRequest<DiscountedPrice>(
    billingEndpoints.getPurchaseDiscountCode.method,
    urlOf(billingEndpoints.getPurchaseDiscountCode, {}, query),
  );
}
