import styled from 'styled-components';
import { type AppTheme, focusRing } from './theme.tsx';
import { visuallyHiddenStyles } from './visually-hidden.tsx';

/**
 * A radio group drawn as cards: each card is the label of its radio, so the whole card picks it.
 *
 *   <ChoiceGroup>
 *     <ChoiceLegend>…</ChoiceLegend>
 *     <ChoiceOptions $min="200px">
 *       <ChoiceCard><ChoiceRadio type="radio" … />…</ChoiceCard>
 *     </ChoiceOptions>
 *   </ChoiceGroup>
 *
 * The card's layout, padding, corners and fills are the caller's (extend with `styled(ChoiceCard)`).
 */

/** The fieldset without the browser's frame, so the legend reads as a heading above the cards. */
export const ChoiceGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** `$size` sm (default) reads as a form field's label, lg as the heading of a section. */
export const ChoiceLegend = styled.legend<{ $size?: 'sm' | 'lg' }>`
  margin-bottom: ${({ theme, $size }) => ($size === 'lg' ? theme.space.md : theme.space.sm)};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The cards: as many columns of at least `$min` as fit, one column on a phone; `$gap` (sm) between them. */
export const ChoiceOptions = styled.div<{ $min: string; $gap?: keyof AppTheme['space'] }>`
  display: grid;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}), 1fr));
`;

/** The native radio, hidden but still focusable and announced; its card shows its state. */
export const ChoiceRadio = styled.input`
  ${visuallyHiddenStyles}
`;

/** The label around one ChoiceRadio: a bordered card that shows the radio's focus and checked state. */
export const ChoiceCard = styled.label`
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:has(input:focus-visible) { ${focusRing} }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.info}; }
  &:has(input:disabled) { cursor: not-allowed; opacity: 0.7; }
`;
