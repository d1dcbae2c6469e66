import type { TraderPurchase } from '@prop/contracts/purchase';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePurchases } from '../api/get-purchases.ts';
import { usePurchaseLiveUpdates } from '../api/use-purchase-live-updates.ts';
import { checkoutReturnOf } from '../utils/checkout-return.ts';
import { PurchaseForm } from './purchase-form.tsx';
import { PurchaseHistory } from './purchase-history.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

/**
 * The purchase screen's flow: pick a tier and submit, then the purchase's pending state with how to
 * pay it; below, every purchase of the trader. Everything shown follows the live list, so an admin's
 * decision or a card payment appears without a reload.
 */
export function BuyAccount() {
  const { data: purchases, isLoading, mutate: reloadPurchases } = usePurchases();
  usePurchaseLiveUpdates();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkoutReturn = checkoutReturnOf(searchParams.toString());
  // The purchase shown: just submitted or picked from the list, or the one Stripe sent the trader back for.
  const [picked, setPicked] = useState<TraderPurchase | null>(null);
  const shownId = picked?.id ?? checkoutReturn?.purchaseId ?? null;
  const shown = purchases?.find((purchase) => purchase.id === shownId) ?? picked;
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (picked) panel.current?.scrollIntoView({ block: 'start' });
  }, [picked]);

  const buyAnother = () => {
    setPicked(null);
    if (checkoutReturn) setSearchParams({}, { replace: true });
  };

  return (
    <>
      <div ref={panel}>
        {shown ? (
          <PurchasePanel
            key={shown.id}
            purchase={shown}
            checkoutOutcome={shown.id === checkoutReturn?.purchaseId ? checkoutReturn.outcome : undefined}
            onBuyAnother={buyAnother}
          />
        ) : (
          <PurchaseForm onSubmitted={setPicked} />
        )}
      </div>
      <PurchaseHistory
        purchases={purchases}
        isLoading={isLoading}
        onShowPayment={setPicked}
        onRetry={() => void reloadPurchases()}
      />
    </>
  );
}
