import { type Money, moneyOf, moneyText } from '@prop/contracts/money';
import type { Deal, Position } from '@prop/contracts/trading';
import { buildTrades } from './build-trades.ts';

export interface AgreementCheck {
  expected: string;
  reported: string;
  agrees: boolean;
}

export interface AccountAgreement {
  balance: AgreementCheck;
  equity: AgreementCheck;
}

/**
 * MT5 keeps credit beside the balance, not in it; every other balance operation (deposit,
 * withdrawal, charge, commission) moves the balance.
 */
const isCredit = (deal: Deal) => deal.type === 'DEAL_TYPE_CREDIT';
const isBalanceOperation = (deal: Deal) =>
  deal.type !== 'DEAL_TYPE_BUY' && deal.type !== 'DEAL_TYPE_SELL' && !isCredit(deal);

/**
 * The balance the stored history accounts for: the trades' net results, the balance operations,
 * and the entry charges of volume still open (MT5 takes an entry's commission from the balance when
 * the deal is made; buildTrades gives it to a trade only when the volume closes). Holds only when
 * the history reaches back to the account's first deposit.
 */
export function balanceOfHistory(deals: Deal[]): Money {
  const { trades, openCharges } = buildTrades(deals);
  const tradesNet = trades.reduce((total, trade) => total + moneyOf(trade.netProfit), 0n);
  return tradesNet + openCharges + sumOfDeals(deals.filter(isBalanceOperation));
}

/** The credit the broker granted, from the credit operations. */
export function creditOfHistory(deals: Deal[]): Money {
  return sumOfDeals(deals.filter(isCredit));
}

/**
 * MT5's equity: balance, credit, and the open positions' floating profit and swap. Their commission
 * is not added: it is the entries' charge, already in the balance.
 */
export function equityOf(balance: Money, credit: Money, positions: Position[]): Money {
  return positions.reduce(
    (total, position) => total + moneyOf(position.profit) + moneyOf(position.swap),
    balance + credit,
  );
}

/**
 * Whether the stored deals and open positions agree with the balance and equity MT5 reports, within
 * `tolerance` (MT5's figures are floats, rounded to the cent before they get here). The equity is
 * checked against the reported balance, so a gap in the history shows in the balance check only.
 */
export function accountAgreement(
  history: { deals: Deal[]; positions: Position[] },
  reported: { balance: Money; equity: Money },
  tolerance: Money = 1n,
): AccountAgreement {
  const equity = equityOf(reported.balance, creditOfHistory(history.deals), history.positions);
  return {
    balance: checkOf(balanceOfHistory(history.deals), reported.balance, tolerance),
    equity: checkOf(equity, reported.equity, tolerance),
  };
}

function sumOfDeals(deals: Deal[]): Money {
  return deals.reduce(
    (total, deal) => total + moneyOf(deal.profit) + moneyOf(deal.commission) + moneyOf(deal.swap),
    0n,
  );
}

function checkOf(expected: Money, reported: Money, tolerance: Money): AgreementCheck {
  const difference = expected - reported;
  return {
    expected: moneyText(expected),
    reported: moneyText(reported),
    agrees: (difference < 0n ? -difference : difference) <= tolerance,
  };
}
