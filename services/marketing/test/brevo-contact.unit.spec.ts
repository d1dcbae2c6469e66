import { describe, expect, it } from 'vitest';
import { toBrevoContact } from '../src/domain/brevo-contact.ts';

const user = {
  user_id: '6f1c7d0e-2f59-4a8e-9a34-3b1f5f0f6a11',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'United Kingdom',
};

describe('a user as a Brevo contact', () => {
  it('carries the user id as ext_id and names and country as Brevo attributes', () => {
    expect(toBrevoContact(user, [7])).toEqual({
      email: 'ada@example.com',
      extId: user.user_id,
      attributes: { FIRSTNAME: 'Ada', LASTNAME: 'Lovelace', COUNTRY: 'United Kingdom' },
      listIds: [7],
    });
  });

  it('leaves out a country never given, and the lists when none are asked for', () => {
    expect(toBrevoContact({ ...user, country: null })).toEqual({
      email: 'ada@example.com',
      extId: user.user_id,
      attributes: { FIRSTNAME: 'Ada', LASTNAME: 'Lovelace' },
    });
  });
});
