import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { MessageResponse, PasswordChangeInput } from '@prop/contracts/auth';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';

export const PASSWORD_KEY = urlOf(identityEndpoints.putUserPassword);

/** Only the current and the new password travel; the confirmation is a form-side check. */
export function changePassword(body: PasswordChangeInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(identityEndpoints.putUserPassword.method, PASSWORD_KEY, body);
}

export function useChangePassword() {
  return useSWRMutation(PASSWORD_KEY, (_key: string, { arg }: { arg: PasswordChangeInput }) => changePassword(arg));
}
