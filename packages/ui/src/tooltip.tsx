import { TIMINGS } from '@prop/contracts/constants';
import { cloneElement, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

/** When the last tooltip closed; another opening within the skip delay shows at once. */
let lastClosedAt = 0;

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element that accepts aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
}

/** Shows `content` after 700 ms of hover, at once on keyboard focus; Esc hides it. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  const setShown = (value: boolean) => {
    if (openRef.current && !value) lastClosedAt = Date.now();
    openRef.current = value;
    setOpen(value);
  };

  const show = (immediate: boolean) => {
    clearTimeout(timer.current);
    if (immediate || Date.now() - lastClosedAt < TIMINGS.tooltipSkipDelayMs) {
      setShown(true);
      return;
    }
    timer.current = setTimeout(() => setShown(true), TIMINGS.tooltipDelayMs);
  };

  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <Anchor
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') show(false);
      }}
      onPointerLeave={hide}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) show(true);
      }}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : children.props['aria-describedby'] })}
      {open ? (
        <Bubble id={id} role="tooltip" $side={side}>
          {content}
        </Bubble>
      ) : null}
    </Anchor>
  );
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $side: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  ${({ $side }) => ($side === 'top' ? 'bottom: calc(100% + 6px);' : 'top: calc(100% + 6px);')}
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  width: max-content;
  max-width: min(260px, 80vw);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  pointer-events: none;
`;
