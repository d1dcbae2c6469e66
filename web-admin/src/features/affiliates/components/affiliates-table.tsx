import type { AdminAffiliate } from '@prop/contracts/affiliates';
import { formatMoney, moneyOf } from '@prop/contracts/money';
import { PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import {
  TableBody,
  TableCell,
  TableContainer,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
  WideTable,
} from '@prop/ui/table';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import styled from 'styled-components';
import { formatDate } from '../../../lib/format.ts';

const EMPTY = 'No affiliates yet.';
const euro = (amount: string) => formatMoney(moneyOf(amount), PURCHASE_CURRENCY);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every affiliate, newest first: who, their code, what their link brought and their commission. */
export function AffiliatesTable({ affiliates }: { affiliates: AdminAffiliate[] }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    if (affiliates.length === 0) return <Empty>{EMPTY}</Empty>;
    return (
      <StackedList aria-label="Affiliates">
        {affiliates.map((affiliate) => (
          <StackedItem key={affiliate.userId} aria-label={affiliate.email || affiliate.name}>
            <StackedRow $align="flex-start">
              <Who>
                <strong>{affiliate.name}</strong>
                <span>{affiliate.email}</span>
              </Who>
              <Mono>{affiliate.code}</Mono>
            </StackedRow>
            <StackedMeta>
              {count(affiliate.clicks, 'click', 'clicks')} · {count(affiliate.signups, 'sign-up', 'sign-ups')} ·{' '}
              {count(affiliate.purchases, 'purchase', 'purchases')}
            </StackedMeta>
            <StackedMeta>
              Accrued {euro(affiliate.commission.accrued)} · reversed {euro(affiliate.commission.reversed)} · paid{' '}
              {euro(affiliate.commission.paid)} · available {euro(affiliate.commission.available)}
            </StackedMeta>
            <StackedMeta>Joined {formatDate(affiliate.joinedAt)}</StackedMeta>
          </StackedItem>
        ))}
      </StackedList>
    );
  }
  return (
    <TableContainer aria-label="Affiliates">
      <WideTable $minWidth="1000px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Affiliate</TableHeader>
            <TableHeader scope="col">Code</TableHeader>
            <TableHeader scope="col">Joined</TableHeader>
            <TableHeader scope="col">Clicks</TableHeader>
            <TableHeader scope="col">Sign-ups</TableHeader>
            <TableHeader scope="col">Purchases</TableHeader>
            <TableHeader scope="col">Accrued</TableHeader>
            <TableHeader scope="col">Reversed</TableHeader>
            <TableHeader scope="col">Paid</TableHeader>
            <TableHeader scope="col">Available</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {affiliates.length === 0 ? (
            <TableEmptyRow colSpan={10}>{EMPTY}</TableEmptyRow>
          ) : (
            affiliates.map((affiliate) => (
              <TableRow key={affiliate.userId} data-affiliate-id={affiliate.userId}>
                <TableCell>
                  <Who>
                    <strong>{affiliate.name}</strong>
                    <span>{affiliate.email}</span>
                  </Who>
                </TableCell>
                <TableCell>
                  <Mono>{affiliate.code}</Mono>
                </TableCell>
                <TableCell>{formatDate(affiliate.joinedAt)}</TableCell>
                <Figure>{affiliate.clicks}</Figure>
                <Figure>{affiliate.signups}</Figure>
                <Figure>{affiliate.purchases}</Figure>
                <Figure>{euro(affiliate.commission.accrued)}</Figure>
                <Figure>{euro(affiliate.commission.reversed)}</Figure>
                <Figure>{euro(affiliate.commission.paid)}</Figure>
                <Figure>
                  <strong>{euro(affiliate.commission.available)}</strong>
                </Figure>
              </TableRow>
            ))
          )}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

const Who = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.04em;
`;

const Figure = styled(TableCell)`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
