import type { AdminUser } from '@prop/contracts/user';
import { Badge } from '@prop/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import type { ReactNode } from 'react';
import { Details } from '../../../components/details-list.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

export function PersonalInfoCard({ user }: { user: AdminUser }) {
  const mt5 = user.account?.mt5AccountId;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
      </CardHeader>
      <CardContent>
        <Details>
          <Item label="First name">{user.firstName}</Item>
          <Item label="Last name">{user.lastName}</Item>
          <Item label="Email">{user.email}</Item>
          <Item label="Phone">{user.phoneNumber}</Item>
          <Item label="Date of birth">{formatDate(user.dateOfBirth)}</Item>
          <Item label="Address">{user.address}</Item>
          <Item label="City">{user.city}</Item>
          <Item label="Postal code">{user.postalCode}</Item>
          <Item label="Country">{user.country}</Item>
          <Item label="Member since">{formatDate(user.createdAt)}</Item>
          <Item label="Marketing e-mails">
            {user.marketingConsent ? <Badge tone="success">Consented</Badge> : <Badge tone="neutral">No consent</Badge>}
          </Item>
          <Item label="Consent recorded">{formatDateTime(user.marketingConsentAt)}</Item>
          <Item label="MT5 account">
            {mt5 ? <Badge tone="info">{mt5}</Badge> : <Badge tone="neutral">Not linked</Badge>}
          </Item>
        </Details>
      </CardContent>
    </Card>
  );
}
