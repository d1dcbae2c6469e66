import type { PaymentMethod } from '@prop/contracts/purchase';
import { ChoiceCard, ChoiceGroup, ChoiceLegend, ChoiceOptions, ChoiceRadio } from '@prop/ui/choice-cards';
import { CreditCard, Landmark } from 'lucide-react';
import styled from 'styled-components';

const METHODS = [
  { value: 'bank_transfer', label: 'Bank transfer', hint: 'Approved by our team once received', Icon: Landmark },
  { value: 'card', label: 'Card', hint: 'Instant, through Stripe', Icon: CreditCard },
] as const;

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** Bank transfer or card, offered only where card payments are configured. */
export function PaymentMethodChoice({ value, onChange }: PaymentMethodChoiceProps) {
  return (
    <ChoiceGroup>
      <ChoiceLegend>Payment method</ChoiceLegend>
      <ChoiceOptions $min="200px">
        {METHODS.map(({ value: method, label, hint, Icon }) => (
          <MethodCard key={method}>
            <ChoiceRadio
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-label={label}
            />
            <Icon size={20} aria-hidden="true" />
            <span>
              <strong>{label}</strong>
              <small>{hint}</small>
            </span>
          </MethodCard>
        ))}
      </ChoiceOptions>
    </ChoiceGroup>
  );
}

/** A compact card: the method's icon beside its name and hint, filled blue once chosen. */
const MethodCard = styled(ChoiceCard)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  & span { display: flex; flex-direction: column; }
  & small { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
  & svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  &:has(input:checked) { background: ${({ theme }) => theme.colors.infoSoft}; }
  &:has(input:checked) svg { color: ${({ theme }) => theme.colors.info}; }
`;
