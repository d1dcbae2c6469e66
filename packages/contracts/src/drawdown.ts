import { DRAWDOWN } from './constants.ts';

// Apart from the breach schemas so the trader's drawdown monitor does not bring zod with it.

export const DRAWDOWN_LEVELS = ['profitable', 'safe', 'warning', 'danger', 'breach'] as const;
export type DrawdownLevel = (typeof DRAWDOWN_LEVELS)[number];

/** Drawdown as a percentage of the initial deposit; 0 when equity is at or above it. */
export function drawdownPercent(initialDeposit: number, equity: number): number {
  if (initialDeposit <= 0 || equity >= initialDeposit) return 0;
  return ((initialDeposit - equity) / initialDeposit) * 100;
}

export function drawdownLevel(initialDeposit: number, equity: number): DrawdownLevel {
  if (equity > initialDeposit) return 'profitable';
  const percent = drawdownPercent(initialDeposit, equity);
  if (percent >= DRAWDOWN.breachAtPercent) return 'breach';
  if (percent > DRAWDOWN.dangerAbovePercent) return 'danger';
  if (percent > DRAWDOWN.warningAbovePercent) return 'warning';
  return 'safe';
}
