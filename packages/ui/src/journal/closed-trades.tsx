import type { Trade } from '@prop/contracts/trading';
import { Download, History } from 'lucide-react';
import styled from 'styled-components';
import { Button, type ButtonStyleProps, buttonStyles } from '../button.tsx';
import { EmptyState } from '../empty-state.tsx';
import { Field } from '../field.tsx';
import { Select } from '../select.tsx';
import { JournalCard, type JournalHeading, type JournalLoad, Loaded } from './journal-card.tsx';
import { plural } from './journal-format.ts';
import { type TradeFilters, TradeFiltersForm } from './trade-filters.tsx';
import { TradesList } from './trades-list.tsx';

export const TRADE_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface ClosedTradesProps {
  /** Every trade loaded so far for the filters, newest first. */
  trades: Trade[] | undefined;
  currency: string;
  load: JournalLoad;
  filters: TradeFilters;
  onFiltersChange: (filters: TradeFilters) => void;
  symbols: readonly string[];
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The CSV of every trade for the same filters. */
  csvHref: string;
  titleAs?: JournalHeading;
}

const filtered = (filters: TradeFilters) => Boolean(filters.symbol || filters.from || filters.to);

/** The closed trades: filters, the list a page at a time ("Load more"), and the CSV of the same filters. */
export function ClosedTrades(props: ClosedTradesProps) {
  const { trades, currency, load, filters, hasMore, loadingMore } = props;
  return (
    <JournalCard
      title="Closed Trades"
      description="Newest first"
      titleAs={props.titleAs}
      actions={
        <CsvLink href={props.csvHref} download $variant="secondary" $size="sm">
          <Download size={16} aria-hidden="true" />
          Export CSV
        </CsvLink>
      }
    >
      <Body>
        <TradeFiltersForm filters={filters} onChange={props.onFiltersChange} symbols={props.symbols} />
        <Loaded load={load} what="closed trades">
          {trades?.length ? (
            <TradesList trades={trades} currency={currency} />
          ) : (
            <EmptyState
              icon={<History size={28} />}
              title={filtered(filters) ? 'No trades match these filters' : 'No closed trades yet'}
              description={
                filtered(filters) ? 'Try another symbol or dates.' : 'Trades appear here once a position closes.'
              }
            />
          )}
        </Loaded>
        <Footer>
          <PageSize label="Trades per page">
            {(control) => (
              <Select
                {...control}
                value={props.pageSize}
                onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
              >
                {TRADE_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            )}
          </PageSize>
          <Shown role="status">
            {trades?.length ? `${plural(trades.length, 'trade')} shown${hasMore ? '' : ', the whole list'}` : null}
          </Shown>
          {hasMore ? (
            <Button variant="secondary" loading={loadingMore} loadingText="Loading..." onClick={props.onLoadMore}>
              Load more
            </Button>
          ) : null}
        </Footer>
      </Body>
    </JournalCard>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const CsvLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const PageSize = styled(Field)`
  width: 140px;
`;

const Shown = styled.p`
  flex: 1;
  min-width: 160px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
