import { Text } from '@react-email/components';
import { z } from 'zod';
import { EmailLayout, FIRM_NAME, formatWhen } from './layout.tsx';
import { defineTemplate, greetingFor, REASONS } from './template.ts';

const role = z.enum(['trader', 'admin']);
const link = z.object({ token: z.string().min(1), expiresAt: z.string() });

const verifyHref = (appUrl: string, token: string) => `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;

/** A new trader's first e-mail: welcome, and the link that proves the address is theirs. */
export const welcomeEmail = defineTemplate({
  data: link,
  compose: ({ token, expiresAt }, context) => ({
    subject: `Welcome to ${FIRM_NAME}: please verify your e-mail address`,
    body: (
      <EmailLayout
        preview={`Welcome to ${FIRM_NAME}. One step left: verify your e-mail address.`}
        heading={`Welcome to ${FIRM_NAME}`}
        greeting={greetingFor(context)}
        action={{ label: 'Verify my e-mail address', href: verifyHref(context.appUrl, token) }}
        reason={REASONS.registered}
      >
        <Text>Your account is ready. Please confirm that this e-mail address is yours.</Text>
        <Text>The link works once and until {formatWhen(expiresAt)}.</Text>
      </EmailLayout>
    ),
  }),
});

/** The verification link again, asked for by the trader. */
export const verifyEmail = defineTemplate({
  data: link,
  compose: ({ token, expiresAt }, context) => ({
    subject: 'Verify your e-mail address',
    body: (
      <EmailLayout
        preview="Confirm that this e-mail address is yours."
        heading="Verify your e-mail address"
        greeting={greetingFor(context)}
        action={{ label: 'Verify my e-mail address', href: verifyHref(context.appUrl, token) }}
        reason={REASONS.registered}
      >
        <Text>You asked for a new link to confirm your e-mail address.</Text>
        <Text>The link works once and until {formatWhen(expiresAt)}. Any earlier link no longer works.</Text>
      </EmailLayout>
    ),
  }),
});

/** The single-use link to choose a new password, into the trader's or the admin's app. */
export const passwordResetEmail = defineTemplate({
  data: link.extend({ role }),
  compose: ({ token, expiresAt, role }, context) => {
    const page = role === 'admin' ? '/admin/reset-password' : '/reset-password';
    return {
      subject: 'Reset your password',
      body: (
        <EmailLayout
          preview="Choose a new password for your account."
          heading="Reset your password"
          greeting={greetingFor(context)}
          action={{
            label: 'Choose a new password',
            href: `${context.appUrl}${page}?token=${encodeURIComponent(token)}`,
          }}
          reason={REASONS.security}
        >
          <Text>Someone, hopefully you, asked to reset the password of your account.</Text>
          <Text>
            The link works once and until {formatWhen(expiresAt)}. If you did not ask for it, ignore this e-mail: your
            password stays as it is.
          </Text>
        </EmailLayout>
      ),
    };
  },
});

/** A sign-in from a device the account has not used before. */
export const newDeviceEmail = defineTemplate({
  data: z.object({ role, device: z.string(), address: z.string().nullable(), at: z.string() }),
  compose: ({ role, device, address, at }, context) => ({
    subject: 'New sign-in to your account',
    body: (
      <EmailLayout
        preview={`Your account was signed in to from ${device}.`}
        heading="New sign-in to your account"
        greeting={greetingFor(context)}
        action={{
          label: 'Review your sessions',
          href: `${context.appUrl}${role === 'admin' ? '/admin' : '/settings'}`,
        }}
        reason={REASONS.security}
      >
        <Text>Your account was just signed in to from a device we had not seen before:</Text>
        <Text>
          Device: {device}
          <br />
          Address: {address ?? 'unknown'}
          <br />
          Time: {formatWhen(at)}
        </Text>
        <Text>If this was you, there is nothing to do. If not, change your password now and sign out everywhere.</Text>
      </EmailLayout>
    ),
  }),
});
