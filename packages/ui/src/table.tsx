import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Scroll = styled.div`
  /* Contains absolutely positioned cells' content (visually hidden headers), which would otherwise
     escape the scroll and widen the whole page on a phone. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A horizontally scrollable frame; give it an aria-label so the keyboard-focusable region is named. */
export function TableContainer(props: ComponentProps<'div'>) {
  return <Scroll role="region" tabIndex={0} {...props} />;
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A table that keeps its columns readable on phones: at least `$minWidth` wide, each cell on one
 * line unless `$wrap`; its TableContainer scrolls sideways instead.
 */
export const WideTable = styled(Table)<{ $minWidth: string; $wrap?: boolean }>`
  min-width: ${({ $minWidth }) => $minWidth};
  ${({ $wrap }) =>
    !$wrap &&
    css`
      & td { white-space: nowrap; }
    `}
`;

export const TableCaption = styled.caption`
  padding: ${({ theme }) => theme.space.md};
  text-align: left;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TableHead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

export const TableBody = styled.tbody``;

export const TableRow = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tbody &:last-child { border-bottom: 0; }
  tbody &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

export const TableHeader = styled.th`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export const TableCell = styled.td`
  padding: ${({ theme }) => theme.space.md};
  vertical-align: middle;
`;

/** A full-width row with a message, for empty or failed lists. */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <EmptyCell colSpan={colSpan}>{children}</EmptyCell>
    </tr>
  );
}

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
