import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity } from './helper.ts';

describe('profile and address', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  it('updates personal info, leaves the email alone and publishes user.updated', async () => {
    const { headers, registration } = await identity.registerAndLogin();
    const response = await identity.app.inject({
      method: 'PUT',
      url: '/api/user/personal',
      headers,
      payload: {
        firstName: 'Grace',
        lastName: 'Hopper',
        phoneNumber: '',
        dateOfBirth: '1985-06-01',
        email: 'hijack@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: null,
      dateOfBirth: '1985-06-01',
      email: registration.email,
    });
    expect(await identity.eventCount('identity.user.updated')).toBe(1);
  });

  it('refuses an empty first name with the spec message and changes nothing', async () => {
    const { headers } = await identity.registerAndLogin();
    const response = await identity.app.inject({
      method: 'PUT',
      url: '/api/user/personal',
      headers,
      payload: { firstName: '', lastName: 'Hopper' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'First name is required' });
    const me = await identity.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.json().firstName).toBe('Ada');
  });

  it('updates the address with a country from the list only', async () => {
    const { headers } = await identity.registerAndLogin();
    const update = (country: string) =>
      identity.app.inject({
        method: 'PUT',
        url: '/api/user/address',
        headers,
        payload: { address: 'Keizersgracht 1', city: 'Amsterdam', postalCode: '1015 CJ', country },
      });
    expect((await update('Narnia')).json()).toEqual({ message: 'Please select your country' });
    const ok = await update('Netherlands');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      address: 'Keizersgracht 1',
      city: 'Amsterdam',
      postalCode: '1015 CJ',
      country: 'Netherlands',
    });
  });

  it("shows the trader's own KYC state, pending by default", async () => {
    const { headers } = await identity.registerAndLogin();
    const kyc = await identity.app.inject({ method: 'GET', url: '/api/kyc', headers });
    expect(kyc.json()).toEqual({ status: 'pending', documentUploaded: false, verified: false, rejectionReason: null });
  });
});
