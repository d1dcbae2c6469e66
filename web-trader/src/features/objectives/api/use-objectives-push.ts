import { phasePassed } from '@prop/contracts/events/programs';
import { accountObjectivesSchema } from '@prop/contracts/program';
import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useToast } from '@prop/ui/toast';
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { refreshDelayMs } from '../utils/refresh-throttle.ts';
import { phasePassedText, riskWarningSchema, warningToastText } from '../utils/toast-texts.ts';
import { OBJECTIVES_KEY } from './get-objectives.ts';

/** Equity ticks move the loss and profit figures every second; the card follows them this often. */
const ACCOUNT_REFRESH_MS = 10_000;

/**
 * What a push means for the Trading Objectives card: `objectives_update` writes the objectives it
 * carries (or has them read again when it carries none), a breach re-reads them at once, an
 * account tick at most every 10 s (the last tick of an interval is read at its end), a phase
 * started or passed re-reads them (a pass with a toast), and a `risk_warning` re-reads them and shows a toast.
 */
export function useObjectivesPush(): (message: RealtimeMessage) => void {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const lastRefreshAt = useRef<number | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(pending.current), []);

  const markRead = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    lastRefreshAt.current = Date.now();
  }, []);
  const refresh = useCallback(() => {
    markRead();
    void mutate(OBJECTIVES_KEY);
  }, [markRead, mutate]);

  return useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'objectives_update') {
        const objectives = accountObjectivesSchema.safeParse(message.data);
        if (!objectives.success) return refresh();
        markRead();
        void mutate(OBJECTIVES_KEY, objectives.data, { revalidate: false });
        return;
      }
      if (message.type === 'breach_update') return refresh();
      if (message.type === 'phase_update') {
        const passed = phasePassed.data.safeParse(message.data);
        if (passed.success) toast({ title: phasePassedText(passed.data), variant: 'success' });
        return refresh();
      }
      if (message.type === 'account_update') {
        if (pending.current !== undefined) return;
        const delay = refreshDelayMs(lastRefreshAt.current, Date.now(), ACCOUNT_REFRESH_MS);
        if (delay === 0) return refresh();
        pending.current = setTimeout(refresh, delay);
        return;
      }
      if (message.type === 'risk_warning') {
        refresh();
        const warning = riskWarningSchema.safeParse(message.data);
        if (!warning.success) return;
        toast({
          title: warningToastText(warning.data),
          variant: warning.data.level === 90 ? 'destructive' : 'default',
        });
      }
    },
    [markRead, mutate, refresh, toast],
  );
}
