/** Toast fallbacks of the breach actions, as spec section 8 words them. */
export const BREACH_TOASTS = {
  errorTitle: 'Error',
  resolveFailed: 'Failed to resolve breach',
  deleteFailed: 'Failed to delete breach',
} as const;
