import { Button } from '@prop/ui/button';
import { Card, CardContent } from '@prop/ui/card';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

/** The card that replaces the form after a ticket is filed (docs/product-rules.md §2, §4). */
export function TicketSubmitted({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the trader was in has gone; move focus to the news that replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby="ticket-submitted-title">
      <CardContent>
        <Body>
          <Icon aria-hidden="true">
            <CircleCheck size={32} />
          </Icon>
          <Heading id="ticket-submitted-title" ref={heading} tabIndex={-1}>
            Ticket Submitted Successfully!
          </Heading>
          <Text>
            Thank you for contacting us. Our support team will review your request and respond within 24 hours.
          </Text>
          <Button variant="secondary" onClick={onAnother}>
            Submit Another Ticket
          </Button>
        </Body>
      </CardContent>
    </Card>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  text-align: center;
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &:focus { outline: none; }
`;

const Text = styled.p`
  max-width: 44ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;
