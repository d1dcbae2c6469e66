import { MARKETING_SERVER_MESSAGES } from '@prop/contracts/marketing';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { notFound } from '@prop/service-kit/errors';
import type { MarketingContext } from '../context.ts';
import type { ContactRow } from '../db/types.ts';
import { pushContact } from './push-contact.ts';

/**
 * An admin puts one user into the firm's Brevo list (creating or updating their contact there) and
 * the action is audited. Brevo is called first: the audit records only what Brevo accepted.
 */
export async function addContactToList(
  ctx: MarketingContext,
  brevo: NonNullable<MarketingContext['brevo']>,
  actor: Actor,
  userId: string,
): Promise<{ contact: ContactRow; listId: number }> {
  const { work } = brevo;
  const contact = await pushContact(work, userId, { addToList: true });
  if (!contact) throw notFound(MARKETING_SERVER_MESSAGES.userNotFound);
  const listId = work.brevo.listId;
  await runCommand(ctx.runtime, actor, ({ audit }) =>
    audit({ action: 'brevo.contact_added', target: { type: 'user', id: userId }, before: null, after: { listId } }),
  );
  return { contact, listId };
}
