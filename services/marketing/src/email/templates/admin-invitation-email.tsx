import { Text } from '@react-email/components';
import { z } from 'zod';
import { EmailLayout, FIRM_NAME, formatWhen } from './layout.tsx';
import { defineTemplate, greetingFor } from './template.ts';

/** An owner invited this address to the back office: the link chooses the first password. */
export const adminInvitationEmail = defineTemplate({
  data: z.object({ token: z.string().min(1), expiresAt: z.string(), invitedBy: z.string() }),
  compose: ({ token, expiresAt, invitedBy }, context) => ({
    subject: `You are invited to the ${FIRM_NAME} back office`,
    body: (
      <EmailLayout
        preview={`${invitedBy} invited you to the ${FIRM_NAME} back office.`}
        heading="Join the back office"
        greeting={greetingFor(context)}
        action={{
          label: 'Choose your password',
          href: `${context.appUrl}/admin/accept-invitation?token=${encodeURIComponent(token)}`,
        }}
        reason={`You received this e-mail because an owner of ${FIRM_NAME} invited this address to its back office. If you did not expect it, ignore it: no one can sign in until a password is chosen.`}
      >
        <Text>
          {invitedBy} invited you to the {FIRM_NAME} back office. Choose your password to sign in.
        </Text>
        <Text>The link works once and until {formatWhen(expiresAt)}.</Text>
      </EmailLayout>
    ),
  }),
});
