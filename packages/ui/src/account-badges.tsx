import { Snowflake } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from './badge.tsx';

/**
 * A trading account's badges: its status, then "frozen" while a payment dispute holds it (issue 20),
 * as the trader's dashboard and the admin's account card both show them.
 */
export function AccountBadges({ status, frozen }: { status: ReactNode; frozen: string | null }) {
  return (
    <Badges>
      {status}
      {frozen ? (
        <Badge tone="danger">
          <Snowflake size={14} aria-hidden="true" />
          {frozen}
        </Badge>
      ) : null}
    </Badges>
  );
}

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
