import { createHash } from 'node:crypto';
import { referralCodeSchema } from '@prop/contracts/affiliates';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { dateText, localDateOf } from '@prop/service-kit/time-zone';
import type { AffiliatesContext } from '../context.ts';
import { findAffiliateByCode } from '../db/affiliates.ts';
import { recordClick } from '../db/clicks.ts';

/**
 * A visit through a referral link. Counted once per visitor and firm day (the visitor is a hash of
 * the client's address and browser, so no address is stored); an unknown code, or the affiliate
 * opening their own link while signed in, counts nothing.
 */
export function recordReferralClick(
  ctx: AffiliatesContext,
  actor: Actor,
  click: { code: string; address: string | null; userAgent: string },
): Promise<void> {
  return runCommand(ctx.runtime, actor, async ({ trx, now }) => {
    const code = referralCodeSchema.safeParse(click.code);
    if (!code.success) return;
    const affiliate = await findAffiliateByCode(trx, code.data);
    if (!affiliate) return;
    if (actor.kind === 'trader' && actor.userId === affiliate.user_id) return;
    const visitor = createHash('sha256')
      .update(`${click.address ?? ''}\n${click.userAgent}`)
      .digest('base64url');
    const day = dateText(localDateOf(now, ctx.firmTimeZone));
    await recordClick(trx, { affiliateId: affiliate.user_id, visitor, day, at: now });
  });
}
