import type { AdminUser } from '@prop/contracts/user';
import { Badge } from '@prop/ui/badge';
import { Button, type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import { Eye, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { KycStatusBadge } from '../../../components/kyc-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { fullName } from '../../../lib/format.ts';

export interface UserRowProps {
  user: AdminUser;
  /** Extra actions (KYC decisions) shown before the row's own. */
  actions?: ReactNode;
  /** Whether the admin's roles open the user's details page. */
  withDetails: boolean;
  /** Absent when the admin's roles do not allow deleting a user: no button then. */
  onDelete?: (user: AdminUser) => void;
}

export function UserRow({ user, actions, withDetails, onDelete }: UserRowProps) {
  const name = fullName(user);
  const mt5 = user.account?.mt5AccountId;
  return (
    <Row>
      <Who>
        <Name>{name}</Name>
        <Email>{user.email}</Email>
        <Badges>
          <KycStatusBadge status={user.kycStatus} prefix="KYC" />
          {mt5 ? <Badge tone="info">MT5 {mt5}</Badge> : <Badge tone="neutral">No MT5</Badge>}
        </Badges>
      </Who>
      <Actions>
        {actions}
        {withDetails ? (
          <DetailsLink
            to={paths.user.getHref(user.id)}
            aria-label={`View details for ${name}`}
            $variant="secondary"
            $size="sm"
          >
            <Eye size={16} aria-hidden="true" />
            View details
          </DetailsLink>
        ) : null}
        {onDelete ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} aria-hidden="true" />}
            aria-label={`Delete ${name}`}
            onClick={() => onDelete(user)}
          >
            Delete
          </Button>
        ) : null}
      </Actions>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Email = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const DetailsLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
