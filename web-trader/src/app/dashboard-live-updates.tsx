import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useAccountPush } from '../features/account/api/use-account-push.ts';
import { CERTIFICATES_KEY } from '../features/certificates/api/get-certificates.ts';
import { refreshesCertificates } from '../features/certificates/utils/certificate-links.ts';
import { KYC_KEY } from '../features/kyc/api/get-kyc.ts';
import { useObjectivesPush } from '../features/objectives/api/use-objectives-push.ts';
import { WITHDRAWALS_KEY } from '../features/withdrawals/api/get-withdrawals.ts';

/**
 * The dashboard's one /ws socket: an `account_update` or `breach_update` writes its figures into the
 * shown account (no GET); a `withdrawal_update` or `kyc_update` names what changed without its
 * contents, so the withdrawal list or the KYC state is read again; the trading objectives follow
 * their own pushes and show a `risk_warning` as a toast; a `phase_update` or `withdrawal_update` may
 * have issued a certificate, so the certificates are read again. Mount once per page.
 *
 * A component, loaded after the dashboard's first render (routes/dashboard.tsx): reading the
 * messages and pushes takes zod, which that render does not wait for. The socket opens when this
 * mounts, so every push it receives finds its readers already loaded.
 */
export function DashboardLiveUpdates({ enabled }: { enabled: boolean }) {
  const { mutate } = useSWRConfig();
  const applyAccountPush = useAccountPush();
  const applyObjectivesPush = useObjectivesPush();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      applyAccountPush(message);
      applyObjectivesPush(message);
      if (message.type === 'withdrawal_update') void mutate(WITHDRAWALS_KEY);
      if (message.type === 'kyc_update') void mutate(KYC_KEY);
      if (refreshesCertificates(message.type)) void mutate(CERTIFICATES_KEY);
    },
    [mutate, applyAccountPush, applyObjectivesPush],
  );
  useRealtime('trader', enabled, onMessage);
  return null;
}
