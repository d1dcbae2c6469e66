import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../config/paths.ts';
import { fullName } from '../lib/format.ts';

export interface TraderCellProps {
  /** The trader as the service knows them; absent once they were deleted. */
  user: { id: string; firstName: string; lastName: string; email: string } | null | undefined;
  /** The trader's id, shown on hover once their name is forgotten. */
  userId?: string;
}

/** The trader's name (linking to their details) and e-mail; a deleted trader has neither any more. */
export function TraderCell({ user, userId }: TraderCellProps) {
  if (!user) return <Muted title={userId}>Unknown trader</Muted>;
  return (
    <Who>
      <Link to={paths.user.getHref(user.id)}>{fullName(user)}</Link>
      <Muted>{user.email}</Muted>
    </Who>
  );
}

const Who = styled.span`
  display: flex;
  flex-direction: column;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
