import type { MessageResponse } from '@prop/contracts/auth';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { PasswordForgotInput, PasswordResetInput } from '@prop/contracts/password-reset';
import { apiRequest } from '@prop/web-client/api-fetch';

/** Always answers the same, whether or not the address belongs to an admin. */
export function requestAdminPasswordReset(body: PasswordForgotInput): Promise<MessageResponse> {
  return apiRequest('POST', urlOf(identityEndpoints.postAdminPasswordForgot), body);
}

export function resetAdminPassword(body: PasswordResetInput): Promise<MessageResponse> {
  return apiRequest('POST', urlOf(identityEndpoints.postAdminPasswordReset), body);
}
