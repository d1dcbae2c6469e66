import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import { Card, CardContent } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { BookOpen } from 'lucide-react';
import { useAccount } from '../../features/account/api/get-account.ts';
import { TradingJournal } from '../../features/trading-journal/components/trading-journal.tsx';
import { displayCurrency } from '../../features/account/utils/figures.ts';
import { readFailure } from '../../features/trading-journal/utils/read-failure.ts';
import { useUser } from '../../lib/auth.ts';

/** /trading-journal: the trades, results and statistics of the trader's linked MT5 account. */
export function TradingJournalRoute() {
  const { isAuthenticated } = useUser();
  const { data: account, error, isLoading, mutate } = useAccount(isAuthenticated);
  return (
    <Page>
      <title>Trading Journal · Funded Trader</title>
      <PageHeader title="Trading Journal" subtitle="Your trades, daily results and statistics" />
      {account ? (
        <TradingJournal currency={displayCurrency(account)} />
      ) : (
        <Card>
          <CardContent>
            {account === null ? (
              <EmptyState
                icon={<BookOpen size={32} />}
                title={ACCOUNT_MESSAGES.noAccount}
                description="Your journal fills in once a funded MT5 account is linked to you and you start trading."
              />
            ) : error ? (
              <LoadError
                title="Could not load your account"
                description={readFailure(error)}
                onRetry={() => void mutate()}
              />
            ) : isLoading ? (
              <LoadingBlock label="Loading your account..." />
            ) : null}
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
