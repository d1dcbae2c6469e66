import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from './badge.tsx';

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
  container-type: inline-size;
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: break-word;
  @container (min-width: 240px) {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const toneColor = {
  success: 'success',
  warning: 'warning',
  caution: 'caution',
  danger: 'danger',
  info: 'info',
  neutral: 'neutral',
} as const;

const IconBox = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  background: ${({ theme, $tone }) => theme.colors[`${toneColor[$tone]}Soft`]};
  @container (max-width: 200px) {
    display: none;
  }
`;

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: BadgeTone;
  hint?: ReactNode;
}

/** A labelled figure; exposed as a group named by its label (`getByRole('group', { name })`). */
export function StatCard({ label, value, icon, tone = 'info', hint }: StatCardProps) {
  return (
    <Root role="group" aria-label={label}>
      <div>
        <Label>{label}</Label>
        <Value>{value}</Value>
        {hint ? <Hint>{hint}</Hint> : null}
      </div>
      {icon ? (
        <IconBox $tone={tone} aria-hidden="true">
          {icon}
        </IconBox>
      ) : null}
    </Root>
  );
}
