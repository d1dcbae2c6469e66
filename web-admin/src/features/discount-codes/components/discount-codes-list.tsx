import type { DiscountCode } from '@prop/contracts/discount-code';
import { DISCOUNT_CODE_ADMIN_MESSAGES } from '@prop/contracts/discount-code';
import { formatEuro, moneyOf } from '@prop/contracts/money';
import { Badge } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { EmptyState } from '@prop/ui/empty-state';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import styled from 'styled-components';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useChangeDiscountCode } from '../api/discount-codes.ts';
import { discountText, scopeText, usesText } from '../utils/discount-form.ts';

function windowText(code: DiscountCode): string {
  if (!code.startsAt && !code.endsAt) return 'Always valid';
  const from = code.startsAt ? `from ${formatDateTime(code.startsAt)}` : '';
  const until = code.endsAt ? `until ${formatDateTime(code.endsAt)}` : '';
  return `Valid ${[from, until].filter(Boolean).join(' ')}`;
}

/** Every code with what it gives, for what, when, and its uses; disable or enable one. */
export function DiscountCodesList({ codes }: { codes: DiscountCode[] }) {
  const { toast } = useToast();
  const { trigger, isMutating } = useChangeDiscountCode();

  if (codes.length === 0) {
    return <EmptyState title="No discount codes yet" description="Create one above." />;
  }

  const toggle = async (code: DiscountCode) => {
    try {
      await trigger({ id: code.id, change: { disabled: !code.disabled } });
      toast({
        title: DISCOUNT_CODE_ADMIN_MESSAGES.updated,
        description: `${code.code} is ${code.disabled ? 'active again' : 'disabled'}.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(failure, 'Failed to update the discount code'),
        variant: 'destructive',
      });
    }
  };

  return (
    <StackedList aria-label="Discount codes">
      {codes.map((code) => (
        <StackedItem key={code.id} aria-label={code.code}>
          <StackedRow>
            <Who>
              <strong>{code.code}</strong>
              <span>{discountText(code)}</span>
            </Who>
            <Badge tone={code.disabled ? 'neutral' : 'success'}>{code.disabled ? 'Disabled' : 'Active'}</Badge>
          </StackedRow>
          <StackedMeta>
            {usesText(code)} · {formatEuro(moneyOf(code.discounted))} given · {scopeText(code)} · {windowText(code)}
          </StackedMeta>
          <StackedMeta>Created {formatDateTime(code.createdAt)}</StackedMeta>
          <div>
            <Button
              variant={code.disabled ? 'secondary' : 'danger'}
              size="sm"
              disabled={isMutating}
              aria-label={`${code.disabled ? 'Enable' : 'Disable'} ${code.code}`}
              onClick={() => void toggle(code)}
            >
              {code.disabled ? 'Enable' : 'Disable'}
            </Button>
          </div>
        </StackedItem>
      ))}
    </StackedList>
  );
}

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  & > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
