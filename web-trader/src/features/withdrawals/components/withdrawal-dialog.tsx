import type { WithdrawalQuote } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { useToast } from '@prop/ui/toast';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { FormStack } from '../../../components/form-layout.ts';
import { useSessionExpiry } from '../../../lib/session-expiry.ts';
import { formatMoney } from '../../../shared/format-money.ts';
import { useRequestWithdrawal } from '../api/request-withdrawal.ts';
import { newIdempotencyKey } from '../utils/idempotency-key.ts';
import {
  checkPaymentForm,
  EMPTY_PAYMENT_FORM,
  type PaymentForm,
  type PaymentFormErrors,
} from '../utils/payment-form.ts';
import { amountsToRequest, leftUnsettled, nextAttempt, type SubmissionAttempt } from '../utils/submission-attempt.ts';
import type { WithdrawalFigures } from '../utils/withdrawal-figures.ts';
import { quotedFigures, withdrawalFailureToast } from '../utils/withdrawal-failure.ts';
import { PaymentFields } from './payment-fields.tsx';

export interface WithdrawalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The live amounts from the dashboard's account figures. */
  figures: WithdrawalFigures | null;
  /** The trader's share of the profit, percent, that `figures` were worked out at. */
  sharePercent: number;
}

export const QUOTE_NOTICE =
  'Your profit moved while you were filling in the form. These are the current figures; submit again to request them.';

/**
 * The request dialog: the amounts it will ask for and where to pay them. When the server answers
 * with figures of its own (equity moves every second), those replace the live ones until sent.
 */
export function WithdrawalDialog({ open, onClose, figures, sharePercent }: WithdrawalDialogProps) {
  const formId = useId();
  const { toast } = useToast();
  const handleSessionExpiry = useSessionExpiry();
  const { trigger, isMutating } = useRequestWithdrawal();
  const [form, setForm] = useState<PaymentForm>(EMPTY_PAYMENT_FORM);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [quote, setQuote] = useState<WithdrawalQuote | null>(null);
  const [unsettled, setUnsettled] = useState<SubmissionAttempt | null>(null);

  const shown = amountsToRequest(quote, unsettled, figures);

  const close = () => {
    setForm(EMPTY_PAYMENT_FORM);
    setErrors({});
    setQuote(null);
    setUnsettled(null);
    onClose();
  };

  const onChange = <K extends keyof PaymentForm>(field: K, value: PaymentForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPaymentForm(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    if (!shown) return;
    const attempt = nextAttempt({ unsettled, figures: shown, details: checked.details, newKey: newIdempotencyKey });
    try {
      await trigger(attempt);
      toast({ title: 'Withdrawal Requested', description: WITHDRAWAL_MESSAGES.submitted, variant: 'success' });
      close();
    } catch (error) {
      setUnsettled(leftUnsettled(error) ? attempt : null);
      const quoted = quotedFigures(error);
      if (quoted) setQuote(quoted);
      if (handleSessionExpiry(error)) return;
      toast({ ...withdrawalFailureToast(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={isMutating ? () => {} : close}
      title="Request Withdrawal"
      description={`Your ${sharePercent}% share of the profit, paid to the account you choose.`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isMutating}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isMutating} loadingText="Submitting..." disabled={!shown}>
            Submit Request
          </Button>
        </>
      }
    >
      <FormStack id={formId} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Withdrawal request">
        {quote ? <Notice role="alert">{QUOTE_NOTICE}</Notice> : null}
        <Amounts aria-label="Amounts requested">
          <div>
            <dt>Total profit</dt>
            <dd>{shown ? formatMoney(shown.amount, shown.currency) : '—'}</dd>
          </div>
          <div>
            <dt>Your share ({sharePercent}%)</dt>
            <dd>{shown ? formatMoney(shown.profitAmount, shown.currency) : '—'}</dd>
          </div>
        </Amounts>
        <PaymentFields form={form} errors={errors} onChange={onChange} disabled={isMutating} />
      </FormStack>
    </Dialog>
  );
}

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
