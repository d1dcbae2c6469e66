import { MARKETING_SERVER_MESSAGES } from '@prop/contracts/marketing';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { notFound } from '@prop/service-kit/errors';
import type { MarketingContext } from '../context.ts';
import { findContact } from '../db/contacts.ts';
import type { ContactRow } from '../db/types.ts';

/**
 * An admin takes one user out of the firm's Brevo list (their contact stays) and the action is
 * audited. Brevo is called first: the audit records only what Brevo accepted.
 */
export async function removeContactFromList(
  ctx: MarketingContext,
  brevo: NonNullable<MarketingContext['brevo']>,
  actor: Actor,
  userId: string,
): Promise<{ contact: ContactRow; listId: number }> {
  const contact = await findContact(ctx.db, userId);
  if (!contact) throw notFound(MARKETING_SERVER_MESSAGES.userNotFound);
  const listId = brevo.work.brevo.listId;
  await brevo.work.brevo.client.removeFromList(listId, contact.email);
  await runCommand(ctx.runtime, actor, ({ audit }) =>
    audit({ action: 'brevo.contact_removed', target: { type: 'user', id: userId }, before: { listId }, after: null }),
  );
  return { contact, listId };
}
