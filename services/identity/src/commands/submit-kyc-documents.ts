import { kycSubmitted } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { lockKyc, markKycSubmitted } from '../db/kyc.ts';
import { replaceDocuments } from '../db/kyc-documents.ts';
import type { ReceivedDocument } from '../documents/receive-kyc-upload.ts';
import { uploadRefusal } from '../domain/kyc-rules.ts';

/**
 * A trader's received (already stored) documents replace their old ones and put their KYC back
 * under review, with kyc.submitted. The upload rule is checked again under the lock; when the
 * change is refused or fails, the new files go; once it is committed, the replaced ones go.
 */
export async function submitKycDocuments(
  ctx: IdentityContext,
  actor: Actor,
  documents: readonly ReceivedDocument[],
): Promise<void> {
  if (actor.kind !== 'trader') throw unauthorized();
  const userId = actor.userId;
  let replacedKeys: string[];
  try {
    replacedKeys = await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
      const current = await lockKyc(trx, userId);
      if (!current) throw unauthorized();
      const refused = uploadRefusal(current);
      if (refused) throw conflict(refused);
      const replaced = await replaceDocuments(trx, userId, documents);
      await markKycSubmitted(trx, userId, now);
      await emit(kycSubmitted, { userId });
      return replaced;
    });
  } catch (error) {
    await ctx.documents.discard(documents.map((document) => document.storageKey));
    throw error;
  }
  // Only now that no row names them can the replaced files go.
  await ctx.documents.discard(replacedKeys);
}
