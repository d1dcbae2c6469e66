import { LoadingBlock } from '@prop/ui/spinner';
import { Page, PageHeader } from '@prop/ui/page';
import styled from 'styled-components';
import { ActiveSessions } from '../../features/settings/components/active-sessions.tsx';
import { AddressForm } from '../../features/settings/components/address-form.tsx';
import { EmailPreferences } from '../../features/settings/components/email-preferences.tsx';
import { PasswordForm } from '../../features/settings/components/password-form.tsx';
import { PersonalInfoForm } from '../../features/settings/components/personal-info-form.tsx';
import { SecurityInfo } from '../../features/settings/components/security-info.tsx';
import { YourData } from '../../features/settings/components/your-data.tsx';
import { useUser } from '../../lib/auth.ts';

export function SettingsRoute() {
  const { user } = useUser();
  return (
    <Page>
      <title>Settings · Funded Trader</title>
      <PageHeader title="Account Settings" subtitle="Manage your profile, address and password" />
      {user ? (
        <Forms>
          <PersonalInfoForm user={user} />
          <AddressForm user={user} />
          <PasswordForm />
          <EmailPreferences user={user} />
          <ActiveSessions />
          <YourData />
        </Forms>
      ) : (
        <LoadingBlock label="Loading..." />
      )}
      <SecurityInfo />
    </Page>
  );
}

const Forms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  align-items: start;
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
