import { formatMoney } from '@prop/contracts/money';
import type { AdminPurchase, PurchaseRefundInput } from '@prop/contracts/purchase';
import { Button } from '@prop/ui/button';
import { Checkbox } from '@prop/ui/checkbox';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import {
  type RefundFormErrors,
  type RefundFormValues,
  refundAmountOf,
  refundRequestOf,
  refundsEverything,
} from '../utils/refund-form.ts';

export interface RefundFormProps {
  purchase: AdminPurchase;
  /** The refund is being made: its button spins. */
  refunding: boolean;
  /** Another change of the purchase is under way, or this refund. */
  disabled: boolean;
  onRefund: (body: PurchaseRefundInput) => Promise<void>;
}

/**
 * Gives money back to the card of an approved card purchase: all that is left (no amount) or part,
 * with a reason. A full refund closes the trading account it funded unless the admin keeps it.
 */
export function RefundForm({ purchase, refunding, disabled, onRefund }: RefundFormProps) {
  const [values, setValues] = useState<RefundFormValues>({ amount: '', reason: '', keepAccount: false });
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const ids = useId();
  const whole = refundsEverything(values.amount, purchase.refundable);
  const amount = refundAmountOf(values.amount, purchase.refundable);
  const euro = (amount: string) => formatMoney(Number(amount), purchase.currency);
  const set = (change: Partial<RefundFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = refundRequestOf(values, purchase.refundable);
    setErrors(request.ok ? {} : request.errors);
    if (request.ok) await onRefund(request.body);
  };

  return (
    <Form aria-labelledby={`${ids}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${ids}-title`}>Refund</h3>
      <Text>Up to {euro(purchase.refundable)} can still go back to the buyer's card.</Text>
      <Fields>
        <Field label="Amount (€)" hint="Leave empty to refund everything left." error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder={purchase.refundable}
              value={values.amount}
              disabled={disabled}
              onChange={(event) => set({ amount: event.target.value })}
            />
          )}
        </Field>
        <Field label="Reason" error={errors.reason}>
          {(control) => (
            <Input
              {...control}
              required
              maxLength={500}
              autoComplete="off"
              value={values.reason}
              disabled={disabled}
              onChange={(event) => set({ reason: event.target.value })}
            />
          )}
        </Field>
      </Fields>
      <Checkbox
        label="Keep the trading account open"
        checked={values.keepAccount && whole}
        disabled={disabled || !whole}
        onChange={(event) => set({ keepAccount: event.target.checked })}
        aria-describedby={`${ids}-keep`}
      />
      <Text id={`${ids}-keep`}>
        A full refund closes the trading account this purchase funded, unless it is kept open. A partial refund leaves
        it as it is.
      </Text>
      <div>
        <Button
          type="submit"
          variant="danger"
          size="sm"
          disabled={disabled}
          loading={refunding}
          loadingText="Refunding..."
        >
          {amount === null ? 'Refund' : `Refund ${euro(amount)}`}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
