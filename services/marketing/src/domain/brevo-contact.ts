import type { BrevoContact } from '../brevo/brevo-types.ts';
import type { ContactRow } from '../db/types.ts';

/**
 * A user as a Brevo contact: our user id as ext_id, names and country as Brevo's standard
 * attributes. A country the user never gave is left out rather than sent empty, so it does not
 * blank one kept in Brevo.
 */
export function toBrevoContact(
  contact: Pick<ContactRow, 'user_id' | 'email' | 'first_name' | 'last_name' | 'country'>,
  listIds?: number[],
): BrevoContact {
  return {
    email: contact.email,
    extId: contact.user_id,
    attributes: {
      FIRSTNAME: contact.first_name,
      LASTNAME: contact.last_name,
      ...(contact.country ? { COUNTRY: contact.country } : {}),
    },
    ...(listIds ? { listIds } : {}),
  };
}
