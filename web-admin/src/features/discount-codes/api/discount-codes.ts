import type { DiscountCode, DiscountCodeChange, DiscountCodeCreateInput } from '@prop/contracts/discount-code';
import { urlOf } from '@prop/contracts/endpoints/define';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';

export const discountCodesKey = urlOf(billingEndpoints.getAdminDiscountCodes);

/** Every discount code with its uses, newest first. */
export function useDiscountCodes() {
  return useSWR(discountCodesKey, (key: string) =>
    callEndpoint<DiscountCode[]>(billingEndpoints.getAdminDiscountCodes, key),
  );
}

const createEndpoint = billingEndpoints.postAdminDiscountCodes;

/** Creates a code, then reads the list again. */
export function useCreateDiscountCode() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(createEndpoint),
    (_key: string, { arg }: { arg: DiscountCodeCreateInput }) =>
      callEndpoint<DiscountCode>(createEndpoint, urlOf(createEndpoint), arg),
    { onSuccess: () => void mutate(discountCodesKey) },
  );
}

const changeEndpoint = billingEndpoints.patchAdminDiscountCodesById;

/** Changes a code's window or limits, or disables or enables it, then reads the list again. */
export function useChangeDiscountCode() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(changeEndpoint),
    (_key: string, { arg }: { arg: { id: string; change: DiscountCodeChange } }) =>
      callEndpoint<DiscountCode>(changeEndpoint, urlOf(changeEndpoint, { id: arg.id }), arg.change),
    { onSuccess: () => void mutate(discountCodesKey) },
  );
}
