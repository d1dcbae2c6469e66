import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { fullName } from '../../../lib/format.ts';

/** The trader's name (linking to their details) and email; a deleted trader has neither any more. */
export function TraderCell({ request }: { request: WithdrawalRequest }) {
  if (!request.user) return <Muted>Unknown trader</Muted>;
  return (
    <Who>
      <Link to={paths.user.getHref(request.user.id)}>{fullName(request.user)}</Link>
      <Muted>{request.user.email}</Muted>
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
