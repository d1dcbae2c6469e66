import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.text}; text-decoration: underline; }
`;

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledLink to={to}>
      <ArrowLeft size={16} aria-hidden="true" />
      {children}
    </StyledLink>
  );
}
