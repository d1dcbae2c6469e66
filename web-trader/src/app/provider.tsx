import { useFocusRecovery } from '@prop/ui/focus-region';
import { ThemeProvider } from '@prop/ui/theme';
import { ToastProvider } from '@prop/ui/toast';
import { SWR_DEFAULTS } from '@prop/web-client/swr-defaults';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useSessionExpiry } from '../lib/session-expiry.ts';

/** SWR with the platform defaults; every failed read passes the session-expiry check in one place. */
function DataProvider({ children }: { children: ReactNode }) {
  const handleSessionExpiry = useSessionExpiry();
  return <SWRConfig value={{ ...SWR_DEFAULTS, onError: handleSessionExpiry }}>{children}</SWRConfig>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  useFocusRecovery();
  return (
    <ThemeProvider>
      <ToastProvider>
        <DataProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </DataProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
