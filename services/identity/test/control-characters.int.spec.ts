import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@prop/contracts/fields';
import { startIdentity, validRegistration } from './helper.ts';

const NUL = '\u0000';

describe('control characters in text fields', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  it('refuses a NUL in personal info with the field message and keeps the profile', async () => {
    const { headers } = await identity.registerAndLogin();
    const response = await identity.app.inject({
      method: 'PUT',
      url: '/api/user/personal',
      headers,
      payload: { firstName: `Gr${NUL}ace`, lastName: 'Hopper' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'First name is required' });
    const me = await identity.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('refuses a NUL or an escape in the address with the field message', async () => {
    const { headers } = await identity.registerAndLogin();
    const update = (fields: object) =>
      identity.app.inject({
        method: 'PUT',
        url: '/api/user/address',
        headers,
        payload: {
          address: 'Keizersgracht 1',
          city: 'Amsterdam',
          postalCode: '1015 CJ',
          country: 'Netherlands',
          ...fields,
        },
      });
    const nul = await update({ city: `Amster${NUL}dam` });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: 'City is required' });
    const escaped = await update({ address: 'Keizersgracht\u001b[2J 1' });
    expect(escaped.statusCode).toBe(400);
    expect(escaped.json()).toEqual({ message: 'Address is required' });
  });

  it('refuses a NUL at registration with the field message', async () => {
    const response = await identity.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: validRegistration({ postalCode: `N1${NUL}9GU` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Postal code is required' });
  });

  it('refuses a NUL in the admin user search', async () => {
    const admin = await identity.adminHeaders();
    const search = (text: string) =>
      identity.app.inject({
        method: 'GET',
        url: `/api/admin/users?search=${encodeURIComponent(text)}`,
        headers: admin,
      });
    const refused = await search(`ada${NUL}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: CONTROL_CHARACTER_MESSAGE });
    expect((await search('ada')).statusCode).toBe(200);
  });
});
