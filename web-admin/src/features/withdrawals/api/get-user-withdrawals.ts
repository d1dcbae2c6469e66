import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

/** Prefix of every user's withdrawal list key, to refresh them all at once. */
export const userWithdrawalsPrefix = '/api/admin/user/withdrawals/';

export const userWithdrawalsKey = (userId: string) => `${userWithdrawalsPrefix}${encodeURIComponent(userId)}`;

export function getUserWithdrawals(userId: string): Promise<WithdrawalRequest[]> {
  return apiRequest<WithdrawalRequest[]>('GET', userWithdrawalsKey(userId));
}

/** One user's requests, newest first. */
export function useUserWithdrawals(userId: string) {
  return useSWR(userId ? userWithdrawalsKey(userId) : null, () => getUserWithdrawals(userId));
}
