import { MESSAGES } from '@prop/contracts/auth';
import { PASSWORD_MIN_CHANGE } from '@prop/contracts/constants';

export type PasswordProblem = { title: string; text: string };

/** The spec's client checks of a password change, in its order: mismatch first, then length. */
export function passwordChangeProblem(values: {
  newPassword?: string;
  confirmPassword?: string;
}): PasswordProblem | null {
  const newPassword = values.newPassword ?? '';
  if (newPassword !== (values.confirmPassword ?? '')) {
    return { title: 'Password Mismatch', text: MESSAGES.newPasswordMismatch };
  }
  if (newPassword.length < PASSWORD_MIN_CHANGE) {
    return { title: 'Password Too Short', text: MESSAGES.newPasswordMin };
  }
  return null;
}
