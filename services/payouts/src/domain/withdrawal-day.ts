import { WITHDRAWAL_WEEKDAY } from '@prop/contracts/constants';
import { weekdayIn } from '@prop/service-kit/time-zone';

/** Withdrawals are taken only on Saturday, as the firm's own calendar (its time zone) has it. */
export function isWithdrawalDay(now: Date, timeZone: string): boolean {
  return weekdayIn(now, timeZone) === WITHDRAWAL_WEEKDAY;
}
