import { TIMINGS } from '@prop/contracts/constants';
import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback, useRef } from 'react';

export interface JournalLiveHandlers {
  /** A position opened or closed: the positions, and whatever a closed trade changes, are read again. */
  onPositionsChanged: () => void;
  /** Prices moved: the open positions' current price and profit are read again. */
  onPricesMoved: () => void;
}

/**
 * The journal's /ws socket. A `positions_update` says a position opened or closed; an `account_update`
 * arrives about every second with new figures, and re-reads the positions at most every 2 s. Mount
 * once per page.
 */
export function useJournalLiveUpdates({ onPositionsChanged, onPricesMoved }: JournalLiveHandlers) {
  const lastPriceRead = useRef(0);
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'positions_update') {
        lastPriceRead.current = Date.now();
        onPositionsChanged();
      } else if (message.type === 'account_update' && Date.now() - lastPriceRead.current >= TIMINGS.accountRefreshMs) {
        lastPriceRead.current = Date.now();
        onPricesMoved();
      }
    },
    [onPositionsChanged, onPricesMoved],
  );
  return useRealtime('trader', true, onMessage);
}
