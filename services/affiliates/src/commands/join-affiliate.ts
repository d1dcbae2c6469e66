import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AffiliatesContext } from '../context.ts';
import { findAffiliate, insertAffiliate } from '../db/affiliates.ts';
import type { AffiliateRow } from '../db/types.ts';
import { newReferralCode } from '../domain/referral-code.ts';

/** Tries this many codes before giving up; with 31^8 codes a second try is already rare. */
const ATTEMPTS = 5;

/** A trader becomes an affiliate with a fresh referral code; joining again changes nothing. */
export function joinAffiliate(
  ctx: AffiliatesContext,
  actor: Actor,
  userId: string,
): Promise<{ affiliate: AffiliateRow; joined: boolean }> {
  return runCommand(ctx.runtime, actor, async ({ trx, now }) => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const row = await insertAffiliate(trx, userId, newReferralCode(), now);
      if (row) return { affiliate: row, joined: true };
      const existing = await findAffiliate(trx, userId);
      if (existing) return { affiliate: existing, joined: false };
    }
    throw new Error('no free referral code found');
  });
}
