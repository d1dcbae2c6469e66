import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './button.tsx';
import { fallbackFocusFor } from './focus-region.tsx';

/** Elements on <body> with this attribute stay usable while a dialog is open (the toast viewport). */
export const LIVE_REGION_ATTRIBUTE = 'data-live-region';

const widths = { sm: '420px', md: '560px', lg: '760px' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Focus back to the control that opened the dialog; when it is gone or disabled by then (the
 * request it opened was done), to the innermost region around it still shown. A live update may
 * have rendered that region anew, or removed it with its last row, while the dialog was open.
 */
function returnFocus(opener: HTMLElement | null, fallback: (() => void) | null): void {
  if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
  else fallback?.();
}

export interface DialogProps {
  open: boolean;
  /** Called on Esc, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  size?: keyof typeof widths;
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button (Esc still closes). */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog labelled by its title: focus moves to the first control inside (or one marked
 * `data-autofocus`), Tab stays inside, Esc and the backdrop close it, focus returns to the opener,
 * the page behind is inert and does not scroll. Content mounts only while open. Toasts stay visible
 * and usable above it, so an error raised from a dialog is seen.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  hideCloseButton = false,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = opener ? fallbackFocusFor(opener) : null;
    // Everything beside this dialog and the live regions (toasts) becomes inert while it is open.
    const others = [...document.body.children].filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && el !== backdrop.current && !el.hasAttribute(LIVE_REGION_ATTRIBUTE) && !el.inert,
    );
    for (const el of others) el.inert = true;
    const root = panel.current;
    if (root) {
      const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const el of others) el.inert = false;
      document.body.style.overflow = overflow;
      returnFocus(opener, fallback);
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      ref={backdrop}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <header>
          <Title id={titleId}>{title}</Title>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
        </header>
        {children}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        {hideCloseButton ? null : (
          <Close aria-label="Close" size="sm" onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </Close>
        )}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
`;

const Panel = styled.div<{ $size: keyof typeof widths }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: 100%;
  margin: auto;
  padding: ${({ theme }) => theme.space.xl};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &:focus { outline: none; }
`;

const Title = styled.h2`
  padding-right: 40px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Right-aligned action row; the Dialog's `footer` prop renders one. */
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
`;
