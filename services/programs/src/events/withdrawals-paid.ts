import { withdrawalProcessed } from '@prop/contracts/events/payouts';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import { issueCertificate } from '../commands/issue-certificate.ts';
import type { ProgramsDb } from '../db/types.ts';
import { withdrawalPaidTitle } from '../domain/certificate-wording.ts';

/**
 * An approved withdrawal is the firm paying the trader's profit share: it earns a certificate of
 * the amount paid, once per request (the consumer handles each event once; the request id keys it).
 */
export function startWithdrawalsPaid(runtime: HandlerRuntime<ProgramsDb>) {
  return onEvent(runtime, withdrawalProcessed, { durable: 'programs-withdrawals-paid' }, async ({ data }, scope) => {
    if (data.status !== 'approved') return;
    await issueCertificate(scope.trx, {
      userId: data.userId,
      kind: 'withdrawal_paid',
      issuedFor: `withdrawal:${data.requestId}`,
      title: withdrawalPaidTitle(data.profitShareAmount, data.currency),
      details: { requestId: data.requestId, amount: data.profitShareAmount, currency: data.currency },
      at: scope.now,
    });
  });
}
