import { Badge } from '@prop/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { errorText } from '@prop/web-client/api-fetch';
import { Gauge } from 'lucide-react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { useAtRiskAccounts } from '../api/get-at-risk-accounts.ts';
import { atRiskTrader, levelText, levelTone, lossOfLimit, ruleTitle } from '../utils/at-risk.ts';

export interface AtRiskPanelProps {
  /** The MT5 account as the breaches list names it. */
  mt5Label: (mt5AccountId: string) => string;
}

/**
 * Accounts whose loss reached 80% or 90% of a limit today without a breach, refreshed by the
 * `risk_warning` and `breach_update` pushes (useBreachLiveUpdates) and every 30 seconds.
 */
export function AtRiskPanel({ mt5Label }: AtRiskPanelProps) {
  const { data: items, error, isLoading, mutate } = useAtRiskAccounts();

  return (
    <Card aria-labelledby="at-risk-title">
      <CardHeader>
        <div>
          <CardTitle id="at-risk-title">At-Risk Accounts</CardTitle>
          <CardDescription>Accounts past 80% of a loss limit today</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {isLoading && !items ? (
          <LoadingBlock label="Loading at-risk accounts..." />
        ) : error && !items ? (
          <LoadError
            title="Could not load at-risk accounts"
            description={errorText(error, 'The server did not answer.')}
            onRetry={() => void mutate()}
          />
        ) : items && items.length > 0 ? (
          <StackedList aria-label="At-risk accounts">
            {items.map((item) => {
              const trader = atRiskTrader(item);
              const rule = ruleTitle(item.rule);
              return (
                <StackedItem key={`${item.accountId} ${item.rule}`} aria-label={`${rule} of ${trader}`}>
                  <StackedRow $align="flex-start">
                    <div>
                      <Name>{trader}</Name>
                      <StackedMeta>
                        {mt5Label(item.mt5AccountId)} · {rule}
                      </StackedMeta>
                    </div>
                    <Badge tone={levelTone(item.level)}>{levelText(item.level)}</Badge>
                  </StackedRow>
                  <StackedRow>
                    <Loss>{lossOfLimit(item)}</Loss>
                    <StackedMeta>
                      Raised at <time dateTime={item.raisedAt}>{formatDateTime(item.raisedAt)}</time>
                    </StackedMeta>
                  </StackedRow>
                </StackedItem>
              );
            })}
          </StackedList>
        ) : (
          <EmptyState icon={<Gauge size={28} />} title="No account is near a loss limit." />
        )}
      </CardContent>
    </Card>
  );
}

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Loss = styled.span`
  font-variant-numeric: tabular-nums;
`;
