import { ACCOUNT_MESSAGES, type TradingAccount } from '@prop/contracts/account';
import { Card, CardContent } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { JournalSections, useJournalControls } from '@prop/ui/journal/journal-sections';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { BookOpen } from 'lucide-react';
import { useCallback } from 'react';
import styled from 'styled-components';
import {
  userTradesCsvHref,
  useUserDaily,
  useUserEquityHistory,
  useUserPositions,
  useUserStatistics,
  useUserTrades,
} from '../api/get-user-journal.ts';

const readFailure = (error: unknown) => errorText(error, 'The server did not answer.');

export interface UserTradingJournalProps {
  userId: string;
  /** The user's trading account: undefined while it is read, null when none is linked. */
  account: TradingAccount | null | undefined;
}

/** The "Trading journal" section of a user's page: the same journal the trader sees, for their linked account. */
export function UserTradingJournal({ userId, account }: UserTradingJournalProps) {
  return (
    <Section aria-labelledby="user-journal-title">
      <Title id="user-journal-title">Trading journal</Title>
      {account ? (
        <Journal userId={userId} currency={account.mt5Data?.accountInfo.currency?.toUpperCase() || 'USD'} />
      ) : (
        <Card>
          <CardContent>
            {account === undefined ? (
              <LoadingBlock label="Loading trading journal..." />
            ) : (
              <EmptyState
                icon={<BookOpen size={28} />}
                title={ACCOUNT_MESSAGES.noAccount}
                description="The journal fills in once an MT5 account is linked to this user."
              />
            )}
          </CardContent>
        </Card>
      )}
    </Section>
  );
}

function Journal({ userId, currency }: { userId: string; currency: string }) {
  const controls = useJournalControls('1m');
  const statistics = useUserStatistics(userId);
  const trades = useUserTrades(userId, controls.filters, controls.pageSize);
  const daily = useUserDaily(userId, controls.month);
  const equity = useUserEquityHistory(userId, controls.range);
  const { mutate: rereadStatistics } = statistics;
  const { mutate: rereadTrades } = trades;
  const { mutate: rereadDaily } = daily;
  const { mutate: rereadEquity } = equity;
  const onOpenedOrClosed = useCallback(() => {
    void rereadStatistics();
    void rereadTrades();
    void rereadDaily();
    void rereadEquity();
  }, [rereadStatistics, rereadTrades, rereadDaily, rereadEquity]);
  const reads = {
    statistics,
    positions: useUserPositions(userId, onOpenedOrClosed),
    trades,
    daily,
    equity,
  };
  return (
    <JournalSections
      controls={controls}
      reads={reads}
      currency={currency}
      csvHref={userTradesCsvHref(userId, controls.filters)}
      describeFailure={readFailure}
      positionsDescription="Read again every 2 s"
      titleAs="h3"
    />
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
