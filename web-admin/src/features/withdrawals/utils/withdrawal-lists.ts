import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { formatMoney } from '@prop/contracts/money';

export interface WithdrawalLists {
  /** Waiting for a decision, oldest first (as the server orders them). */
  pending: WithdrawalRequest[];
  /** Approved or rejected, most recently decided first. */
  processed: WithdrawalRequest[];
}

export function splitWithdrawals(requests: WithdrawalRequest[]): WithdrawalLists {
  const pending = requests.filter((request) => request.status === 'pending');
  const processed = requests
    .filter((request) => request.status !== 'pending')
    .sort((a, b) => (b.processedAt ?? '').localeCompare(a.processedAt ?? ''));
  return { pending, processed };
}

/** The traders' shares added up per currency: '$1,234.50', or '$100.00 · €20.00' when mixed; '—' for none. */
export function totalShares(requests: WithdrawalRequest[]): string {
  const totals = new Map<string, number>();
  for (const request of requests) {
    totals.set(request.currency, (totals.get(request.currency) ?? 0) + Math.round(request.profitShareAmount * 100));
  }
  if (totals.size === 0) return '—';
  return [...totals].map(([currency, cents]) => formatMoney(cents / 100, currency)).join(' · ');
}
