import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Icon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  max-width: 48ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** A quiet message for an empty list or a screen that has nothing to show yet. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Root>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Root>
  );
}
