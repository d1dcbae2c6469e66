import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { urlOf } from '@prop/contracts/endpoints/define';
import { apiRequest } from '@prop/web-client/api-fetch';
import { liveTouch, REFERRAL_STORAGE_KEY, referralCodeIn, touchAfterVisit, withoutReferral } from './referral-touch.ts';

/** localStorage, unless the browser refuses it (private modes, blocked storage): then nothing is kept. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * At start: an address carrying `?ref=<code>` keeps the first touch for 30 days, tells affiliates of
 * the visit (whatever its answer: a visit is no reason to bother the visitor) and drops the parameter.
 */
export function recordReferralVisit(): void {
  const code = referralCodeIn(window.location.search);
  if (!code) return;
  const store = storage();
  try {
    store?.setItem(
      REFERRAL_STORAGE_KEY,
      JSON.stringify(touchAfterVisit(store.getItem(REFERRAL_STORAGE_KEY), code, Date.now())),
    );
  } catch {
    // A full or refused storage keeps no touch; the visit still counts.
  }
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${withoutReferral(search)}${hash}`);
  apiRequest('POST', urlOf(affiliatesEndpoints.postAffiliateClick), { code }).catch(() => undefined);
}

/** The code a registration sends along: the first touch, while it still counts. */
export function referralCodeForRegistration(): string | undefined {
  try {
    return liveTouch(storage()?.getItem(REFERRAL_STORAGE_KEY) ?? null, Date.now())?.code;
  } catch {
    return undefined;
  }
}
