import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { urlOf } from '@prop/contracts/endpoints/define';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import useSWR from 'swr';
import { callEndpoint, pathPrefixOf } from '../../../shared/api/endpoints.ts';

/** Prefix of every user's withdrawal list key, to refresh them all at once. */
export const userWithdrawalsPrefix = pathPrefixOf(payoutsEndpoints.getAdminUserWithdrawalsById);

export const userWithdrawalsKey = (userId: string) =>
  urlOf(payoutsEndpoints.getAdminUserWithdrawalsById, { id: userId });

export function getUserWithdrawals(userId: string): Promise<WithdrawalRequest[]> {
  return callEndpoint<WithdrawalRequest[]>(payoutsEndpoints.getAdminUserWithdrawalsById, userWithdrawalsKey(userId));
}

/** One user's requests, newest first. */
export function useUserWithdrawals(userId: string) {
  return useSWR(userId ? userWithdrawalsKey(userId) : null, () => getUserWithdrawals(userId));
}
