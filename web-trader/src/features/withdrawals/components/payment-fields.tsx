import { CRYPTO_TYPES } from '@prop/contracts/payout-methods';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Select } from '@prop/ui/select';
import { Textarea } from '@prop/ui/textarea';
import { FormRow } from '../../../components/form-layout.ts';
import type { PaymentForm, PaymentFormErrors } from '../utils/payment-form.ts';

export interface PaymentFieldsProps {
  form: PaymentForm;
  errors: PaymentFormErrors;
  onChange: <K extends keyof PaymentForm>(field: K, value: PaymentForm[K]) => void;
  disabled?: boolean;
}

const COIN_NAMES: Record<(typeof CRYPTO_TYPES)[number], string> = {
  btc: 'Bitcoin (BTC)',
  eth: 'Ethereum (ETH)',
  usdt: 'Tether (USDT)',
  usdc: 'USD Coin (USDC)',
};

/** The payment method and the fields it needs: bank transfer or a crypto wallet. */
export function PaymentFields({ form, errors, onChange, disabled = false }: PaymentFieldsProps) {
  const text = (field: Exclude<keyof PaymentForm, 'paymentMethod' | 'cryptoType'>) => ({
    value: form[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <>
      <Field label="Payment method" error={errors.paymentMethod}>
        {(control) => (
          <Select
            {...control}
            data-autofocus
            value={form.paymentMethod}
            disabled={disabled}
            onChange={(event) => onChange('paymentMethod', event.target.value as PaymentForm['paymentMethod'])}
          >
            <option value="">Select a payment method</option>
            <option value="bank">Bank transfer</option>
            <option value="crypto">Cryptocurrency</option>
          </Select>
        )}
      </Field>

      {form.paymentMethod === 'bank' ? (
        <>
          <Field label="Account holder" error={errors.accountHolder}>
            {(control) => <Input {...control} {...text('accountHolder')} autoComplete="name" maxLength={200} />}
          </Field>
          <Field label="Bank name" error={errors.bankName}>
            {(control) => <Input {...control} {...text('bankName')} maxLength={200} />}
          </Field>
          <Field label="IBAN" error={errors.iban}>
            {(control) => <Input {...control} {...text('iban')} autoCapitalize="characters" maxLength={64} />}
          </Field>
          <FormRow>
            <Field label="Account number" error={errors.accountNumber} hint="Only needed without an IBAN.">
              {(control) => <Input {...control} {...text('accountNumber')} maxLength={64} />}
            </Field>
            <Field label="SWIFT/BIC" error={errors.swiftCode}>
              {(control) => <Input {...control} {...text('swiftCode')} autoCapitalize="characters" maxLength={16} />}
            </Field>
          </FormRow>
        </>
      ) : null}

      {form.paymentMethod === 'crypto' ? (
        <>
          <Field label="Cryptocurrency" error={errors.cryptoType}>
            {(control) => (
              <Select
                {...control}
                value={form.cryptoType}
                disabled={disabled}
                onChange={(event) => onChange('cryptoType', event.target.value as PaymentForm['cryptoType'])}
              >
                <option value="">Select a cryptocurrency</option>
                {CRYPTO_TYPES.map((coin) => (
                  <option key={coin} value={coin}>
                    {COIN_NAMES[coin]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Wallet address" error={errors.cryptoWallet}>
            {(control) => (
              <Input {...control} {...text('cryptoWallet')} spellCheck={false} autoComplete="off" maxLength={128} />
            )}
          </Field>
        </>
      ) : null}

      {form.paymentMethod ? (
        <Field label="Additional notes (optional)" error={errors.additionalNotes}>
          {(control) => <Textarea {...control} {...text('additionalNotes')} rows={2} maxLength={1000} />}
        </Field>
      ) : null}
    </>
  );
}
