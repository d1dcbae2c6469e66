/** Toast fallbacks of the MT5 actions, as spec section 8 words them. */
export const MT5_TOASTS = {
  errorTitle: 'Error',
  linkFailed: 'Failed to link MT5 account',
  unlinkFailed: 'Failed to unlink MT5 account',
  linkedTitle: 'MT5 account linked',
  unlinkedTitle: 'MT5 account unlinked',
} as const;
