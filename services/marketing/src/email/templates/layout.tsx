import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** The firm's name, as both apps' titles show it. */
export const FIRM_NAME = 'Funded Trader';

/** The apps' dark look: the header's navy, the accent of their primary buttons. */
const colours = { header: '#0b1220', accent: '#2563eb', text: '#1f2937', muted: '#6b7280', page: '#f3f4f6' };

export interface LayoutProps {
  /** The line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  greeting: string;
  children: ReactNode;
  /** The one thing to do, as a clear button; its address is also written out below it. */
  action?: { label: string; href: string } | undefined;
  /** Why this person got this e-mail, in the footer. */
  reason: string;
}

/** Every e-mail's frame: a dark header with the firm's name, the message, one button, the footer. */
export function EmailLayout({ preview, heading, greeting, children, action, reason }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.page, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '24px auto', backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: colours.header, padding: '20px 32px' }}>
            <Text style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 }}>{FIRM_NAME}</Text>
          </Section>
          <Section style={{ padding: '24px 32px', color: colours.text }}>
            <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
              {heading}
            </Heading>
            <Text>{greeting}</Text>
            {children}
            {action ? (
              <Section style={{ margin: '24px 0' }}>
                <Button
                  href={action.href}
                  style={{
                    backgroundColor: colours.accent,
                    color: '#ffffff',
                    borderRadius: '6px',
                    padding: '12px 20px',
                    fontWeight: 600,
                  }}
                >
                  {action.label}
                </Button>
                <Text style={{ color: colours.muted, fontSize: '12px' }}>Or open this address: {action.href}</Text>
              </Section>
            ) : null}
          </Section>
          <Hr style={{ margin: 0 }} />
          <Section style={{ padding: '16px 32px' }}>
            <Text style={{ color: colours.muted, fontSize: '12px', margin: 0 }}>{reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A moment as a reader anywhere understands it: '25 November 2026, 14:05 UTC'. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}
