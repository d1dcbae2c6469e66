import { FUNDING_BALANCE_OPTIONS, INSTANT_FUNDING } from '@prop/contracts/account';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Field } from '@prop/ui/field';
import { Select } from '@prop/ui/select';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { fullName } from '../../../lib/format.ts';
import { useUsers } from '../../../shared/api/get-users.ts';
import { useMt5Accounts } from '../../../shared/api/get-mt5-accounts.ts';
import { useLinkMt5 } from '../api/link-mt5.ts';
import { ADMIN_TOASTS } from '../../../config/messages.ts';

const DEFAULT_FUNDING = '10000';

/** The server's success message, unless it only repeats the toast title. */
export function shownMessage(message: string | undefined): string | undefined {
  return message && message !== ADMIN_TOASTS.linkedTitle && message !== ADMIN_TOASTS.unlinkedTitle
    ? message
    : undefined;
}

/** Link MT5: a user without an account, a free MT5 account and a funding balance; all three are required. */
export function LinkMt5Form() {
  const { toast } = useToast();
  const { data: users } = useUsers();
  const { data: accounts } = useMt5Accounts();
  const { trigger, isMutating } = useLinkMt5();
  const [userId, setUserId] = useState('');
  const [mt5AccountId, setMt5AccountId] = useState('');
  const [fundingBalance, setFundingBalance] = useState(DEFAULT_FUNDING);

  const freeAccounts = (accounts ?? []).filter((account) => !account.linkedUserId);
  // The MT5 list knows a new link before the user list does.
  const linkedUserIds = new Set((accounts ?? []).map((account) => account.linkedUserId).filter(Boolean));
  const freeUsers = (users ?? []).filter((user) => !user.account?.mt5AccountId && !linkedUserIds.has(user.id));
  // A choice the refreshed lists no longer offer counts as not chosen.
  const chosenUser = freeUsers.some((user) => user.id === userId) ? userId : '';
  const chosenAccount = freeAccounts.some((account) => account.id === mt5AccountId) ? mt5AccountId : '';
  const ready = Boolean(chosenUser && chosenAccount && fundingBalance);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const result = await trigger({ userId: chosenUser, mt5AccountId: chosenAccount, fundingBalance });
      toast({ title: ADMIN_TOASTS.linkedTitle, description: shownMessage(result?.message), variant: 'success' });
      setUserId('');
      setMt5AccountId('');
      setFundingBalance(DEFAULT_FUNDING);
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.linkFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card aria-labelledby="link-mt5-title">
      <CardHeader>
        <div>
          <CardTitle id="link-mt5-title">Link MT5 Account</CardTitle>
          <CardDescription>
            Give a trader without an account a free MT5 account and a funding balance
            {users && accounts ? ` · ${freeUsers.length} users without MT5, ${freeAccounts.length} free accounts` : ''}.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Form aria-label="Link MT5 account" onSubmit={(event) => void onSubmit(event)}>
          <Field label="User">
            {(control) => (
              <Select {...control} value={chosenUser} onChange={(event) => setUserId(event.target.value)}>
                <option value="">{users ? 'Select a user' : 'Loading users...'}</option>
                {freeUsers.map((user) => (
                  <option key={user.id} value={user.id}>
                    {fullName(user)} ({user.email})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="MT5 account">
            {(control) => (
              <Select {...control} value={chosenAccount} onChange={(event) => setMt5AccountId(event.target.value)}>
                <option value="">{accounts ? 'Select an MT5 account' : 'Loading MT5 accounts...'}</option>
                {freeAccounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {account.name} · {account.login} · {account.server}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Funding balance">
            {(control) => (
              <Select {...control} value={fundingBalance} onChange={(event) => setFundingBalance(event.target.value)}>
                {FUNDING_BALANCE_OPTIONS.map((amount) => (
                  <option key={amount} value={amount}>
                    {Number(amount).toLocaleString('en-US')} · {INSTANT_FUNDING}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Submit>
            <Button
              type="submit"
              icon={<Link2 size={16} aria-hidden="true" />}
              disabled={!ready}
              loading={isMutating}
              loadingText="Linking..."
            >
              Link MT5
            </Button>
          </Submit>
        </Form>
      </CardContent>
    </Card>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

const Submit = styled.div`
  display: flex;
  & > button { width: 100%; }
`;
