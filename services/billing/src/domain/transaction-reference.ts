/** Letters and digits that cannot be misread when typed from a bank statement: no 0/O, 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 8;

/**
 * The reference a trader quotes on a bank transfer: `PF-<UTC year>-<8 characters>`, e.g.
 * PF-2026-ABCD1234. 32^8 (about 10^12) references per year; the column is unique all the same.
 */
export function transactionReference(now: Date, randomBytes: (size: number) => Uint8Array): string {
  // 256 is a multiple of 32, so each byte picks a character uniformly.
  const code = Array.from(randomBytes(RANDOM_LENGTH), (byte) => ALPHABET.charAt(byte % ALPHABET.length)).join('');
  return `PF-${now.getUTCFullYear()}-${code}`;
}

export const TRANSACTION_REFERENCE = new RegExp(`^PF-\\d{4}-[${ALPHABET}]{${RANDOM_LENGTH}}$`);
