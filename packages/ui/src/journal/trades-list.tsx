import type { Trade } from '@prop/contracts/trading';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '../stacked-list.tsx';
import { TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow, WideTable } from '../table.tsx';
import { useIsMobile } from '../use-is-mobile.tsx';
import { formatDateTime } from '../date-format.tsx';
import { formatDuration, formatLots, formatPrice, formatSignedMoney, secondsBetween } from './journal-format.ts';
import { SideBadge } from './side-badge.tsx';
import { SignedAmount } from './signed-amount.tsx';
import { NumberCell, NumberHeader, SymbolName } from './table-parts.tsx';

export interface TradesListProps {
  trades: Trade[];
  currency: string;
}

/** Closed trades in the order given (newest first), a table on a wide screen and a card per trade on a phone. */
export function TradesList({ trades, currency }: TradesListProps) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <StackedList aria-label="Closed trades list">
        {trades.map((trade) => (
          <StackedItem key={trade.exitDealId} data-deal-id={trade.exitDealId} data-position-id={trade.positionId}>
            <StackedRow>
              <SymbolName>
                {trade.symbol} <SideBadge side={trade.type} /> {formatLots(trade.volume)} lots
              </SymbolName>
              <SignedAmount amount={trade.netProfit} currency={currency} />
            </StackedRow>
            <StackedMeta>
              Closed {formatDateTime(trade.closeTime)} · held{' '}
              {formatDuration(secondsBetween(trade.openTime, trade.closeTime))}
            </StackedMeta>
            <StackedMeta>
              {formatPrice(trade.openPrice)} → {formatPrice(trade.closePrice)} · swap{' '}
              {formatSignedMoney(trade.swap, currency)} · commission {formatSignedMoney(trade.commission, currency)}
            </StackedMeta>
          </StackedItem>
        ))}
      </StackedList>
    );
  }
  return (
    <TableContainer aria-label="Closed trades table">
      <WideTable $minWidth="800px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Closed</TableHeader>
            <TableHeader scope="col">Symbol</TableHeader>
            <NumberHeader scope="col">Volume</NumberHeader>
            <NumberHeader scope="col">Open price</NumberHeader>
            <NumberHeader scope="col">Close price</NumberHeader>
            <NumberHeader scope="col">Held</NumberHeader>
            <NumberHeader scope="col">Swap</NumberHeader>
            <NumberHeader scope="col">Commission</NumberHeader>
            <NumberHeader scope="col">Net profit</NumberHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {trades.map((trade) => (
            <TableRow key={trade.exitDealId} data-deal-id={trade.exitDealId} data-position-id={trade.positionId}>
              <TableCell>{formatDateTime(trade.closeTime)}</TableCell>
              <TableCell>
                <SymbolName>
                  {trade.symbol} <SideBadge side={trade.type} />
                </SymbolName>
              </TableCell>
              <NumberCell>{formatLots(trade.volume)}</NumberCell>
              <NumberCell>{formatPrice(trade.openPrice)}</NumberCell>
              <NumberCell>{formatPrice(trade.closePrice)}</NumberCell>
              <NumberCell>{formatDuration(secondsBetween(trade.openTime, trade.closeTime))}</NumberCell>
              <NumberCell>
                <SignedAmount amount={trade.swap} currency={currency} />
              </NumberCell>
              <NumberCell>
                <SignedAmount amount={trade.commission} currency={currency} />
              </NumberCell>
              <NumberCell>
                <SignedAmount amount={trade.netProfit} currency={currency} />
              </NumberCell>
            </TableRow>
          ))}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}
