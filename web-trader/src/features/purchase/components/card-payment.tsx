import { PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import { Button } from '@prop/ui/button';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useSessionExpiry } from '../../../lib/session-expiry.ts';
import { startCardCheckout } from '../api/start-card-checkout.ts';
import { formatExactEuro } from '../utils/euro.ts';
import { PURCHASE_FAILED_TITLE } from '../utils/purchase-failure.ts';

/** Pays a pending purchase by card: the browser leaves for Stripe Checkout and comes back to this page. */
export function CardPayment({ purchaseId, price }: { purchaseId: string; price: number }) {
  const [starting, setStarting] = useState(false);
  const { toast } = useToast();
  const handleSessionExpiry = useSessionExpiry();

  const pay = async () => {
    setStarting(true);
    try {
      const checkout = await startCardCheckout(purchaseId);
      window.location.assign(checkout.url);
    } catch (error) {
      setStarting(false);
      if (handleSessionExpiry(error)) return;
      toast({
        title: PURCHASE_FAILED_TITLE,
        description: errorText(error, PURCHASE_SERVER_MESSAGES.cardCheckoutFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Box>
      <Text>
        Pay securely by card through Stripe. Your account is funded as soon as the payment is confirmed, without waiting
        for a bank transfer.
      </Text>
      <Button
        icon={<CreditCard size={16} aria-hidden="true" />}
        onClick={() => void pay()}
        loading={starting}
        loadingText="Opening secure payment..."
      >
        Pay {formatExactEuro(price)} by card
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
