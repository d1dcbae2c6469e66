import { MIN_WITHDRAWAL_PROFIT } from '@prop/contracts/constants';
import type { WithdrawalRequest } from '@prop/contracts/withdrawal';

export interface EligibilityRefreshInput {
  /** Total profit; null without MT5 figures. */
  profit: number | null;
  /** The trader's requests; absent while they load. */
  requests: Pick<WithdrawalRequest, 'id' | 'status'>[] | null | undefined;
  /** Whether today is the withdrawal day; undefined while it is asked. */
  isWithdrawalDay: boolean | undefined;
}

/**
 * What of the card's other data changes the conditions list: a request made or decided, the day
 * turning, the profit crossing the minimum, MT5 figures coming or going. The profit itself moves
 * every second, far too often to ask the server each time.
 */
export function eligibilityRefreshKey({ profit, requests, isWithdrawalDay }: EligibilityRefreshInput): string {
  const profitState = profit === null ? 'none' : profit >= MIN_WITHDRAWAL_PROFIT ? 'enough' : 'short';
  const requestState = requests?.map(({ id, status }) => `${id}:${status}`).join(',') ?? 'loading';
  return [profitState, requestState, String(isWithdrawalDay)].join('|');
}
