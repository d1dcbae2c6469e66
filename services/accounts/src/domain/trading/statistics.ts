import { type Money, moneyOf, moneyText } from '@prop/contracts/money';
import type { Statistics } from '@prop/contracts/trading';
import { localDateTexts } from '@prop/service-kit/time-zone';
import { dailyResultsOf, type TradeFigures } from './daily-results.ts';
import { sumOfLots } from './lots.ts';
import { higherOf, lowerOf } from './money-extremes.ts';
import { divideRounded } from './rounded-division.ts';

/**
 * The journal's figures of closed trades; days are dates in the firm's `timeZone`.
 *
 * - A win is a trade with netProfit > 0, a loss one with netProfit < 0; a break-even trade counts
 *   in `trades` (and so in winRate and expectancy) only.
 * - winRate = wins / trades × 100.
 * - grossProfit = sum of the wins, grossLoss = sum of the losses (negative or zero, as MT5 reports it).
 * - profitFactor = grossProfit / |grossLoss|; null with no loss (0 with losses only).
 * - averageWin = grossProfit / wins, averageLoss = grossLoss / losses (negative), each rounded to
 *   the cent; averageRiskReward = averageWin / |averageLoss| of the unrounded averages, null unless
 *   there are both wins and losses.
 * - expectancy = netProfit / trades, rounded to the cent.
 * - averageHoldingSeconds: mean of closeTime − openTime over trades whose entry is known, whole seconds.
 * - lotsTraded: the closed volume.
 * - tradingDays: distinct local dates of the trades' openTime and closeTime (each is a deal's time).
 * - bestDayShare = the best day's net / netProfit × 100, days by closeTime; null when netProfit ≤ 0.
 *   It exceeds 100 when other days lost.
 * - sharpeRatio = mean / sample standard deviation of the net results of the days with a closed
 *   trade. Daily money results, not returns on the day's starting balance: on a fixed balance both
 *   give the same ratio, and the journal knows no balance history. Null under two days, or when
 *   every day made the same.
 * Ratios and percentages are rounded to two decimals.
 */
export function statisticsOf(trades: TradeFigures[], timeZone: string): Statistics {
  const nets = trades.map((trade) => moneyOf(trade.netProfit));
  const wins = nets.filter((net) => net > 0n);
  const losses = nets.filter((net) => net < 0n);
  const netProfit = sum(nets);
  const grossProfit = sum(wins);
  const grossLoss = sum(losses);
  const dailyNets = dailyResultsOf(trades, timeZone).map((day) => moneyOf(day.profit));
  return {
    trades: trades.length,
    wins: wins.length,
    losses: losses.length,
    winRate: trades.length ? percent(wins.length, trades.length) : null,
    profitFactor: losses.length ? ratio(Number(grossProfit), -Number(grossLoss)) : null,
    averageWin: averageText(grossProfit, wins.length),
    averageLoss: averageText(grossLoss, losses.length),
    averageRiskReward:
      wins.length && losses.length
        ? ratio(Number(grossProfit) * losses.length, -Number(grossLoss) * wins.length)
        : null,
    expectancy: averageText(netProfit, trades.length),
    bestTrade: nets.length ? moneyText(nets.reduce(higherOf)) : null,
    worstTrade: nets.length ? moneyText(nets.reduce(lowerOf)) : null,
    averageHoldingSeconds: averageHoldingSeconds(trades),
    lotsTraded: sumOfLots(trades.map((trade) => trade.volume)),
    tradingDays: tradingDays(trades, timeZone),
    bestDayShare: netProfit > 0n ? percent(Number(dailyNets.reduce(higherOf)), Number(netProfit)) : null,
    sharpeRatio: sharpeRatio(dailyNets.map(Number)),
    netProfit: moneyText(netProfit),
    grossProfit: moneyText(grossProfit),
    grossLoss: moneyText(grossLoss),
  };
}

function sum(amounts: Money[]): Money {
  return amounts.reduce((total, amount) => total + amount, 0n);
}

function averageText(total: Money, count: number): string | null {
  return count ? moneyText(divideRounded(total, BigInt(count))) : null;
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

function ratio(numerator: number, denominator: number): number {
  return roundTo2(numerator / denominator);
}

function percent(part: number, whole: number): number {
  return roundTo2((part / whole) * 100);
}

function averageHoldingSeconds(trades: TradeFigures[]): number | null {
  const held = trades.flatMap((trade) =>
    trade.openTime === null ? [] : [(Date.parse(trade.closeTime) - Date.parse(trade.openTime)) / 1000],
  );
  return held.length ? Math.round(held.reduce((total, seconds) => total + seconds, 0) / held.length) : null;
}

function tradingDays(trades: TradeFigures[], timeZone: string): number {
  const days = new Set<string>();
  const dayOf = localDateTexts(timeZone);
  for (const trade of trades) {
    if (trade.openTime !== null) days.add(dayOf(Date.parse(trade.openTime)));
    days.add(dayOf(Date.parse(trade.closeTime)));
  }
  return days.size;
}

function sharpeRatio(dailyCents: number[]): number | null {
  if (dailyCents.length < 2) return null;
  const mean = dailyCents.reduce((total, cents) => total + cents, 0) / dailyCents.length;
  const variance = dailyCents.reduce((total, cents) => total + (cents - mean) ** 2, 0) / (dailyCents.length - 1);
  return variance > 0 ? ratio(mean, Math.sqrt(variance)) : null;
}
