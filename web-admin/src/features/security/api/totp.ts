import type { MessageResponse } from '@prop/contracts/auth';
import type { TotpCodeInput, TotpEnrolment, TotpStatus } from '@prop/contracts/second-factor';
import { apiRequest, getJson } from '@prop/web-client/api-fetch';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

export const totpStatusKey = '/api/admin/security/totp';

/** Whether the signed-in admin has an authenticator, one half-enrolled, and whether the firm requires one. */
export function useTotpStatus() {
  return useSWR(totpStatusKey, (key: string) => getJson<TotpStatus>(key));
}

/** A new secret (not active until confirmed); starting again replaces an unconfirmed one. */
export function useEnrolTotp() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/admin/security/totp/enrol',
    () => apiRequest<TotpEnrolment>('POST', '/api/admin/security/totp/enrol'),
    { onSuccess: () => void mutate(totpStatusKey) },
  );
}

function useCodeAction(action: 'confirm' | 'disable') {
  const { mutate } = useSWRConfig();
  const path = `/api/admin/security/totp/${action}`;
  return useSWRMutation(
    `POST ${path}`,
    (_key: string, { arg }: { arg: TotpCodeInput }) => apiRequest<MessageResponse>('POST', path, arg),
    { onSuccess: () => void mutate(totpStatusKey) },
  );
}

export const useConfirmTotp = () => useCodeAction('confirm');
export const useDisableTotp = () => useCodeAction('disable');
