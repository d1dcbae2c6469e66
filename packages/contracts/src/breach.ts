import { z } from 'zod';
import { DRAWDOWN } from './constants.ts';

export const drawdownBreachSchema = z.object({
  id: z.string(),
  breachPercentage: z.number(),
  initialDeposit: z.number(),
  currentEquity: z.number(),
  breachedAt: z.string(),
  mt5AccountId: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userEmail: z.string(),
});
export type DrawdownBreach = z.infer<typeof drawdownBreachSchema>;

/** The browser's hint; the risk service re-checks it against its own data. */
export const breachCheckSchema = z.object({
  userId: z.string(),
  accountId: z.string(),
  breachPercentage: z.number(),
  initialDeposit: z.number(),
  currentEquity: z.number(),
  mt5AccountId: z.string(),
});

export const resolveBreachSchema = z.object({
  breachId: z.string().uuid(),
  adminNotes: z.string().trim().max(2000).optional(),
});

export type DrawdownLevel = 'profitable' | 'safe' | 'warning' | 'danger' | 'breach';

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
