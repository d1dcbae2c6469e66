import type { DiscountedPrice } from '@prop/contracts/discount-code';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { errorText } from '@prop/web-client/api-fetch';
import { type KeyboardEvent, useState } from 'react';
import styled from 'styled-components';
import { useSessionExpiry } from '../../../lib/session-expiry.ts';
import { previewDiscount } from '../api/preview-discount.ts';

const PREVIEW_FAILED = 'The discount code could not be checked. Please try again.';

export interface DiscountCodeFieldProps {
  /** The product the code is checked for; null until a tier is picked. */
  product: { tierId: string; programId?: string } | null;
  applied: DiscountedPrice | null;
  onApplied: (price: DiscountedPrice | null) => void;
  disabled: boolean;
}

/**
 * 'Discount code' with Apply: the server says what the code makes of the chosen tier's price, or
 * why it does not apply. Changing the text takes the applied code off until it is applied again.
 */
export function DiscountCodeField({ product, applied, onApplied, disabled }: DiscountCodeFieldProps) {
  const [text, setText] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const handleSessionExpiry = useSessionExpiry();
  const code = text.trim();

  const apply = async () => {
    if (!product || !code) return;
    setChecking(true);
    setError(undefined);
    try {
      onApplied(await previewDiscount({ code, ...product }));
    } catch (failure) {
      onApplied(null);
      if (!handleSessionExpiry(failure)) setError(errorText(failure, PREVIEW_FAILED));
    } finally {
      setChecking(false);
    }
  };

  // Enter in the field applies the code rather than submitting the purchase.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <Row>
      <Field label="Discount code" error={error} hint={product ? undefined : 'Pick an account size first.'}>
        {(control) => (
          <Input
            {...control}
            value={text}
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            disabled={disabled}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
              if (applied) onApplied(null);
            }}
          />
        )}
      </Field>
      <Button
        type="button"
        variant="secondary"
        onClick={() => void apply()}
        disabled={disabled || !product || !code}
        loading={checking}
        loadingText="Checking..."
      >
        Apply
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  & > div { flex: 1; max-width: 320px; }
  & > button { margin-top: 1.6rem; flex-shrink: 0; }
`;
