import type { MessageResponse, PasswordChangeInput } from '@prop/contracts/auth';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';

export const PASSWORD_KEY = '/api/user/password';

/** Only the current and the new password travel; the confirmation is a form-side check. */
export function changePassword(body: PasswordChangeInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('PUT', PASSWORD_KEY, body);
}

export function useChangePassword() {
  return useSWRMutation(PASSWORD_KEY, (_key: string, { arg }: { arg: PasswordChangeInput }) => changePassword(arg));
}
