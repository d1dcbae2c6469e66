import type { PasskeyList, PasskeyRegistrationInput, RecoveryCodes } from '@prop/contracts/admin-passkeys';
import type { MessageResponse } from '@prop/contracts/auth';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { getJson } from '@prop/web-client/api-fetch';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';

export const passkeysKey = urlOf(identityEndpoints.getAdminSecurityPasskeys);

/** The signed-in admin's passkeys: names and dates, never keys. */
export function usePasskeys() {
  return useSWR(passkeysKey, (key: string) => getJson<PasskeyList>(key));
}

/**
 * Adds a passkey: the server's options, the browser's own prompt (navigator.credentials.create),
 * then the answer and its name back to the server.
 */
async function addPasskey(name: string): Promise<MessageResponse> {
  const optionsEndpoint = identityEndpoints.postAdminSecurityPasskeysOptions;
  // The server makes these with the library whose browser half reads them.
  const optionsJSON = await callEndpoint<PublicKeyCredentialCreationOptionsJSON>(
    optionsEndpoint,
    urlOf(optionsEndpoint),
  );
  const response = await startRegistration({ optionsJSON });
  const endpoint = identityEndpoints.postAdminSecurityPasskeys;
  const input: PasskeyRegistrationInput = { name, response: response as PasskeyRegistrationInput['response'] };
  return callEndpoint<MessageResponse>(endpoint, urlOf(endpoint), input);
}

export function useAddPasskey() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(identityEndpoints.postAdminSecurityPasskeys),
    (_key: string, { arg }: { arg: string }) => addPasskey(arg),
    { onSuccess: () => void mutate(passkeysKey) },
  );
}

export function useRemovePasskey() {
  const { mutate } = useSWRConfig();
  const endpoint = identityEndpoints.deleteAdminSecurityPasskeyById;
  return useSWRMutation(
    mutationKeyOf(endpoint),
    (_key: string, { arg }: { arg: string }) => callEndpoint<MessageResponse>(endpoint, urlOf(endpoint, { id: arg })),
    { onSuccess: () => void mutate(passkeysKey) },
  );
}

/** Ten new recovery codes, answered this once; the older ones stop working. */
export function useGenerateRecoveryCodes() {
  const endpoint = identityEndpoints.postAdminSecurityRecoveryCodes;
  return useSWRMutation(mutationKeyOf(endpoint), () => callEndpoint<RecoveryCodes>(endpoint, urlOf(endpoint)));
}
