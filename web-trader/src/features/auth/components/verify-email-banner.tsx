import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification-messages';
import { Button } from '@prop/ui/button';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import styled from 'styled-components';
import { resendVerificationLink } from '../api/account-links.ts';

/** Above every trader page until the address is verified: withdrawals and card payments need it. */
export function VerifyEmailBanner() {
  const { toast } = useToast();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendVerificationLink();
      toast({ title: 'Link sent', description: message, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Link not sent',
        description: errorText(error, 'The link could not be sent. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Banner role="region" aria-label="E-mail verification">
      <span>{EMAIL_VERIFICATION_MESSAGES.banner}</span>
      <Button variant="secondary" size="sm" loading={sending} loadingText="Sending..." onClick={resend}>
        {EMAIL_VERIFICATION_MESSAGES.resend}
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;
