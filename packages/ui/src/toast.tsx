import { TIMINGS } from '@prop/contracts/constants';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './button.tsx';
import { LIVE_REGION_ATTRIBUTE } from './dialog.tsx';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** How long the toast stays, in ms; 5000 by default. */
  duration?: number;
}

export interface ToastHandle {
  id: number;
  dismiss: () => void;
  update: (options: Partial<ToastOptions>) => void;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (one toast at a time). */
  toast: (options: ToastOptions) => ToastHandle;
  /** Dismisses the toast with this id, or the current toast. */
  dismiss: (id?: number) => void;
}

interface ShownToast extends ToastOptions {
  id: number;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Holds the single visible toast and renders it in a polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      const id = nextId.current++;
      setCurrent({ ...options, id });
      setPaused(false);
      return {
        id,
        dismiss: () => dismiss(id),
        update: (changes) => setCurrent((shown) => (shown?.id === id ? { ...shown, ...changes } : shown)),
      };
    },
    [dismiss],
  );

  const duration = current?.duration ?? TIMINGS.toastDurationMs;
  const currentId = current?.id;
  useEffect(() => {
    if (currentId === undefined || paused) return;
    const timer = setTimeout(() => dismiss(currentId), duration);
    return () => clearTimeout(timer);
  }, [currentId, duration, paused, dismiss]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <Viewport
          role="status"
          aria-live="polite"
          aria-atomic="true"
          aria-label="Notifications"
          {...{ [LIVE_REGION_ATTRIBUTE]: '' }}
        >
          {current ? (
            <ToastCard
              $variant={current.variant ?? 'default'}
              onPointerEnter={() => setPaused(true)}
              onPointerLeave={() => setPaused(false)}
              onFocus={() => setPaused(true)}
              onBlur={() => setPaused(false)}
            >
              <ToastIcon variant={current.variant ?? 'default'} />
              <Text>
                <Title>{current.title}</Title>
                {current.description ? <Description>{current.description}</Description> : null}
              </Text>
              <IconButton aria-label="Dismiss notification" size="sm" onClick={() => dismiss(current.id)}>
                <X size={16} aria-hidden="true" />
              </IconButton>
            </ToastCard>
          ) : null}
        </Viewport>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

function ToastIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'success') return <CircleCheck size={20} aria-hidden="true" />;
  if (variant === 'destructive') return <CircleAlert size={20} aria-hidden="true" />;
  return <Info size={20} aria-hidden="true" />;
}

const Viewport = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.lg};
  pointer-events: none;
  &:empty { padding: 0; }
  ${({ theme }) => theme.media.desktop} {
    top: auto;
    left: auto;
    bottom: 0;
    width: 100%;
    max-width: ${({ theme }) => theme.layout.toastMaxWidth};
  }
`;

const accent = {
  default: 'info',
  success: 'success',
  destructive: 'danger',
} as const;

const ToastCard = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-left: 4px solid ${({ theme, $variant }) => theme.colors[accent[$variant]]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  pointer-events: auto;
  & > svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme, $variant }) => theme.colors[accent[$variant]]};
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 1px;
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
