import type { TotpCodeInput, TotpEnrolment } from '@prop/contracts/second-factor';
import { Badge } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Input } from '@prop/ui/input';
import { LoadingBlock } from '@prop/ui/spinner';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { type FocusEvent, useState } from 'react';
import styled from 'styled-components';
import { useConfirmTotp, useDisableTotp, useEnrolTotp, useTotpStatus } from '../api/totp.ts';
import { CodeForm } from './code-form.tsx';

/**
 * The admin's authenticator app: enrol (scan the QR or type the secret, then prove it with a
 * code), see that it is on, or turn it off with a code.
 */
export function AuthenticatorCard() {
  const { toast } = useToast();
  const { data: status, error, isLoading } = useTotpStatus();
  const enrol = useEnrolTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);

  const failed = (title: string) => (failure: unknown) =>
    toast({ title, description: errorText(failure, 'Please try again.'), variant: 'destructive' });

  const start = async () => {
    try {
      setEnrolment(await enrol.trigger());
    } catch (failure) {
      failed('Could not start enrolment')(failure);
    }
  };
  const onConfirm = async (input: TotpCodeInput) => {
    try {
      const { message } = await confirm.trigger(input);
      setEnrolment(null);
      toast({ title: message, variant: 'success' });
    } catch (failure) {
      failed('Not enabled')(failure);
    }
  };
  const onDisable = async (input: TotpCodeInput) => {
    try {
      const { message } = await disable.trigger(input);
      toast({ title: message, variant: 'success' });
    } catch (failure) {
      failed('Not disabled')(failure);
    }
  };

  return (
    <Card aria-label="Authenticator app">
      <CardHeader>
        <CardTitle>Authenticator app</CardTitle>
        {status ? (
          <Badge tone={status.enabled ? 'success' : 'neutral'}>{status.enabled ? 'Enabled' : 'Not enabled'}</Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        {isLoading ? <LoadingBlock /> : null}
        {error ? (
          <CardDescription>{errorText(error, 'Could not load the second-factor state.')}</CardDescription>
        ) : null}
        {status?.enabled ? (
          <Stack>
            <CardDescription>
              Signing in asks for a code from your authenticator app after your password.
              {status.required ? ' The firm requires it, so it cannot be turned off.' : ''}
            </CardDescription>
            {status.required ? null : (
              <CodeForm
                label="Disable authenticator"
                submitText="Disable"
                busyText="Disabling..."
                destructive
                onCode={onDisable}
              />
            )}
          </Stack>
        ) : null}
        {status && !status.enabled && !enrolment ? (
          <Stack>
            <CardDescription>
              Add a second step to signing in: a 6-digit code from an authenticator app on your phone.
            </CardDescription>
            <div>
              <Button onClick={start} loading={enrol.isMutating} loadingText="Starting...">
                {status.pending ? 'Start again' : 'Set up authenticator'}
              </Button>
            </div>
          </Stack>
        ) : null}
        {status && !status.enabled && enrolment ? (
          <Stack>
            <CardDescription>
              Scan the QR code with your authenticator app, or enter the secret by hand. Then type the code it shows.
            </CardDescription>
            <Enrolment>
              <img src={enrolment.qrCodeDataUrl} width={180} height={180} alt="QR code of the authenticator link" />
              <dl>
                <dt>Secret</dt>
                <dd>
                  <Input readOnly value={enrolment.secret} aria-label="Secret" onFocus={selectAll} />
                </dd>
                <dt>Link</dt>
                <dd>
                  <Input readOnly value={enrolment.otpauthUri} aria-label="Authenticator link" onFocus={selectAll} />
                </dd>
              </dl>
            </Enrolment>
            <CodeForm label="Confirm authenticator" submitText="Enable" busyText="Checking..." onCode={onConfirm} />
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Focusing a read-only value selects it, ready to copy into an authenticator app. */
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Enrolment = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
  & img { border-radius: ${({ theme }) => theme.radii.md}; background: #fff; }
  & dl { flex: 1 1 16rem; min-width: 0; }
  & dt { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0 0 ${({ theme }) => theme.space.sm}; overflow-wrap: anywhere; }
`;
