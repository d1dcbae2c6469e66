import { ChevronDown, Menu } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

export interface NavMenuProps {
  /** Names the navigation landmark, e.g. 'Admin sections'. */
  label: string;
  /** The current section, shown on the button. */
  current: string;
  /** Closes the menu when it changes (pass the pathname). */
  closeKey?: string;
  /** The links, each a block of the open menu; style them with `navMenuLinkStyles` or use NavMenuLink. */
  children: ReactNode;
}

/**
 * The tabs of a narrow screen: a full-width "Menu · current section" button that opens every section
 * below it. Closes on Escape (focus returns to the button), on a route change and on a click outside.
 */
export function NavMenu({ label, current, closeKey, children }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new closeKey.
  useEffect(() => setOpen(false), [closeKey]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Root ref={root} aria-label={label}>
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Menu size={18} aria-hidden="true" />
        <span>
          Menu<Current> · {current}</Current>
        </span>
        <Chevron size={16} aria-hidden="true" $open={open} />
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </Root>
  );
}

const Root = styled.nav`
  position: relative;
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;
  & > span { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  flex-shrink: 0;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.transitions.fast};
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - 140px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &[hidden] { display: none; }
`;

/** One section of an open NavMenu; the current one follows `aria-current="page"` (react-router's NavLink). */
export const NavMenuLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  &:focus-visible { outline-offset: -2px; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
