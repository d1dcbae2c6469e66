import { WITHDRAWAL_WEEKDAY } from '@prop/contracts/constants';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function weekdayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local day of the week (0 = Sunday) of an instant in a time zone, daylight saving included. */
export function localWeekday(now: Date, timeZone: string): number {
  return WEEKDAYS.indexOf(weekdayFormatter(timeZone).format(now));
}

/** Withdrawals are taken only on Saturday, as the firm's own calendar (its time zone) has it. */
export function isWithdrawalDay(now: Date, timeZone: string): boolean {
  return localWeekday(now, timeZone) === WITHDRAWAL_WEEKDAY;
}
