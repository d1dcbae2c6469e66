import type { AdminListItem } from '@prop/contracts/admins';
import { Badge } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import type { AdminAction } from '../api/change-admin.ts';
import { ROLE_LABELS, STATUS_LABELS, STATUS_TONES } from '../utils/admin-labels.ts';
import { AdminActionDialog } from './admin-action-dialog.tsx';
import { EditRolesDialog } from './edit-roles-dialog.tsx';

function facts(admin: AdminListItem): string {
  return [
    admin.secondFactorEnrolled ? 'Second factor set up' : 'No second factor',
    admin.lastSignInAt ? `Last sign-in ${formatDateTime(admin.lastSignInAt)}` : 'Never signed in',
    `Added ${formatDateTime(admin.createdAt)}`,
  ].join(' · ');
}

/** Every admin with their roles and status; an owner edits roles, disables or enables, resets a second factor. */
export function AdminsList({ admins, currentAdminId }: { admins: AdminListItem[]; currentAdminId: string }) {
  const [pending, setPending] = useState<{ action: AdminAction; admin: AdminListItem } | null>(null);
  const [editing, setEditing] = useState<AdminListItem | null>(null);

  return (
    <>
      <StackedList aria-label="Admins">
        {admins.map((admin) => {
          const self = admin.id === currentAdminId;
          return (
            <StackedItem key={admin.id} aria-label={admin.email}>
              <StackedRow>
                <Who>
                  <strong>
                    {admin.name}
                    {self ? ' (you)' : ''}
                  </strong>
                  <span>{admin.email}</span>
                </Who>
                <Badge tone={STATUS_TONES[admin.status]}>{STATUS_LABELS[admin.status]}</Badge>
              </StackedRow>
              <Roles aria-label="Roles">
                {admin.roles.map((role) => (
                  <Badge key={role} tone={role === 'owner' ? 'warning' : 'info'}>
                    {ROLE_LABELS[role]}
                  </Badge>
                ))}
              </Roles>
              <StackedMeta>{facts(admin)}</StackedMeta>
              <Actions>
                <Button variant="secondary" size="sm" onClick={() => setEditing(admin)}>
                  Edit roles
                </Button>
                {admin.secondFactorEnrolled && !self ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setPending({ action: 'reset-second-factor', admin })}
                  >
                    Reset second factor
                  </Button>
                ) : null}
                {admin.status === 'disabled' ? (
                  <Button variant="secondary" size="sm" onClick={() => setPending({ action: 'enable', admin })}>
                    Enable
                  </Button>
                ) : self ? null : (
                  <Button variant="danger" size="sm" onClick={() => setPending({ action: 'disable', admin })}>
                    Disable
                  </Button>
                )}
              </Actions>
            </StackedItem>
          );
        })}
      </StackedList>
      <AdminActionDialog pending={pending} onClose={() => setPending(null)} />
      {editing ? <EditRolesDialog admin={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  & span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Roles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
