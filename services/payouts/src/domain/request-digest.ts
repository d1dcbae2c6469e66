import { createHash } from 'node:crypto';
import type { BankDetails } from '@prop/contracts/withdrawal';
import type { Submitted } from './withdrawal-rules.ts';

/**
 * A digest of what a submission asked for, kept with the request: a retry under the same
 * idempotency key must ask for the same thing, or it is a different request reusing the key.
 */
export function requestDigest(submitted: Submitted, bankDetails: BankDetails): string {
  const canonical = JSON.stringify([
    submitted.amount,
    submitted.profitAmount,
    submitted.currency.toUpperCase(),
    Object.entries(bankDetails).sort(([a], [b]) => a.localeCompare(b)),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
