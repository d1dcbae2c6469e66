import { AUTH_MESSAGES } from '@prop/contracts/errors';

/** Toast titles and fallback texts of the admin area, as spec section 8 words them. */
export const ADMIN_TOASTS = {
  loginFailedTitle: 'Login Failed',
  loginFailed: AUTH_MESSAGES.adminInvalidCredentials,
  errorTitle: 'Error',
  kycUpdateFailed: 'Failed to update KYC status',
  deleteFailedTitle: 'Delete failed',
  deleteFailed: 'Failed to delete user',
  sessionExpiredTitle: 'Session Expired',
  sessionExpired: 'Please log in again.',
  linkFailed: 'Failed to link MT5 account',
  unlinkFailed: 'Failed to unlink MT5 account',
  linkedTitle: 'MT5 account linked',
  unlinkedTitle: 'MT5 account unlinked',
  resolveBreachFailed: 'Failed to resolve breach',
  deleteBreachFailed: 'Failed to delete breach',
} as const;
