import type { BankDetails } from '@prop/contracts/withdrawal';

/**
 * The payment details worth keeping for the chosen method: fields of the other method (left in
 * the dialog after switching) and empty ones are dropped; IBAN and SWIFT get their usual spelling.
 */
export function paymentDetailsToStore(details: BankDetails): BankDetails {
  const kept: BankDetails =
    details.paymentMethod === 'bank'
      ? {
          paymentMethod: 'bank',
          accountHolder: details.accountHolder,
          bankName: details.bankName,
          iban: details.iban?.replace(/\s+/g, '').toUpperCase(),
          accountNumber: details.accountNumber,
          swiftCode: details.swiftCode?.toUpperCase(),
          additionalNotes: details.additionalNotes,
        }
      : {
          paymentMethod: 'crypto',
          cryptoType: details.cryptoType,
          cryptoWallet: details.cryptoWallet,
          additionalNotes: details.additionalNotes,
        };
  return Object.fromEntries(
    Object.entries(kept).filter(([, value]) => value !== undefined && value !== ''),
  ) as BankDetails;
}
