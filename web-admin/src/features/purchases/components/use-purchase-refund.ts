import { formatMoney } from '@prop/contracts/money';
import type { AdminPurchase, PurchaseRefundInput } from '@prop/contracts/purchase';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useRefundPurchase } from '../api/refund-purchase.ts';
import { purchaseLabel } from './use-purchase-decision.ts';

/**
 * One refund at a time, told in a toast: the success names the amount and the purchase, a failure
 * the server's message or that Stripe could not make it. Answers whether the refund was made.
 */
export function usePurchaseRefund() {
  const { toast } = useToast();
  const { trigger, isMutating } = useRefundPurchase();

  const refund = async (purchase: AdminPurchase, body: PurchaseRefundInput): Promise<boolean> => {
    try {
      await trigger({ id: purchase.id, ...body });
      const amount = formatMoney(Number(body.amount ?? purchase.refundable), purchase.currency);
      toast({
        title: ADMIN_TOASTS.purchaseRefundedTitle,
        description: `${amount} back to the card · ${purchaseLabel(purchase)}`,
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.purchaseRefundFailed),
        variant: 'destructive',
      });
      return false;
    }
  };

  return { refund, isMutating };
}
