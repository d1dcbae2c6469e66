import type { MessageResponse } from '@prop/contracts/auth';
import { type Endpoint, urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { TotpCodeInput, TotpEnrolment, TotpStatus } from '@prop/contracts/second-factor';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';

export const totpStatusKey = urlOf(identityEndpoints.getAdminSecurityTotp);

/** Whether the signed-in admin has an authenticator, one half-enrolled, and whether the firm requires one. */
export function useTotpStatus() {
  return useSWR(totpStatusKey, (key: string) => getJson<TotpStatus>(key));
}

/** A new secret (not active until confirmed); starting again replaces an unconfirmed one. */
export function useEnrolTotp() {
  const { mutate } = useSWRConfig();
  const endpoint = identityEndpoints.postAdminSecurityTotpEnrol;
  return useSWRMutation(mutationKeyOf(endpoint), () => callEndpoint<TotpEnrolment>(endpoint, urlOf(endpoint)), {
    onSuccess: () => void mutate(totpStatusKey),
  });
}

function useCodeAction(endpoint: Endpoint) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(endpoint),
    (_key: string, { arg }: { arg: TotpCodeInput }) => callEndpoint<MessageResponse>(endpoint, endpoint.path, arg),
    { onSuccess: () => void mutate(totpStatusKey) },
  );
}

export const useConfirmTotp = () => useCodeAction(identityEndpoints.postAdminSecurityTotpConfirm);
export const useDisableTotp = () => useCodeAction(identityEndpoints.postAdminSecurityTotpDisable);
