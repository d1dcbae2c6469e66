import { Card, CardContent } from '@prop/ui/card';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CenteredMain } from '../../../components/centered-main.tsx';

/** The signed-out back-office frame of sign-in and the password pages: the brand and one card. */
export function AccountPanel({
  heading,
  children,
  footnote,
}: {
  heading: string;
  children: ReactNode;
  footnote?: string;
}) {
  return (
    <AccountScreen>
      <Panel>
        <Brand>
          <BrandIcon aria-hidden="true">
            <ShieldCheck size={24} />
          </BrandIcon>
          <span>Funded Trader · Back Office</span>
        </Brand>
        <Card aria-label={heading}>
          <CardContent>
            <Heading>{heading}</Heading>
            {children}
          </CardContent>
        </Card>
        {footnote ? <Footnote>{footnote}</Footnote> : null}
      </Panel>
    </AccountScreen>
  );
}

export const AccountScreen = styled(CenteredMain)`
  background:
    radial-gradient(ellipse at top, rgba(37, 99, 235, 0.14), transparent 60%),
    ${({ theme }) => theme.colors.background};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 420px;
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BrandIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textOnAccent};
  background: ${({ theme }) => theme.colors.primary};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Footnote = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
