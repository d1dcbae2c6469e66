import type { PasskeyAuthenticationResponse } from '@prop/contracts/admin-passkeys';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

/**
 * The passkey's answer for a sign-in: the server checks the password again and gives a challenge
 * for this admin's passkeys, which the browser's own prompt signs. The answer then travels with
 * the password in the sign-in itself.
 */
export async function passkeyAssertion(credentials: {
  email: string;
  password: string;
}): Promise<PasskeyAuthenticationResponse> {
  const endpoint = identityEndpoints.postAdminLoginPasskeyOptions;
  const optionsJSON = await callEndpoint<PublicKeyCredentialRequestOptionsJSON>(endpoint, urlOf(endpoint), credentials);
  const response = await startAuthentication({ optionsJSON });
  // The browser's typed answer, as the plain JSON the contract describes.
  return { ...response, type: 'public-key', clientExtensionResults: { ...response.clientExtensionResults } };
}
