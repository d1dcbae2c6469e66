import styled from 'styled-components';
import type { AppTheme } from './theme.tsx';

type Space = keyof AppTheme['space'];

/** A column of entries without bullets, `$gap` (sm) apart; name it with `aria-label` where it is a list of records. */
export const StackedList = styled.ul<{ $gap?: Space }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * One bordered entry of a StackedList, its parts one below the other. Compact by default, for a few lines of
 * text and a small button, which keep their own width. `$roomy` is for entries that hold whole blocks
 * (a grid of facts, a thread, a form): more space, and every block takes the full width.
 */
export const StackedItem = styled.li<{ $roomy?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $roomy }) => ($roomy ? 'stretch' : 'flex-start')};
  gap: ${({ theme, $roomy }) => ($roomy ? theme.space.md : theme.space.xs)};
  min-width: 0;
  padding: ${({ theme, $roomy }) => ($roomy ? theme.space.lg : theme.space.md)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * An entry's heading line: its title at the left, a badge or an action at the right, wrapping below on narrow
 * screens. `$align="flex-start"` keeps the badge at the top beside a title of two lines.
 */
export const StackedRow = styled.div<{ $align?: 'center' | 'flex-start' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-width: 0;
`;

/** Small muted details of an entry (dates, references, an email); long words wrap instead of overflowing. */
export const StackedMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
