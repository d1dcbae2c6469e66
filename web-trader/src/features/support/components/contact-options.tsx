import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { StackedList, StackedMeta } from '@prop/ui/stacked-list';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SUPPORT_CONTACTS } from '../../../config/support-contacts.ts';

/** Help desk, left column: how to reach the support team and how fast it answers. */
export function ContactOptions() {
  return (
    <Card aria-labelledby="contact-options-title">
      <CardHeader>
        <CardTitle id="contact-options-title">Contact Options</CardTitle>
      </CardHeader>
      <CardContent>
        <StackedList $gap="lg">
          <Option icon={<Mail size={18} />} title="Email Support">
            <EmailLink href={`mailto:${SUPPORT_CONTACTS.email}`}>{breakableEmail(SUPPORT_CONTACTS.email)}</EmailLink>
          </Option>
          <Option icon={<Phone size={18} />} title="Phone Support">
            <a href={`tel:${SUPPORT_CONTACTS.phone.replaceAll(' ', '')}`}>{SUPPORT_CONTACTS.phone}</a>
          </Option>
          <Option icon={<Clock size={18} />} title="Response Time">
            {SUPPORT_CONTACTS.responseTime}
          </Option>
        </StackedList>
      </CardContent>
    </Card>
  );
}

/** An address too long for its column breaks after the '@', never inside the name or the domain. */
function breakableEmail(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function Option({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Item>
      <Icon aria-hidden="true">{icon}</Icon>
      <div>
        <Title>{title}</Title>
        <StackedMeta>{children}</StackedMeta>
      </div>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const EmailLink = styled.a`
  overflow-wrap: normal;
  word-break: normal;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
