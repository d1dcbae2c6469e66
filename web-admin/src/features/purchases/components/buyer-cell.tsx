import type { AdminPurchase } from '@prop/contracts/purchase';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { fullName } from '../../../lib/format.ts';

/** The buyer's name (linking to their details) and email; billing forgets both when the user is deleted. */
export function BuyerCell({ purchase }: { purchase: AdminPurchase }) {
  if (!purchase.user) return <Muted title={purchase.userId}>Unknown trader</Muted>;
  return (
    <Who>
      <Link to={paths.user.getHref(purchase.userId)}>{fullName(purchase.user)}</Link>
      <Muted>{purchase.user.email}</Muted>
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
