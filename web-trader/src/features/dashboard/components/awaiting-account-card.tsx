import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const AWAITING_ACCOUNT_TEXT = 'Live data arrives here once your trading account is linked.';

export type AwaitingAccountCardProps = {
  title: string;
  description?: string;
  /** Rules that already hold, shown under the notice. */
  children?: ReactNode;
};

/**
 * Frame of a dashboard card whose live content needs the linked MT5 account. Each placeholder
 * using it is its own component, to be replaced by the real card.
 */
export function AwaitingAccountCard({ title, description, children }: AwaitingAccountCardProps) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <div>
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
      </CardHeader>
      <CardContent>
        <Notice>
          <Link2 size={18} aria-hidden="true" />
          <span>{AWAITING_ACCOUNT_TEXT}</span>
        </Notice>
        {children ? <Details>{children}</Details> : null}
      </CardContent>
    </Card>
  );
}

const Notice = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & svg { flex-shrink: 0; margin-top: 2px; }
`;

const Details = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
