import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { MessageResponse } from '@prop/contracts/auth';
import type { PasswordForgotInput, PasswordResetInput } from '@prop/contracts/password-reset';
import { apiRequest } from '@prop/web-client/api-fetch';

/** "Forgot password?": always answers the same, whether or not the address has an account. */
export function requestPasswordReset(body: PasswordForgotInput): Promise<MessageResponse> {
  return apiRequest('POST', urlOf(identityEndpoints.postPasswordForgot), body);
}

export function resetPassword(body: PasswordResetInput): Promise<MessageResponse> {
  return apiRequest('POST', urlOf(identityEndpoints.postPasswordReset), body);
}

export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiRequest('POST', urlOf(identityEndpoints.postEmailVerify), { token });
}

export function resendVerificationLink(): Promise<MessageResponse> {
  return apiRequest('POST', urlOf(identityEndpoints.postEmailVerification));
}
