import type { ComponentProps } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'caution' | 'danger' | 'info' | 'neutral';

const toneColors = {
  success: ['success', 'successSoft'],
  warning: ['warning', 'warningSoft'],
  caution: ['caution', 'cautionSoft'],
  danger: ['danger', 'dangerSoft'],
  info: ['info', 'infoSoft'],
  neutral: ['neutral', 'neutralSoft'],
} as const;

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[toneColors[$tone][0]]};
  background: ${({ theme, $tone }) => theme.colors[toneColors[$tone][1]]};
  & svg { flex-shrink: 0; }
`;

export interface BadgeProps extends ComponentProps<'span'> {
  /** success green, warning orange, caution yellow, danger red, info blue, neutral grey. */
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  return <Pill $tone={tone} {...props} />;
}
