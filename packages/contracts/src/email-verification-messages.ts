/**
 * What the trader is told about verifying their e-mail address. Apart from the schemas so the trader
 * app's layout, which shows the banner on every page, does not bring zod with it.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  banner: 'Please verify your e-mail address.',
  resend: 'Resend link',
  resent: 'We have sent you a new verification link.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verified: 'Your e-mail address is verified.',
  invalidLink: 'This verification link is invalid or has expired.',
  withdrawalRefused: 'Verify your e-mail address before requesting a withdrawal.',
  cardRefused: 'Verify your e-mail address before paying by card.',
  unavailable: 'Your e-mail address could not be checked right now. Please try again in a minute.',
} as const;
