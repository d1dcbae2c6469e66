import { Badge } from '@prop/ui/badge';
import { ChoiceCard, ChoiceGroup, ChoiceLegend, ChoiceOptions, ChoiceRadio } from '@prop/ui/choice-cards';
import { Check, Star } from 'lucide-react';
import styled from 'styled-components';
import { formatPriceEuro } from '../utils/euro.ts';
import type { TierOffer } from '../utils/program-offers.ts';

export interface TierPickerProps {
  tiers: readonly TierOffer[];
  selectedId: string | null;
  onSelect: (tierId: string) => void;
  disabled?: boolean;
}

/**
 * The chosen program's tiers as one radio group: each card is the label of its radio, so the whole card picks it.
 * A program's sizes also list its phases with their rules.
 */
export function TierPicker({ tiers, selectedId, onSelect, disabled = false }: TierPickerProps) {
  return (
    <ChoiceGroup>
      <ChoiceLegend $size="lg">Choose your funding account</ChoiceLegend>
      <ChoiceOptions $min="220px" $gap="lg">
        {tiers.map((tier) => (
          <TierOption key={tier.id} $popular={tier.popular}>
            <ChoiceRadio
              type="radio"
              name="funding-tier"
              value={tier.id}
              checked={selectedId === tier.id}
              disabled={disabled}
              onChange={() => onSelect(tier.id)}
              aria-label={tier.name}
              aria-describedby={`${tier.popular ? `tier-${tier.id}-popular ` : ''}tier-${tier.id}-details`}
            />
            {tier.popular ? (
              <Popular tone="info" id={`tier-${tier.id}-popular`}>
                <Star size={12} aria-hidden="true" />
                Most Popular
              </Popular>
            ) : null}
            <Name>{tier.name}</Name>
            <span id={`tier-${tier.id}-details`}>
              <Size>{tier.sizeText}</Size>
              <Price>
                {formatPriceEuro(tier.price)} <small>one-time</small>
              </Price>
              {tier.phases.length ? (
                <Phases>
                  {tier.phases.map((phase) => (
                    <li key={phase.id}>
                      <PhaseName>{phase.name}</PhaseName>
                      <PhaseRules>
                        {phase.rules.map((rule) => (
                          <li key={rule}>{rule}</li>
                        ))}
                      </PhaseRules>
                    </li>
                  ))}
                </Phases>
              ) : null}
              <Features>
                {tier.features.map((feature) => (
                  <li key={feature}>
                    <Check size={16} aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </Features>
            </span>
            <Choice aria-hidden="true">{selectedId === tier.id ? 'Selected' : 'Select'}</Choice>
          </TierOption>
        ))}
      </ChoiceOptions>
    </ChoiceGroup>
  );
}

const Choice = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  margin-top: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** A tall card, framed blue when it is the popular tier; once chosen it is ringed and its Select button filled. */
const TierOption = styled(ChoiceCard)<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  transition: border-color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};

  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  &:has(input:checked) {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:has(input:checked) ${Choice} {
    border-color: transparent;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnAccent};
  }
`;

const Popular = styled(Badge)`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Size = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  & small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & li { display: flex; align-items: flex-start; gap: ${({ theme }) => theme.space.sm}; }
  & svg { flex-shrink: 0; margin-top: 2px; color: ${({ theme }) => theme.colors.success}; }
`;

const Phases = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PhaseName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const PhaseRules = styled.ul`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
