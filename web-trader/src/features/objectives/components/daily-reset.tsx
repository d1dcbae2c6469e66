import { StackedMeta } from '@prop/ui/stacked-list';
import { useEffect, useState } from 'react';
import { resetText } from '../utils/reset-countdown.ts';

/** The countdown shows whole minutes; a few ticks a minute keep it from lagging behind by one. */
const TICK_MS = 15_000;

export type DailyResetProps = {
  resetsAt: string;
  /** Called once the reset is reached, so the new trading day's figures are read. */
  onReached: () => void;
};

/** 'resets 00:00 · in 3 h 12 min', in the trader's own zone, counting down while shown. */
export function DailyReset({ resetsAt, onReached }: DailyResetProps) {
  const [now, setNow] = useState(() => new Date());
  const reached = now.getTime() >= new Date(resetsAt).getTime();

  useEffect(() => {
    if (reached) return;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [reached]);

  useEffect(() => {
    if (reached) onReached();
  }, [reached, onReached]);

  const text = resetText(resetsAt, now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return text ? <StackedMeta>{text}</StackedMeta> : null;
}
