import type { TradingAccount } from '@prop/contracts/account';
import { freezeMessagesOf } from '@prop/contracts/account-freeze-messages';
import { LEVERAGE } from '@prop/contracts/constants';
import { AccountBadges } from '@prop/ui/account-badges';
import { Badge } from '@prop/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { CircleAlert, CircleCheck } from 'lucide-react';
import styled from 'styled-components';
import { accountHealth } from '../../../shared/account-health.ts';

/**
 * docs/product-rules.md §4: active shows a green badge; anything else shows pending/warning, in words
 * (a breached account reads "Breached" with a note that trading is suspended). A freeze (a payment
 * dispute) keeps the status badge and adds its own, with a note that withdrawals are paused.
 */
export function AccountStatusCard({ account }: { account: TradingAccount }) {
  const health = accountHealth(account.status);
  const active = health.tone === 'success';
  const freeze = freezeMessagesOf(account);
  const mt5 = account.mt5Data;
  return (
    <Card aria-label="Account Status">
      <CardHeader>
        <div>
          <CardTitle>Account Status</CardTitle>
          <CardDescription>Your funded account at a glance</CardDescription>
        </div>
        <AccountBadges
          status={
            <Badge tone={health.tone}>
              {active ? <CircleCheck size={14} aria-hidden="true" /> : <CircleAlert size={14} aria-hidden="true" />}
              {health.badge}
            </Badge>
          }
          frozen={freeze?.badge ?? null}
        />
      </CardHeader>
      <CardContent>
        {health.note ? <Note>{health.note}</Note> : null}
        {freeze ? <Note>{freeze.note}</Note> : null}
        <Details>
          <div>
            <dt>Account type</dt>
            <dd>{account.accountType}</dd>
          </div>
          <div>
            <dt>MT5 login</dt>
            <dd>{mt5?.login ?? 'Pending'}</dd>
          </div>
          <div>
            <dt>MT5 server</dt>
            <dd>{mt5?.server ?? 'Pending'}</dd>
          </div>
          <div>
            <dt>Leverage</dt>
            <dd>{LEVERAGE}</dd>
          </div>
        </Details>
      </CardContent>
    </Card>
  );
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
