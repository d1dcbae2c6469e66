import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import type { AccountSnapshotReply } from '@prop/contracts/account-snapshot';
import { withdrawalRefusal } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { type Money, moneyOf, moneyText } from '@prop/contracts/money';
import { meetsMinimumProfit, profitOf, traderShareOf } from './profit-share.ts';
import { isWithdrawalDay } from './withdrawal-day.ts';
import { asksFor, honoursQuote } from './withdrawal-quote.ts';

/** Why a withdrawal is refused: a rule (422), a state that changed (409) or data not to be had now (503). */
export interface Refusal {
  kind: 'rule' | 'conflict' | 'unavailable';
  message: string;
  /** When the client's amounts were out of date: the server's, to quote to the trader. */
  quote?: WithdrawalAmounts;
}

/** What the server computed, and the snapshot it computed it from. */
export interface WithdrawalAmounts {
  accountId: string;
  mt5AccountId: string;
  /** Total profit. */
  amount: Money;
  /** The trader's share: the account's percentage of the profit. */
  share: Money;
  currency: string;
  equity: Money;
  fundingBalance: Money;
  snapshotAt: Date;
}

/** What the trader's dialog sent: the amounts it showed and the currency it assumed. */
export interface Submitted {
  amount: number;
  profitAmount: number;
  currency: string;
}

export function withdrawalDayRefusal(now: Date, timeZone: string): Refusal | null {
  return isWithdrawalDay(now, timeZone) ? null : { kind: 'rule', message: WITHDRAWAL_MESSAGES.saturdayOnly };
}

export interface SnapshotJudgement {
  snapshot: AccountSnapshotReply;
  submitted: Submitted;
  /** The real time the snapshot arrived, to judge its age. */
  receivedAt: Date;
  maxAgeMs: number;
  /** The trader's share of the profit, percent (`sharePercentOf` risk's reply). */
  sharePercent: number;
  /** The figures last quoted to this trader, if any. */
  quote?: WithdrawalAmounts | null;
}

/**
 * The account as it stands now, if a withdrawal may be judged on it: an open, unbreached account
 * with fresh MT5 figures, and its profit and the trader's share. The eligibility list reads the
 * profit here too, so it shows what a request would be judged on.
 */
export function readSnapshot(
  snapshot: AccountSnapshotReply,
  receivedAt: Date,
  maxAgeMs: number,
  sharePercent: number,
): { refusal: Refusal } | { current: WithdrawalAmounts } {
  const refuse = (kind: Refusal['kind'], message: string) => ({ refusal: { kind, message } });
  if (!snapshot.found) {
    return snapshot.error
      ? refuse('unavailable', WITHDRAWAL_MESSAGES.accountsUnavailable)
      : refuse('rule', ACCOUNT_MESSAGES.noAccount);
  }
  if (snapshot.status === 'breached') return refuse('rule', WITHDRAWAL_MESSAGES.breached);
  const { equity, currency, at } = snapshot;
  if (equity === null || currency === null || at === null) {
    return refuse('unavailable', WITHDRAWAL_MESSAGES.figuresUnavailable);
  }
  const snapshotAt = new Date(at);
  const age = receivedAt.getTime() - snapshotAt.getTime();
  if (!(age <= maxAgeMs)) return refuse('unavailable', WITHDRAWAL_MESSAGES.figuresUnavailable);
  const fundingBalance = moneyOf(snapshot.fundingBalance);
  const equityCents = moneyOf(equity);
  const profit = profitOf(equityCents, fundingBalance);
  return {
    current: {
      accountId: snapshot.accountId,
      mt5AccountId: snapshot.mt5AccountId,
      amount: profit,
      share: traderShareOf(profit, sharePercent),
      currency,
      equity: equityCents,
      fundingBalance,
      snapshotAt,
    },
  };
}

/** A payment dispute froze the trader's account: nothing is paid out of it meanwhile. */
export function isFrozen(snapshot: AccountSnapshotReply): boolean {
  return snapshot.found && snapshot.frozen;
}

/** A frozen account's refusal, before any other condition of the account is judged; null when not frozen. */
export function frozenRefusal(snapshot: AccountSnapshotReply): Refusal | null {
  return isFrozen(snapshot) ? { kind: 'rule', message: WITHDRAWAL_MESSAGES.frozen } : null;
}

/**
 * Given the account as it stands now (`readSnapshot`), decides whether a withdrawal may be taken
 * and for how much: a profit of at least the minimum, and a client that saw the account's currency
 * and the same amounts (to the cent), or the amounts the server quoted it a moment ago. Out-of-date
 * amounts are refused with the server's, to quote.
 */
export function judgeSnapshot(input: SnapshotJudgement): { refusal: Refusal } | { amounts: WithdrawalAmounts } {
  const { submitted, receivedAt, maxAgeMs, sharePercent } = input;
  const reading = readSnapshot(input.snapshot, receivedAt, maxAgeMs, sharePercent);
  if ('refusal' in reading) return reading;
  const { current } = reading;
  const { amount: profit, share, currency } = current;
  if (submitted.currency.toUpperCase() !== currency.toUpperCase()) {
    return { refusal: { kind: 'rule', message: withdrawalRefusal.currency(currency) } };
  }
  if (!meetsMinimumProfit(profit)) {
    return { refusal: { kind: 'rule', message: withdrawalRefusal.belowMinimum(moneyText(profit), currency) } };
  }
  if (asksFor(submitted, current)) return { amounts: current };
  const { quote } = input;
  if (quote && honoursQuote({ quote, current, submitted, receivedAt, maxAgeMs })) return { amounts: quote };
  return {
    refusal: {
      kind: 'conflict',
      message: withdrawalRefusal.amountsChanged(moneyText(profit), moneyText(share), currency, sharePercent),
      quote: current,
    },
  };
}
