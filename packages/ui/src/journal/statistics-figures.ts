import type { Statistics } from '@prop/contracts/trading';
import {
  type Direction,
  directionOf,
  formatDuration,
  formatLots,
  formatPercent,
  formatRatio,
  formatSignedMoney,
  NO_VALUE,
  plural,
} from './journal-format.ts';

/** One figure of the statistics grid: what it is called, what it means, and its value as text. */
export interface StatisticFigure {
  label: string;
  /** One line saying what the figure measures, shown on hover and keyboard focus. */
  explanation: string;
  value: string;
  /** Set for amounts of money: the value carries the sign and the colour follows it. */
  direction?: Direction;
  detail?: string;
}

function money(label: string, explanation: string, amount: string | null, currency: string): StatisticFigure {
  if (amount === null) return { label, explanation, value: NO_VALUE };
  return { label, explanation, value: formatSignedMoney(amount, currency), direction: directionOf(amount) };
}

/** Every figure of the journal's statistics, in the order the grid shows them. */
export function statisticFigures(stats: Statistics, currency: string): StatisticFigure[] {
  return [
    {
      ...money('Net profit', 'What all closed trades made after swap and commission.', stats.netProfit, currency),
      detail: `${formatSignedMoney(stats.grossProfit, currency)} won, ${formatSignedMoney(stats.grossLoss, currency)} lost`,
    },
    {
      label: 'Closed trades',
      explanation: 'How many trades have closed; a position closed in parts counts each part.',
      value: stats.trades.toLocaleString('en-US'),
      detail: `${plural(stats.wins, 'win')}, ${plural(stats.losses, 'loss', 'losses')}`,
    },
    {
      label: 'Win rate',
      explanation: 'The share of closed trades that ended with a positive net result.',
      value: formatPercent(stats.winRate),
    },
    {
      label: 'Profit factor',
      explanation: 'Gross profit divided by gross loss: above 1 the winners outweigh the losers.',
      value: stats.profitFactor === null && stats.wins > 0 ? 'No losses' : formatRatio(stats.profitFactor),
    },
    money('Gross profit', 'The sum of every winning trade’s net result.', stats.grossProfit, currency),
    money('Gross loss', 'The sum of every losing trade’s net result.', stats.grossLoss, currency),
    money('Average win', 'The net result of a winning trade, on average.', stats.averageWin, currency),
    money('Average loss', 'The net result of a losing trade, on average.', stats.averageLoss, currency),
    {
      label: 'Average R:R',
      explanation: 'Average win over average loss: what a typical win pays for each unit a typical loss costs.',
      value: stats.averageRiskReward === null ? NO_VALUE : `1:${formatRatio(stats.averageRiskReward)}`,
    },
    money(
      'Expectancy',
      'The average net result per trade: what one more trade has been worth.',
      stats.expectancy,
      currency,
    ),
    money('Best trade', 'The largest net result of a single trade.', stats.bestTrade, currency),
    money('Worst trade', 'The smallest net result of a single trade.', stats.worstTrade, currency),
    {
      label: 'Average holding time',
      explanation: 'How long a trade stayed open, on average, from its entry to its exit.',
      value: formatDuration(stats.averageHoldingSeconds),
    },
    {
      label: 'Lots traded',
      explanation: 'The volume of every closed trade added up, in lots.',
      value: formatLots(stats.lotsTraded),
    },
    {
      label: 'Trading days',
      explanation: 'Days with at least one deal, counted in the firm’s time zone.',
      value: stats.tradingDays.toLocaleString('en-US'),
    },
    {
      label: 'Best day’s share',
      explanation: 'The share of the total net profit made on the single best day: high means it leans on one day.',
      value: formatPercent(stats.bestDayShare),
    },
    {
      label: 'Sharpe ratio',
      explanation: 'Mean daily result over its standard deviation, not annualised: higher is steadier.',
      value: formatRatio(stats.sharpeRatio),
    },
  ];
}
