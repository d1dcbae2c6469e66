import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { ViewAs } from '@prop/contracts/view-as';
import { apiRequest, getJsonOrNull } from '@prop/web-client/api-fetch';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { paths } from '../../../config/paths.ts';

const VIEW_AS_KEY = urlOf(identityEndpoints.getViewAs);
const END_VIEW_KEY = urlOf(identityEndpoints.postViewAsEnd);

/** The view an admin is in ("view as trader", docs/decisions/015), or null in a trader's own session. */
export function useViewAs() {
  const { data } = useSWR(VIEW_AS_KEY, (key: string) => getJsonOrNull<ViewAs>(key), { shouldRetryOnError: false });
  return data ?? null;
}

/**
 * Ends the view, then closes the tab the admin app opened for it; a tab that cannot be closed
 * (opened by hand) loads the trader area afresh, without the view.
 */
export function useEndView() {
  const mutation = useSWRMutation(
    END_VIEW_KEY,
    () => apiRequest<unknown>(identityEndpoints.postViewAsEnd.method, END_VIEW_KEY),
    { throwOnError: false },
  );
  const endView = async () => {
    await mutation.trigger();
    window.close();
    window.location.assign(paths.home.getHref());
  };
  return { endView, isEnding: mutation.isMutating };
}
