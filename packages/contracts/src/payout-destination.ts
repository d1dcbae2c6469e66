import { CRYPTO_TYPES, type CryptoType, PAYMENT_METHODS } from './payout-methods.ts';
import type { BankDetails } from './withdrawal.ts';

/** What each payment method is called on every screen that shows where a payout goes. */
export const PAYMENT_METHOD_NAMES = { bank: 'Bank transfer', crypto: 'Cryptocurrency' } as const;

/** Shown in place of the method when a request names no readable destination. */
export const PAYOUT_DESTINATION_UNKNOWN = 'No payment details on record';

const TEXT_FIELDS = [
  'bankName',
  'accountNumber',
  'iban',
  'swiftCode',
  'accountHolder',
  'cryptoWallet',
  'additionalNotes',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text is read (also twice encoded, as older rows were); anything else is taken as it is. */
function decoded(value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < 3 && typeof current === 'string'; depth++) {
    try {
      current = JSON.parse(current);
    } catch {
      return undefined;
    }
  }
  return current;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Where a withdrawal is to be paid, from its `bankDetails` as the records hold it: an object or
 * JSON text of one (docs/product-rules.md §3). Every screen and the server read it through here, so
 * a destination given as text shows the same lines as one given as an object. Null when there is
 * no readable destination (no method and no account or wallet): a payout must not be approved blind.
 * A missing or unknown method is taken from the fields given (an IBAN or account means a bank).
 */
export function payoutDestinationOf(bankDetails: unknown): BankDetails | null {
  const raw = decoded(bankDetails);
  if (!isRecord(raw)) return null;
  const fields: Partial<BankDetails> = {};
  for (const field of TEXT_FIELDS) {
    const value = text(raw[field]);
    if (value !== undefined) fields[field] = value;
  }
  const coin = text(raw.cryptoType)?.toLowerCase();
  if (coin && (CRYPTO_TYPES as readonly string[]).includes(coin)) fields.cryptoType = coin as CryptoType;

  const method = text(raw.paymentMethod)?.toLowerCase();
  const paymentMethod = (PAYMENT_METHODS as readonly string[]).includes(method ?? '')
    ? (method as BankDetails['paymentMethod'])
    : fields.iban || fields.accountNumber
      ? 'bank'
      : fields.cryptoWallet
        ? 'crypto'
        : null;
  if (!paymentMethod) return null;
  return { paymentMethod, ...fields };
}

/** The method's name for a destination, or null when it is not known. */
export function paymentMethodName(destination: BankDetails | null): string | null {
  return destination ? PAYMENT_METHOD_NAMES[destination.paymentMethod] : null;
}
