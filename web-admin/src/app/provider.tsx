import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { useFocusRecovery } from '@prop/ui/focus-region';
import { ThemeProvider } from '@prop/ui/theme';
import { ToastProvider, useToast } from '@prop/ui/toast';
import { isUnauthorized } from '@prop/web-client/api-fetch';
import { SWR_DEFAULTS } from '@prop/web-client/swr-defaults';
import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { ADMIN_TOASTS } from '../config/messages.ts';
import { areaPrefixOf } from '../shared/api/endpoints.ts';
import { adminKey } from '../shared/api/get-admin.ts';

/** Every read of the API has a key starting with this ('/api/'). */
const API_PREFIX = areaPrefixOf(identityEndpoints.getAdminMe, 1);

/**
 * SWR with the spec's defaults. A read that answers 401 mid-session means the admin session
 * ended: say so once and re-check the session, which sends the admin back to sign-in.
 */
function DataProvider({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  return (
    <SWRConfig
      value={{
        ...SWR_DEFAULTS,
        onError: (error, key) => {
          if (!isUnauthorized(error) || key === adminKey || !String(key).startsWith(API_PREFIX)) return;
          toast({
            title: ADMIN_TOASTS.sessionExpiredTitle,
            description: ADMIN_TOASTS.sessionExpired,
            variant: 'destructive',
          });
          void mutate(adminKey);
        },
      }}
    >
      {children}
    </SWRConfig>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  useFocusRecovery();
  return (
    <ThemeProvider>
      <ToastProvider>
        <DataProvider>{children}</DataProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
