import { type DrawdownLevel, drawdownLevel, drawdownPercent } from '@prop/contracts/drawdown';
import { DRAWDOWN } from '@prop/contracts/constants';
import type { BadgeTone } from '@prop/ui/badge';

export const BREACH_TEXT = 'BREACH ALERT - Account Lost';
export const PROFITABLE_TEXT = 'Account is profitable';

export const LEVEL_VIEW: Record<DrawdownLevel, { text: string; tone: BadgeTone }> = {
  profitable: { text: PROFITABLE_TEXT, tone: 'success' },
  safe: { text: 'Safe', tone: 'success' },
  warning: { text: 'Warning', tone: 'warning' },
  danger: { text: 'Danger', tone: 'danger' },
  breach: { text: BREACH_TEXT, tone: 'danger' },
};

export type DrawdownState = {
  level: DrawdownLevel;
  /** Drawdown as a percentage of the initial deposit, 0 at or above it. */
  percent: number;
  /** How far toward the 5.00% limit, 0 to 100. */
  progress: number;
};

export function drawdownState(initialDeposit: number, equity: number): DrawdownState {
  const percent = drawdownPercent(initialDeposit, equity);
  return {
    level: drawdownLevel(initialDeposit, equity),
    percent,
    progress: Math.min(100, (percent / DRAWDOWN.maxPercent) * 100),
  };
}
