import type { CryptoType } from '@prop/contracts/payout-methods';
import { type BankDetails, bankDetailsSchema } from '@prop/contracts/withdrawal';

/** The dialog's payment fields as typed: empty text until filled, both methods' fields kept while switching. */
export interface PaymentForm {
  paymentMethod: '' | 'bank' | 'crypto';
  accountHolder: string;
  bankName: string;
  iban: string;
  accountNumber: string;
  swiftCode: string;
  cryptoType: '' | CryptoType;
  cryptoWallet: string;
  additionalNotes: string;
}

export type PaymentFormErrors = Partial<Record<keyof PaymentForm, string>>;

export const EMPTY_PAYMENT_FORM: PaymentForm = {
  paymentMethod: '',
  accountHolder: '',
  bankName: '',
  iban: '',
  accountNumber: '',
  swiftCode: '',
  cryptoType: '',
  cryptoWallet: '',
  additionalNotes: '',
};

const FIELDS_OF = {
  bank: ['accountHolder', 'bankName', 'iban', 'accountNumber', 'swiftCode'],
  crypto: ['cryptoType', 'cryptoWallet'],
} as const;

/** Only the chosen method's fields travel, and only those filled in. */
function chosenFields(form: PaymentForm): Record<string, string> {
  const names = form.paymentMethod ? [...FIELDS_OF[form.paymentMethod], 'additionalNotes' as const] : [];
  const entries = names.map((name) => [name, form[name].trim()] as const).filter(([, value]) => value !== '');
  return Object.fromEntries(form.paymentMethod ? [['paymentMethod', form.paymentMethod], ...entries] : entries);
}

/**
 * The dialog's check before sending, with the contract the server applies: a payment method, then
 * the fields it needs, each with its message. The first message per field is shown.
 */
export function checkPaymentForm(form: PaymentForm): { details: BankDetails } | { errors: PaymentFormErrors } {
  const parsed = bankDetailsSchema.safeParse(chosenFields(form));
  if (parsed.success) return { details: parsed.data };
  const errors: PaymentFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PaymentForm | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
