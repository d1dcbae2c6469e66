import { PURCHASE_MESSAGES, type TraderPurchase } from '@prop/contracts/purchase';
import { FUNDING_TIERS, findTier } from '@prop/contracts/tiers';
import { Button } from '@prop/ui/button';
import { Card, CardContent } from '@prop/ui/card';
import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useSessionExpiry } from '../../../lib/session-expiry.ts';
import { useFailureSlot } from '../../../lib/use-failure-slot.ts';
import { useSubmitPurchase } from '../api/submit-purchase.ts';
import { formatWholeEuro } from '../utils/euro.ts';
import { PURCHASE_FAILED_TITLE, purchaseFailureText } from '../utils/purchase-failure.ts';
import { TierPicker } from './tier-picker.tsx';

/**
 * docs/product-rules.md §2: the trader picks one of the four tiers and submits; the purchase then awaits
 * admin approval. The page sends the tier's catalogue amount and price; the server prices it again.
 */
export function PurchaseForm({ onSubmitted }: { onSubmitted: (purchase: TraderPurchase) => void }) {
  const [tierId, setTierId] = useState<string | null>(null);
  const { trigger, isMutating } = useSubmitPurchase();
  const failure = useFailureSlot();
  const handleSessionExpiry = useSessionExpiry();
  const showFailure = (description: string) => failure.fail({ title: PURCHASE_FAILED_TITLE, description });
  const tier = tierId ? findTier(tierId) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tier) {
      showFailure(PURCHASE_MESSAGES.invalidTier);
      return;
    }
    try {
      const purchase = await trigger({ tierId: tier.id, amount: tier.amount, price: tier.price });
      // An earlier 'Purchase Failed' is no longer true once this one went through.
      failure.clear();
      onSubmitted(purchase);
    } catch (error) {
      if (!handleSessionExpiry(error)) showFailure(purchaseFailureText(error));
    }
  };

  return (
    <Form aria-label="Buy a funded account" onSubmit={submit}>
      <TierPicker tiers={FUNDING_TIERS} selectedId={tierId} onSelect={setTierId} disabled={isMutating} />
      <Card>
        <Summary>
          <div>
            <SummaryTitle>{tier ? tier.name : 'No tier selected'}</SummaryTitle>
            <SummaryText>
              {tier
                ? `${formatWholeEuro(tier.amount)} funded account · ${formatWholeEuro(tier.price)} one-time payment`
                : 'Pick the account size you want to trade.'}
            </SummaryText>
            <SummaryText>
              After you submit you receive a payment reference. Your account is funded once your payment is approved.
            </SummaryText>
          </div>
          <Button
            type="submit"
            size="lg"
            icon={<ShoppingCart size={18} aria-hidden="true" />}
            disabled={!tier}
            loading={isMutating}
            loadingText="Processing..."
          >
            Purchase Account
          </Button>
        </Summary>
      </Card>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Summary = styled(CardContent)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  & > button { flex-shrink: 0; }
  ${({ theme }) => theme.media.mobile} {
    & > button { width: 100%; }
  }
`;

const SummaryTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const SummaryText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
