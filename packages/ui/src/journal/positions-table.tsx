import type { Position } from '@prop/contracts/trading';
import { Layers } from 'lucide-react';
import { EmptyState } from '../empty-state.tsx';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '../stacked-list.tsx';
import { TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow, WideTable } from '../table.tsx';
import { useIsMobile } from '../use-is-mobile.tsx';
import { JournalCard, type JournalHeading, type JournalLoad } from './journal-card.tsx';
import { formatDateTime } from '../date-format.tsx';
import { formatLots, formatPrice, formatSignedMoney } from './journal-format.ts';
import { SideBadge } from './side-badge.tsx';
import { SignedAmount } from './signed-amount.tsx';
import { Muted, NumberCell, NumberHeader, SymbolName } from './table-parts.tsx';

export interface PositionsTableProps {
  positions: Position[] | undefined;
  currency: string;
  load: JournalLoad;
  titleAs?: JournalHeading;
  /** How the list stays current, e.g. 'Updates live as positions open, close and prices move'. */
  description: string;
}

const stops = (position: Position) => `${formatPrice(position.stopLoss)} / ${formatPrice(position.takeProfit)}`;

/** The positions open now, a table on a wide screen and a card per position on a phone. */
export function PositionsTable({ positions, currency, load, titleAs, description }: PositionsTableProps) {
  const isMobile = useIsMobile();
  return (
    <JournalCard title="Open Positions" description={description} titleAs={titleAs} load={load}>
      {!positions?.length ? (
        <EmptyState
          icon={<Layers size={28} />}
          title="No open positions"
          description="Positions appear here as they open."
        />
      ) : isMobile ? (
        <StackedList aria-label="Open positions list">
          {positions.map((position) => (
            <StackedItem key={position.id} data-position-id={position.id}>
              <StackedRow>
                <SymbolName>
                  {position.symbol} <SideBadge side={position.type} /> {formatLots(position.volume)} lots
                </SymbolName>
                <SignedAmount amount={position.profit} currency={currency} />
              </StackedRow>
              <StackedMeta>
                Open {formatPrice(position.openPrice)} · now {formatPrice(position.currentPrice)} · SL/TP{' '}
                {stops(position)}
              </StackedMeta>
              <StackedMeta>
                Swap {formatSignedMoney(position.swap, currency)} · commission{' '}
                {formatSignedMoney(position.commission, currency)} · opened {formatDateTime(position.openTime)}
              </StackedMeta>
            </StackedItem>
          ))}
        </StackedList>
      ) : (
        <TableContainer aria-label="Open positions table">
          <WideTable $minWidth="820px">
            <TableHead>
              <TableRow>
                <TableHeader scope="col">Symbol</TableHeader>
                <TableHeader scope="col">Type</TableHeader>
                <NumberHeader scope="col">Volume</NumberHeader>
                <NumberHeader scope="col">Open price</NumberHeader>
                <NumberHeader scope="col">Current price</NumberHeader>
                <NumberHeader scope="col">SL / TP</NumberHeader>
                <NumberHeader scope="col">Swap</NumberHeader>
                <NumberHeader scope="col">Commission</NumberHeader>
                <NumberHeader scope="col">Profit</NumberHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {positions.map((position) => (
                <TableRow key={position.id} data-position-id={position.id}>
                  <TableCell>
                    <SymbolName>{position.symbol}</SymbolName>
                    <Muted>{formatDateTime(position.openTime)}</Muted>
                  </TableCell>
                  <TableCell>
                    <SideBadge side={position.type} />
                  </TableCell>
                  <NumberCell>{formatLots(position.volume)}</NumberCell>
                  <NumberCell>{formatPrice(position.openPrice)}</NumberCell>
                  <NumberCell>{formatPrice(position.currentPrice)}</NumberCell>
                  <NumberCell>{stops(position)}</NumberCell>
                  <NumberCell>
                    <SignedAmount amount={position.swap} currency={currency} />
                  </NumberCell>
                  <NumberCell>
                    <SignedAmount amount={position.commission} currency={currency} />
                  </NumberCell>
                  <NumberCell>
                    <SignedAmount amount={position.profit} currency={currency} />
                  </NumberCell>
                </TableRow>
              ))}
            </TableBody>
          </WideTable>
        </TableContainer>
      )}
    </JournalCard>
  );
}
