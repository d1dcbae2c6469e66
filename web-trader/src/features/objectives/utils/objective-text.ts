import { moneyOf } from '@prop/contracts/money';
import type { Objective, ObjectiveStatus, ObjectiveUnit, ToGo } from '@prop/contracts/rule-pack';
import type { BadgeTone } from '@prop/ui/badge';
import { formatMoney } from '../../../shared/format-money.ts';

const figure = (value: number, minimumFractionDigits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits, maximumFractionDigits: 2 });

const counted = (count: number, one: string, many: string) => `${figure(count, 0)} ${count === 1 ? one : many}`;

/**
 * What is used (or reached) of a line, in its unit: '3.2% of 10%', '2 of 4 days', '0.5 of 2 lots'.
 * The figure used keeps one or two decimals of a percentage, so 4.0% reads as a measurement, not a limit.
 */
export function usedOfLimitText(current: number, limit: number, unit: ObjectiveUnit): string {
  switch (unit) {
    case 'percent':
      return `${figure(current, 1)}% of ${figure(limit, 0)}%`;
    case 'days':
      return `${figure(current, 0)} of ${counted(limit, 'day', 'days')}`;
    case 'lots':
      return `${figure(current, 0)} of ${counted(limit, 'lot', 'lots')}`;
    case 'leverage':
      return `1:${figure(current, 0)} of 1:${figure(limit, 0)}`;
    case 'deals':
      return `${figure(current, 0)} of ${counted(limit, 'deal', 'deals')}`;
    case 'positions':
      return `${figure(current, 0)} of ${counted(limit, 'position', 'positions')}`;
  }
}

/** An objective's current value and its line in words, as its row shows them. */
export function objectiveValueText(objective: Pick<Objective, 'rule' | 'current' | 'limit' | 'unit'>): string {
  const { rule, current, limit, unit } = objective;
  if (rule === 'consistency') {
    return `Best day ${figure(current, 1)}% of total profit, at most ${figure(limit, 0)}%`;
  }
  if (unit === 'leverage') return `1:${figure(current, 0)}, at most 1:${figure(limit, 0)}`;
  // A condition no deal or position may break counts its offenders against a line of zero.
  if (unit === 'deals') return current === 0 ? 'No deals' : counted(current, 'deal', 'deals');
  if (unit === 'positions') return current === 0 ? 'No positions' : counted(current, 'position', 'positions');
  return usedOfLimitText(current, limit, unit);
}

/** What a target still takes: '€640.00 more profit', '2 more trading days'. */
export function toGoText(toGo: ToGo, currency: string): string {
  if (toGo.unit === 'money') return `${formatMoney(moneyOf(toGo.amount), currency)} more profit`;
  return `${toGo.days} more ${toGo.days === 1 ? 'trading day' : 'trading days'}`;
}

export const STATUS_VIEW: Record<ObjectiveStatus, { text: string; tone: BadgeTone }> = {
  ok: { text: 'OK', tone: 'success' },
  warning: { text: 'Warning', tone: 'warning' },
  met: { text: 'Met', tone: 'success' },
  breached: { text: 'Breached', tone: 'danger' },
  violated: { text: 'Violated', tone: 'danger' },
};
