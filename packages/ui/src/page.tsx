import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The content column of a screen. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const PageSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links shown at the right (below on narrow screens). */
  actions?: ReactNode;
  /** Content above the title, such as a back link. */
  before?: ReactNode;
}

export function PageHeader({ title, subtitle, actions, before }: PageHeaderProps) {
  return (
    <Header>
      <div>
        {before}
        <PageTitle>{title}</PageTitle>
        {subtitle ? <PageSubtitle>{subtitle}</PageSubtitle> : null}
      </div>
      {actions ? <PageActions>{actions}</PageActions> : null}
    </Header>
  );
}

/** A responsive grid of cards: as many columns of at least `$min` (220px) as fit, stretched to fill the row. */
export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '220px' }) => $min}), 1fr));
`;
