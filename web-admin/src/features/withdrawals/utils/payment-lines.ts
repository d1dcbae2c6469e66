import {
  PAYMENT_METHOD_NAMES,
  PAYOUT_DESTINATION_UNKNOWN,
  payoutDestinationOf,
} from '@prop/contracts/payout-destination';

export interface PaymentLine {
  label: string;
  value: string;
}

/**
 * Where the money goes, line by line, in the order a payment is made; empty fields are left out.
 * The details may be an object or JSON text of one (docs/product-rules.md §3); with no readable
 * destination the one line says so, never a method the trader did not choose.
 */
export function paymentLines(bankDetails: unknown): PaymentLine[] {
  const details = payoutDestinationOf(bankDetails);
  if (!details) return [{ label: 'Method', value: PAYOUT_DESTINATION_UNKNOWN }];
  const lines: [string, string | undefined][] =
    details.paymentMethod === 'bank'
      ? [
          ['Method', PAYMENT_METHOD_NAMES.bank],
          ['Account holder', details.accountHolder],
          ['Bank', details.bankName],
          ['IBAN', details.iban],
          ['Account number', details.accountNumber],
          ['SWIFT/BIC', details.swiftCode],
        ]
      : [
          ['Method', PAYMENT_METHOD_NAMES.crypto],
          ['Coin', details.cryptoType?.toUpperCase()],
          ['Wallet address', details.cryptoWallet],
        ];
  lines.push(['Trader notes', details.additionalNotes]);
  return lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => ({ label, value }));
}
