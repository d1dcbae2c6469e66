import styled from 'styled-components';
import { TableCell, TableHeader } from '../table.tsx';

/** A symbol, with its side and volume beside it where a card shows them. */
export const SymbolName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Figures sit closer than text columns, so a journal's many of them fit a desktop card without scrolling. */
export const NumberHeader = styled(TableHeader)`
  padding-left: ${({ theme }) => theme.space.sm};
  padding-right: ${({ theme }) => theme.space.sm};
  text-align: right;
`;

export const NumberCell = styled(TableCell)`
  padding-left: ${({ theme }) => theme.space.sm};
  padding-right: ${({ theme }) => theme.space.sm};
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
