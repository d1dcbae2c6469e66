import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, validRegistration } from './helper.ts';

describe('POST /api/register', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const register = (payload: unknown) =>
    identity.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });

  it('creates the account with a pending KYC record and publishes user.registered once', async () => {
    const registration = validRegistration({ email: '  New.Trader@Example.COM ' });
    // The demo trader, seeded by the helper, was announced already.
    const announcedBefore = await identity.eventCount('identity.user.registered');
    const response = await register(registration);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      email: 'new.trader@example.com',
      firstName: 'Ada',
      country: 'United Kingdom',
    });
    expect(response.json().user).not.toHaveProperty('password_hash');
    const kyc = await identity.deps.db
      .selectFrom('kyc_records')
      .selectAll()
      .where('user_id', '=', response.json().user.id)
      .executeTakeFirst();
    expect(kyc?.status).toBe('pending');
    expect(await identity.eventCount('identity.user.registered')).toBe(announcedBefore + 1);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const registration = validRegistration();
    expect((await register(registration)).statusCode).toBe(201);
    const again = await register({ ...registration, email: registration.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it.each([
    ['email', 'not-an-email', 'Invalid email address'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['phoneNumber', '12345', 'Please enter a valid phone number'],
    ['country', 'Atlantis', 'Please select your country'],
    ['address', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['postalCode', '', 'Postal code is required'],
    ['dateOfBirth', '1990-02-30', 'Date of birth is required'],
    ['terms', false, 'You must accept the terms and conditions'],
  ])('answers 400 with the spec message when %s is %j', async (field, value, message) => {
    const response = await register(validRegistration({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 "Passwords don\'t match" when the confirmation differs', async () => {
    const response = await register(validRegistration({ confirmPassword: 'something else entirely' }));
    expect(response.json()).toEqual({ message: "Passwords don't match" });
  });

  it.each([
    ['a missing field', (r: Record<string, unknown>) => ({ ...r, firstName: undefined }), 'First name is required'],
    ['a number for a text field', (r: Record<string, unknown>) => ({ ...r, city: 42 }), 'City is required'],
    [
      'a string for the terms flag',
      (r: Record<string, unknown>) => ({ ...r, terms: 'yes' }),
      'You must accept the terms and conditions',
    ],
  ])('answers 400 with the spec message for %s', async (_case, change, message) => {
    const response = await register(change(validRegistration()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 for malformed JSON, 400 for no body, 415 for a form post and 413 for an oversized body', async () => {
    const malformed = await identity.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Request body is not valid JSON' });

    const empty = await identity.app.inject({ method: 'POST', url: '/api/register' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Invalid request body' });

    const form = await identity.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.com',
    });
    expect(form.statusCode).toBe(415);

    const huge = await register(validRegistration({ address: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large' });
  });

  it('ignores fields it does not know instead of writing them', async () => {
    const response = await register(
      validRegistration({ id: '00000000-0000-0000-0000-000000000000', role: 'admin', mt5_account_id: 'x' }),
    );
    expect(response.statusCode).toBe(201);
    const row = await identity.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', response.json().user.id)
      .executeTakeFirstOrThrow();
    expect(row.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(row.mt5_account_id).toBeNull();
  });
});
