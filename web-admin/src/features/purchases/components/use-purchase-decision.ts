import type { AdminPurchase, PurchaseStatus } from '@prop/contracts/purchase';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { fullName } from '../../../lib/format.ts';
import { formatMoney } from '@prop/contracts/money';
import { useDecidePurchase } from '../api/decide-purchase.ts';

const SUCCESS_TITLES: Record<PurchaseStatus, string> = {
  approved: ADMIN_TOASTS.purchaseApprovedTitle,
  pending: ADMIN_TOASTS.purchasePendingTitle,
  not_received: ADMIN_TOASTS.purchaseNotReceivedTitle,
};

export function purchaseLabel(purchase: AdminPurchase): string {
  const who = purchase.user ? fullName(purchase.user) : 'Unknown trader';
  return `${who} · ${purchase.tierName} · ${formatMoney(purchase.price, purchase.currency)}`;
}

/**
 * One decision at a time, told in a toast: the success names the purchase, a failure is spec
 * section 8's 'Error' with the server's message or 'Failed to update purchase status'.
 * Answers whether the decision was taken.
 */
export function usePurchaseDecision() {
  const { toast } = useToast();
  const { trigger, isMutating } = useDecidePurchase();
  const [deciding, setDeciding] = useState<{ id: string; status: PurchaseStatus } | null>(null);

  const decide = async (purchase: AdminPurchase, status: PurchaseStatus, adminNotes?: string): Promise<boolean> => {
    setDeciding({ id: purchase.id, status });
    try {
      await trigger({ id: purchase.id, status, ...(adminNotes === undefined ? {} : { adminNotes }) });
      toast({ title: SUCCESS_TITLES[status], description: purchaseLabel(purchase), variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.purchaseUpdateFailed),
        variant: 'destructive',
      });
      return false;
    } finally {
      setDeciding(null);
    }
  };

  return { decide, deciding, isMutating };
}
