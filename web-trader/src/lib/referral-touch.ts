import { ATTRIBUTION_DAYS, normalReferralCode, REFERRAL_QUERY_PARAMETER } from '@prop/contracts/referral';

/** The first referral link a visitor followed, kept in this browser: the code and when (epoch ms). */
export interface ReferralTouch {
  code: string;
  at: number;
}

export const REFERRAL_STORAGE_KEY = 'prop.referral';
const WINDOW_MS = ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;

/** A stored touch that still counts: well-formed and younger than the attribution window. */
export function liveTouch(stored: string | null, now: number): ReferralTouch | null {
  if (!stored) return null;
  try {
    const touch = JSON.parse(stored) as Partial<ReferralTouch>;
    const code = normalReferralCode(touch.code);
    if (!code || typeof touch.at !== 'number' || touch.at > now || now - touch.at >= WINDOW_MS) return null;
    return { code, at: touch.at };
  } catch {
    return null;
  }
}

/** First touch wins: a later link changes nothing while the first still counts; after that it starts afresh. */
export function touchAfterVisit(stored: string | null, code: string, now: number): ReferralTouch {
  return liveTouch(stored, now) ?? { code, at: now };
}

/** The referral code of a link's address, or null: `?ref=<code>`. */
export function referralCodeIn(search: string): string | null {
  return normalReferralCode(new URLSearchParams(search).get(REFERRAL_QUERY_PARAMETER));
}

/** The address without the referral parameter, so a reload or a shared address does not carry it on. */
export function withoutReferral(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REFERRAL_QUERY_PARAMETER);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
