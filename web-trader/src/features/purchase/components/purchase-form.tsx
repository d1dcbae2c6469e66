import type { DiscountedPrice } from '@prop/contracts/discount-code';
import { PURCHASE_MESSAGES, type TraderPurchase } from '@prop/contracts/purchase';
import { DEFAULT_PROGRAM_ID } from '@prop/contracts/program';
import { Button } from '@prop/ui/button';
import { Card, CardContent } from '@prop/ui/card';
import { LoadingBlock } from '@prop/ui/spinner';
import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionExpiry } from '../../../lib/session-expiry.ts';
import { useFailureSlot } from '../../../lib/use-failure-slot.ts';
import { usePrograms } from '../api/get-programs.ts';
import { useSubmitPurchase } from '../api/submit-purchase.ts';
import { formatExactEuro, formatPriceEuro } from '../utils/euro.ts';
import { programOffers, purchaseInput } from '../utils/program-offers.ts';
import { PURCHASE_FAILED_TITLE, purchaseFailureText } from '../utils/purchase-failure.ts';
import { DiscountCodeField } from './discount-code-field.tsx';
import { ProgramChoice } from './program-choice.tsx';
import { TierPicker } from './tier-picker.tsx';

/**
 * docs/product-rules.md §2: the trader picks one of the four tiers and submits; the purchase then awaits
 * admin approval. The page sends the tier's catalogue amount and price; the server prices it again.
 * Issue 18: above the tiers, the programs of GET /api/programs; Instant Funding is chosen by default and
 * is the only offer while the catalogue cannot be read. Issue 23: a discount code, applied to the chosen
 * tier, shows the price the server works out; the purchase sends the code, never that price.
 */
export function PurchaseForm({ onSubmitted }: { onSubmitted: (purchase: TraderPurchase) => void }) {
  const { data: catalogue, error: catalogueError } = usePrograms();
  const offers = useMemo(() => programOffers(catalogue), [catalogue]);
  // A retake links here with its program chosen (?program=two-step); the default is the spec's product.
  const [searchParams] = useSearchParams();
  const [programId, setProgramId] = useState(searchParams.get('program') ?? DEFAULT_PROGRAM_ID);
  const [tierId, setTierId] = useState<string | null>(null);
  // The code's price for the chosen tier, as the server worked it out; another tier needs it applied again.
  const [discount, setDiscount] = useState<DiscountedPrice | null>(null);
  const { trigger, isMutating } = useSubmitPurchase();
  const failure = useFailureSlot();
  const handleSessionExpiry = useSessionExpiry();
  const showFailure = (description: string) => failure.fail({ title: PURCHASE_FAILED_TITLE, description });
  const program = offers.find(({ id }) => id === programId) ?? offers[0];
  const tier = program.tiers.find(({ id }) => id === tierId);

  const chooseProgram = (id: string) => {
    // The program shown already: its tab pressed again keeps the tier chosen.
    if (id === program.id) return;
    setProgramId(id);
    setTierId(null);
    setDiscount(null);
  };
  const chooseTier = (id: string) => {
    setTierId(id);
    setDiscount(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tier) {
      showFailure(PURCHASE_MESSAGES.invalidTier);
      return;
    }
    try {
      const input = purchaseInput(program, tier);
      const purchase = await trigger(discount ? { ...input, discountCode: discount.code } : input);
      // An earlier 'Purchase Failed' is no longer true once this one went through.
      failure.clear();
      onSubmitted(purchase);
    } catch (error) {
      if (!handleSessionExpiry(error)) showFailure(purchaseFailureText(error));
    }
  };

  // Until the catalogue first answers or fails, no tier to click: its tabs would arrive above the tiers
  // and push them down under the pointer, and a retake's program (?program=two-step) is not known yet.
  // Not while SWR retries a failed read: the error stays until an answer, so Instant Funding stays on offer.
  if (catalogue === undefined && catalogueError === undefined) return <LoadingBlock label="Loading programs..." />;

  return (
    <Form aria-label="Buy a funded account" onSubmit={submit}>
      <ProgramChoice programs={offers} selectedId={program.id} onSelect={chooseProgram} disabled={isMutating}>
        <TierPicker tiers={program.tiers} selectedId={tierId} onSelect={chooseTier} disabled={isMutating} />
      </ProgramChoice>
      <Card>
        <DiscountBox>
          <DiscountCodeField
            product={
              tier ? { tierId: tier.id, ...(program.id === DEFAULT_PROGRAM_ID ? {} : { programId: program.id }) } : null
            }
            applied={discount}
            onApplied={setDiscount}
            disabled={isMutating}
          />
        </DiscountBox>
        <Summary>
          <div>
            <SummaryTitle>{tier ? tier.title : 'No tier selected'}</SummaryTitle>
            <SummaryText>
              {tier ? (
                discount ? (
                  <>
                    {tier.sizeText} · <s>{formatPriceEuro(tier.price)}</s>{' '}
                    <strong>{formatExactEuro(discount.price)}</strong> one-time payment
                  </>
                ) : (
                  `${tier.sizeText} · ${formatPriceEuro(tier.price)} one-time payment`
                )
              ) : (
                'Pick the account size you want to trade.'
              )}
            </SummaryText>
            {discount ? (
              <Applied role="status">
                Discount code {discount.code}: −{formatExactEuro(discount.discount)}
              </Applied>
            ) : null}
            <SummaryText>{program.afterText}</SummaryText>
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

const Applied = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
`;

const DiscountBox = styled(CardContent)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
