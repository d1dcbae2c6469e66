import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled, { css } from 'styled-components';
import { IconButton } from './button.tsx';
import { useIsMobile } from './use-is-mobile.tsx';

interface SidebarState {
  /** Whether the sidebar shows: in the layout on desktop, as an overlay below 768 px. */
  open: boolean;
  isMobile: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  sidebarId: string;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return state;
}

export interface SidebarProviderProps {
  children: ReactNode;
  /** Open on desktop at first (default true). Below 768 px the sidebar always starts closed. */
  defaultOpen?: boolean;
}

export function SidebarProvider({ children, defaultOpen = true }: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [desktopOpen, setDesktopOpen] = useState(defaultOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const sidebarId = useId();
  const open = isMobile ? mobileOpen : desktopOpen;
  const setOpen = useCallback((value: boolean) => (isMobile ? setMobileOpen : setDesktopOpen)(value), [isMobile]);
  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);
  const value = useMemo(
    () => ({ open, isMobile, setOpen, toggle, sidebarId }),
    [open, isMobile, setOpen, toggle, sidebarId],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/** The page frame: sidebar and main column side by side. */
export const SidebarLayout = styled.div`
  display: flex;
  min-height: 100vh;
  min-height: 100dvh;
`;

/** The main column beside the sidebar. */
export const SidebarMain = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export interface SidebarProps extends Omit<ComponentProps<'aside'>, 'id'> {
  'aria-label'?: string;
}

/**
 * The side panel. Desktop: a sticky column that the toggle hides and shows. Below 768 px: an
 * overlay with a backdrop that Esc, the backdrop or following a link inside closes.
 */
export function Sidebar({ children, 'aria-label': label = 'Sidebar', onClick, ...rest }: SidebarProps) {
  const { open, isMobile, setOpen, sidebarId } = useSidebar();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isMobile || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [isMobile, open, setOpen]);

  return (
    <>
      {isMobile && open ? <Backdrop aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <Panel
        ref={panel}
        id={sidebarId}
        aria-label={label}
        hidden={!open}
        tabIndex={-1}
        $overlay={isMobile}
        onClick={(event) => {
          onClick?.(event);
          if (isMobile && (event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        {...rest}
      >
        {isMobile ? (
          <MobileClose aria-label="Close sidebar" size="sm" onClick={() => setOpen(false)}>
            <X size={18} aria-hidden="true" />
          </MobileClose>
        ) : null}
        {children}
      </Panel>
    </>
  );
}

export interface SidebarToggleProps extends Omit<ComponentProps<'button'>, 'onClick' | 'children'> {}

/** The button that opens and closes the sidebar; labelled 'Open sidebar' / 'Close sidebar'. */
export function SidebarToggle(props: SidebarToggleProps) {
  const { open, isMobile, toggle, sidebarId } = useSidebar();
  const Icon = isMobile ? Menu : open ? PanelLeftClose : PanelLeftOpen;
  return (
    <IconButton
      aria-label={open ? 'Close sidebar' : 'Open sidebar'}
      aria-expanded={open}
      aria-controls={sidebarId}
      onClick={toggle}
      {...props}
    >
      <Icon size={20} aria-hidden="true" />
    </IconButton>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.aside<{ $overlay: boolean }>`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  width: ${({ theme }) => theme.layout.sidebarWidth};
  height: 100vh;
  height: 100dvh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  &[hidden] { display: none; }
  &:focus { outline: none; }
  ${({ $overlay, theme }) =>
    $overlay
      ? css`
          position: fixed;
          top: 0;
          left: 0;
          z-index: ${theme.zIndices.overlay + 1};
          max-width: 85vw;
          box-shadow: ${theme.shadows.overlay};
        `
      : css`
          position: sticky;
          top: 0;
        `}
`;

const MobileClose = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  padding-right: 56px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const SidebarNav = styled.nav`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
`;

/** Link look for sidebar entries; active on `aria-current="page"` (react-router's NavLink sets it). */
export const sidebarLinkStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; color: ${({ theme }) => theme.colors.text}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
  }
  & svg { flex-shrink: 0; }
`;

/** `<SidebarLink as={NavLink} to="/dashboard">` */
export const SidebarLink = styled.a`
  ${sidebarLinkStyles}
`;

export const SidebarFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
