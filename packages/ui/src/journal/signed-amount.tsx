import styled from 'styled-components';
import { type Direction, directionOf, formatSignedMoney } from './journal-format.ts';

/** An amount with its sign as text and its colour as a second cue: green gained, red lost. */
export function SignedAmount({ amount, currency }: { amount: string; currency: string }) {
  return <Amount $direction={directionOf(amount)}>{formatSignedMoney(amount, currency)}</Amount>;
}

export const Amount = styled.span<{ $direction: Direction }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $direction }) =>
    $direction === 'gain' ? theme.colors.success : $direction === 'loss' ? theme.colors.danger : theme.colors.text};
`;
