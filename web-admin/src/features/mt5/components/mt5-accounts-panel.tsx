import { isActiveMt5, type Mt5Account } from '@prop/contracts/account';
import type { AdminUser } from '@prop/contracts/user';
import { Badge } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadingBlock } from '@prop/ui/spinner';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow } from '@prop/ui/table';
import { errorText } from '@prop/web-client/api-fetch';
import { Server, ServerOff } from 'lucide-react';
import styled from 'styled-components';
import { fullName } from '../../../lib/format.ts';
import { useUsers } from '../../../shared/api/get-users.ts';
import { useMt5Accounts } from '../../../shared/api/get-mt5-accounts.ts';
import { formatMoney } from '@prop/contracts/money';
import { csvUrl, DownloadCsvLink } from '../../../components/download-csv-link.tsx';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';

function linkedLabel(account: Mt5Account, users: AdminUser[] | undefined): string {
  const user = users?.find((candidate) => candidate.id === account.linkedUserId);
  return user ? `Linked to ${fullName(user)}` : 'Linked';
}

/** Every MT5 account (refreshed every 30 s): identity, state, connection, balance and equity, link. */
export function Mt5AccountsPanel() {
  const { data: accounts, error, isLoading, mutate } = useMt5Accounts();
  const { data: users } = useUsers();

  return (
    <Card aria-labelledby="mt5-accounts-title">
      <CardHeader>
        <div>
          <CardTitle id="mt5-accounts-title">MT5 Accounts</CardTitle>
          <CardDescription>
            {accounts
              ? `${accounts.length} accounts · ${accounts.filter((a) => a.linkedUserId).length} linked · refreshed every 30 s`
              : 'Refreshed every 30 s'}
          </CardDescription>
        </div>
        <DownloadCsvLink href={csvUrl(accountsEndpoints.getAdminMt5Accounts)} what="the MT5 accounts" />
      </CardHeader>
      <CardContent>
        {isLoading && !accounts ? (
          <LoadingBlock label="Loading MT5 accounts..." />
        ) : error && !accounts ? (
          <EmptyState
            icon={<ServerOff size={28} />}
            title="MT5 service unavailable"
            description={errorText(error, 'The MT5 accounts could not be loaded.')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void mutate()}>
                Try again
              </Button>
            }
          />
        ) : accounts && accounts.length > 0 ? (
          <TableContainer aria-label="MT5 accounts">
            <CardsOnPhone>
              <TableHead>
                <TableRow>
                  <TableHeader scope="col">Account</TableHeader>
                  <TableHeader scope="col">Server</TableHeader>
                  <TableHeader scope="col">Status</TableHeader>
                  <TableHeader scope="col">Balance</TableHeader>
                  <TableHeader scope="col">Equity</TableHeader>
                  <TableHeader scope="col">Link</TableHeader>
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts.map((account) => {
                  const info = account.accountInfo;
                  const active = isActiveMt5(account);
                  return (
                    <TableRow key={account.id} data-mt5-id={account.id}>
                      <TableCell data-label="Account">
                        <Strong>{account.name}</Strong>
                        <Muted>Login {account.login}</Muted>
                      </TableCell>
                      <TableCell data-label="Server">
                        <Nowrap>{account.server}</Nowrap>
                      </TableCell>
                      <TableCell data-label="Status">
                        <Badges>
                          <Badge tone={account.state === 'DEPLOYED' ? 'success' : 'warning'}>{account.state}</Badge>
                          <Badge tone={account.connectionStatus === 'CONNECTED' ? 'success' : 'danger'}>
                            {account.connectionStatus}
                          </Badge>
                        </Badges>
                        {active ? null : <Muted>Inactive</Muted>}
                      </TableCell>
                      <TableCell data-label="Balance">
                        <Nowrap>{info ? formatMoney(info.balance, info.currency) : '—'}</Nowrap>
                      </TableCell>
                      <TableCell data-label="Equity">
                        <Nowrap>{info ? formatMoney(info.equity, info.currency) : '—'}</Nowrap>
                      </TableCell>
                      <TableCell data-label="Link">
                        {account.linkedUserId ? (
                          <Badge tone="info">{linkedLabel(account, users)}</Badge>
                        ) : (
                          <Badge tone="neutral">Free</Badge>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </CardsOnPhone>
          </TableContainer>
        ) : (
          <EmptyState icon={<Server size={28} />} title="No MT5 accounts" description="No MT5 accounts were found." />
        )}
      </CardContent>
    </Card>
  );
}

const Strong = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Nowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * On phones each account is a card: the header row is hidden (still read by screen readers) and each cell is a
 * labelled line, so nothing scrolls sideways. The rows stay table rows, as on the desktop.
 */
const CardsOnPhone = styled(Table)`
  ${({ theme }) => theme.media.mobile} {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    & tbody, & tr, & td { display: block; }
    & tbody tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.md};
    }
    & td { padding: 0; min-width: 0; }
    & td:first-child, & td[data-label='Status'], & td[data-label='Link'] { grid-column: 1 / -1; }
    & td:not(:first-child)::before {
      content: attr(data-label);
      display: block;
      margin-bottom: ${({ theme }) => theme.space.xxs};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      color: ${({ theme }) => theme.colors.textMuted};
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    & td p, & td span { white-space: normal; overflow-wrap: anywhere; }
  }
`;
