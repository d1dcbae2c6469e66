import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden.tsx';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: ${spin} 1.6s linear infinite !important;
  }
`;

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Announced text; without it the spinner is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 16, label, className }: SpinnerProps) {
  if (!label) return <Ring $size={size} className={className} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A centred spinner with visible text, for a section or page that is loading. */
export function LoadingBlock({ label = 'Loading...' }: { label?: string }) {
  return (
    <Centered role="status">
      <Ring $size={20} aria-hidden="true" />
      <span>{label}</span>
    </Centered>
  );
}
