import { Card, CardContent } from '@prop/ui/card';
import { TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The frame of the account pages opened from an e-mail or the sign-in form: the brand and one card. */
export function AccountCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Screen>
      <Brand>
        <BrandMark aria-hidden="true">
          <TrendingUp size={20} />
        </BrandMark>
        Funded Trader
      </Brand>
      <FormCard aria-label={heading}>
        <CardContent>
          <Heading>{heading}</Heading>
          {children}
        </CardContent>
      </FormCard>
    </Screen>
  );
}

/** A sentence of the page: what happened, or what to do. */
export const AccountText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
`;

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const BrandMark = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnAccent};
`;

const FormCard = styled(Card)`
  width: 100%;
  max-width: 28rem;
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
