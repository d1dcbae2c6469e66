import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification-messages';
import { withdrawalRequested } from '@prop/contracts/events/payouts';
import type { WithdrawalSubmit } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { moneyText } from '@prop/contracts/money';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { AppError, conflict, forbidden } from '@prop/service-kit/errors';
import { uniqueViolation } from '@prop/service-kit/idempotency';
import type { PayoutsContext } from '../context.ts';
import { recordRequested } from '../db/withdrawal-history.ts';
import { findByIdempotencyKey, findPendingOfUser, insertWithdrawal } from '../db/withdrawal-requests.ts';
import { deleteQuote, findQuote, saveQuote } from '../db/withdrawal-quotes.ts';
import type { WithdrawalRow } from '../db/types.ts';
import { paymentDetailsToStore } from '../domain/payment-details.ts';
import { requestDigest } from '../domain/request-digest.ts';
import { withdrawalsRequested } from './withdrawal-metrics.ts';
import { sharePercentOf } from '../domain/profit-share.ts';
import { packRefusal } from '../domain/withdrawal-eligibility.ts';
import {
  frozenRefusal,
  judgeSnapshot,
  type Refusal,
  type WithdrawalAmounts,
  withdrawalDayRefusal,
} from '../domain/withdrawal-rules.ts';

export interface RequestWithdrawal {
  idempotencyKey: string;
  input: WithdrawalSubmit;
}

export type RequestOutcome =
  | {
      kind: 'made';
      row: WithdrawalRow;
      /** True when the key had already made this request: the first result is given again. */
      replayed: boolean;
    }
  /** The client's amounts were out of date: nothing is made, the server's figures are quoted instead. */
  | { kind: 'quoted'; message: string; quote: WithdrawalAmounts };

const STATUS_OF: Record<Refusal['kind'], 'UNPROCESSABLE' | 'CONFLICT' | 'UNAVAILABLE'> = {
  rule: 'UNPROCESSABLE',
  conflict: 'CONFLICT',
  unavailable: 'UNAVAILABLE',
};
const refused = (refusal: Refusal) => new AppError(STATUS_OF[refusal.kind], refusal.message);

/**
 * A trader asks for their profit share. A key seen before gives its request again; otherwise the
 * day, the pending request, a verified e-mail address (identity), a fresh snapshot from accounts
 * (an account a payment dispute froze is refused) and the conditions of the account's rule pack
 * from risk decide, and the request, its first history entry and WithdrawalRequested are written
 * together. Out-of-date amounts make nothing but a quote of the server's figures, which the trader
 * may confirm. The database has the last word on races: its unique indexes allow one pending
 * request per trader and one request per key.
 */
export async function requestWithdrawal(
  ctx: PayoutsContext,
  actor: Actor,
  command: RequestWithdrawal,
): Promise<RequestOutcome> {
  if (actor.kind !== 'trader') throw forbidden();
  const { userId } = actor;
  const { idempotencyKey, input } = command;
  const bankDetails = paymentDetailsToStore(input.bankDetails);
  const digest = requestDigest(input, bankDetails);
  const replay = (row: WithdrawalRow): RequestOutcome => {
    if (row.request_digest !== digest) throw conflict(WITHDRAWAL_MESSAGES.idempotencyKeyReused);
    return { kind: 'made', row, replayed: true };
  };
  /** A refusal, unless this very key made a request meanwhile (a retry racing its original). */
  const replayOrRefuse = async (error: AppError): Promise<RequestOutcome> => {
    const made = await findByIdempotencyKey(ctx.db, userId, idempotencyKey);
    if (made) return replay(made);
    throw error;
  };

  const earlier = await findByIdempotencyKey(ctx.db, userId, idempotencyKey);
  if (earlier) return replay(earlier);
  const dayRefusal = withdrawalDayRefusal(ctx.clock.now(), ctx.timeZone);
  if (dayRefusal) throw refused(dayRefusal);
  if (await findPendingOfUser(ctx.db, userId, 'profit_split'))
    return replayOrRefuse(conflict(WITHDRAWAL_MESSAGES.pendingExists));

  const [verified, snapshot, packConditions] = await Promise.all([
    ctx.emailVerified(userId),
    ctx.snapshots(userId),
    ctx.payoutConditions(userId),
  ]);
  if (!verified) throw forbidden(EMAIL_VERIFICATION_MESSAGES.withdrawalRefused);
  // A disputed payment refuses the request before the pack's conditions, as the list orders them.
  const frozen = frozenRefusal(snapshot);
  if (frozen) throw refused(frozen);
  // The eligibility list judges the pack with this same function: the list and a refusal agree.
  const packRefused = packRefusal(packConditions);
  if (packRefused) throw refused(packRefused);
  const judged = judgeSnapshot({
    snapshot,
    submitted: input,
    receivedAt: ctx.realClock.now(),
    maxAgeMs: ctx.snapshotMaxAgeMs,
    sharePercent: sharePercentOf(packConditions),
    quote: await findQuote(ctx.db, userId),
  });
  if ('refusal' in judged) {
    const { quote, message } = judged.refusal;
    if (!quote) throw refused(judged.refusal);
    await runCommand(ctx.runtime, actor, ({ trx }) => saveQuote(trx, userId, quote));
    return { kind: 'quoted', message, quote };
  }
  const { amounts } = judged;

  try {
    const row = await runCommand(ctx.runtime, actor, async ({ trx, now, emit, afterCommit }) => {
      const inserted = await insertWithdrawal(trx, {
        userId,
        amount: moneyText(amounts.amount),
        profitShareAmount: moneyText(amounts.share),
        currency: amounts.currency,
        bankDetails,
        accountId: amounts.accountId,
        mt5AccountId: amounts.mt5AccountId,
        equity: moneyText(amounts.equity),
        fundingBalance: moneyText(amounts.fundingBalance),
        snapshotAt: amounts.snapshotAt,
        idempotencyKey,
        requestDigest: digest,
        createdAt: now,
      });
      await recordRequested(trx, inserted.id, userId, now);
      await emit(withdrawalRequested, {
        requestId: inserted.id,
        userId,
        accountId: amounts.accountId,
        amount: moneyText(amounts.amount),
        profitShareAmount: moneyText(amounts.share),
        currency: amounts.currency,
        kind: 'profit_split',
        paymentMethod: bankDetails.paymentMethod,
        requestedAt: now.toISOString(),
      });
      await deleteQuote(trx, userId);
      afterCommit(() => withdrawalsRequested().inc());
      return inserted;
    });
    return { kind: 'made', row, replayed: false };
  } catch (error) {
    if (uniqueViolation(error, 'withdrawal_requests_one_pending')) {
      return replayOrRefuse(conflict(WITHDRAWAL_MESSAGES.pendingExists));
    }
    if (uniqueViolation(error, 'withdrawal_requests_idempotency')) {
      return replayOrRefuse(conflict(WITHDRAWAL_MESSAGES.idempotencyKeyReused));
    }
    throw error;
  }
}
