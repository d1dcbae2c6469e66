import type { TradingAccount } from '@prop/contracts/account';
import { LEVERAGE } from '@prop/contracts/constants';
import { Badge } from '@prop/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { CircleAlert, CircleCheck } from 'lucide-react';
import styled from 'styled-components';

/** docs/product-rules.md §4: active shows a green badge; anything else shows pending/warning. */
export function AccountStatusCard({ account }: { account: TradingAccount }) {
  const active = account.status === 'active';
  const mt5 = account.mt5Data;
  return (
    <Card aria-label="Account Status">
      <CardHeader>
        <div>
          <CardTitle>Account Status</CardTitle>
          <CardDescription>Your funded account at a glance</CardDescription>
        </div>
        <Badge tone={active ? 'success' : 'warning'}>
          {active ? <CircleCheck size={14} aria-hidden="true" /> : <CircleAlert size={14} aria-hidden="true" />}
          {active ? 'Active' : capitalise(account.status)}
        </Badge>
      </CardHeader>
      <CardContent>
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

function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Pending';
}

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
