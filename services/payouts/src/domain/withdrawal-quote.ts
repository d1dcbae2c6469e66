import { agreesWithin, type Money } from '@prop/contracts/money';
import type { Submitted, WithdrawalAmounts } from './withdrawal-rules.ts';

/** A client figure may differ from the server's by rounding, up to a cent, and no more. */
const CLIENT_TOLERANCE: Money = 1n;

/** Whether the client asked for exactly these amounts (to the cent): total profit and the trader's share. */
export function asksFor(submitted: Submitted, figures: WithdrawalAmounts): boolean {
  return (
    agreesWithin(submitted.amount, figures.amount, CLIENT_TOLERANCE) &&
    agreesWithin(submitted.profitAmount, figures.share, CLIENT_TOLERANCE)
  );
}

export interface QuoteCheck {
  /** The figures the server quoted to this trader earlier. */
  quote: WithdrawalAmounts;
  /** The figures of the account as it stands now (already judged payable). */
  current: WithdrawalAmounts;
  submitted: Submitted;
  /** The real time now, to judge the quote's age. */
  receivedAt: Date;
  maxAgeMs: number;
}

/**
 * Equity moves every second, so by the time a trader confirms the figures the server quoted, they
 * are out of date again. A quote is honoured when the trader asks for exactly it, it was taken from
 * the same account (same MT5 account, same funding balance) and its MT5 figures are no older than
 * figures the server would pay out on anyway.
 */
export function honoursQuote({ quote, current, submitted, receivedAt, maxAgeMs }: QuoteCheck): boolean {
  const sameAccount =
    quote.accountId === current.accountId &&
    quote.mt5AccountId === current.mt5AccountId &&
    quote.fundingBalance === current.fundingBalance &&
    quote.currency === current.currency;
  const age = receivedAt.getTime() - quote.snapshotAt.getTime();
  return sameAccount && age <= maxAgeMs && asksFor(submitted, quote);
}
