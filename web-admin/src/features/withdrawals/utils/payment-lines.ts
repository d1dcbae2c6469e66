import type { BankDetails } from '@prop/contracts/withdrawal';

export interface PaymentLine {
  label: string;
  value: string;
}

/** Where the money goes, line by line, in the order a payment is made; empty fields are left out. */
export function paymentLines(details: BankDetails): PaymentLine[] {
  const lines: [string, string | undefined][] =
    details.paymentMethod === 'bank'
      ? [
          ['Method', 'Bank transfer'],
          ['Account holder', details.accountHolder],
          ['Bank', details.bankName],
          ['IBAN', details.iban],
          ['Account number', details.accountNumber],
          ['SWIFT/BIC', details.swiftCode],
        ]
      : [
          ['Method', 'Cryptocurrency'],
          ['Coin', details.cryptoType?.toUpperCase()],
          ['Wallet address', details.cryptoWallet],
        ];
  lines.push(['Trader notes', details.additionalNotes]);
  return lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => ({ label, value }));
}
