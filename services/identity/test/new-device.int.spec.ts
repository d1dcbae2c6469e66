import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceSignedIn } from '@prop/contracts/events/identity';
import { CALLER_HEADERS } from '@prop/service-kit/caller';
import { startIdentity } from './helper.ts';
import { lastEventData } from './sent-events.ts';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SUBJECT = 'identity.sign_in.new_device';

describe('a sign-in from a device the account never used', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  /** As the gateway forwards a sign-in: the browser's user agent and the client's address it vouches for. */
  const signIn = (url: string, payload: object, userAgent: string) =>
    identity.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'user-agent': userAgent,
        [CALLER_HEADERS.internalToken]: identity.config.INTERNAL_TOKEN,
        [CALLER_HEADERS.clientAddress]: '203.0.113.7',
      },
    });

  it('announces nothing for the first device, then each new one once', async () => {
    const before = await identity.eventCount(SUBJECT);
    const { registration, user } = await identity.registerAndLogin();
    const credentials = { email: registration.email, password: registration.password };
    expect(await identity.eventCount(SUBJECT)).toBe(before);

    expect((await signIn('/api/login', credentials, CHROME_ON_LINUX)).statusCode).toBe(200);

    expect(await identity.eventCount(SUBJECT)).toBe(before + 1);
    const sent = await lastEventData(identity, newDeviceSignedIn);
    expect(sent).toMatchObject({
      userId: user.id,
      role: 'trader',
      email: registration.email,
      firstName: 'Ada',
      device: 'Chrome on Linux',
      address: '203.0.113.7',
    });
    expect(Math.abs(Date.parse(sent?.at ?? '') - Date.now())).toBeLessThan(60_000);

    expect((await signIn('/api/login', credentials, CHROME_ON_LINUX)).statusCode).toBe(200);
    expect(await identity.eventCount(SUBJECT)).toBe(before + 1);
  });

  it('announces nothing for a failed sign-in from a new device', async () => {
    const { registration } = await identity.registerAndLogin();
    const before = await identity.eventCount(SUBJECT);
    const wrong = await signIn(
      '/api/login',
      { email: registration.email, password: 'not it at all' },
      FIREFOX_ON_WINDOWS,
    );
    expect(wrong.statusCode).toBe(401);
    expect(await identity.eventCount(SUBJECT)).toBe(before);
  });

  it('does the same for admins', async () => {
    const credentials = { email: identity.config.SEED_ADMIN_EMAIL, password: identity.config.SEED_ADMIN_PASSWORD };
    expect((await signIn('/api/admin/login', credentials, CHROME_ON_LINUX)).statusCode).toBe(200);
    const before = await identity.eventCount(SUBJECT);

    expect((await signIn('/api/admin/login', credentials, FIREFOX_ON_WINDOWS)).statusCode).toBe(200);

    expect(await identity.eventCount(SUBJECT)).toBe(before + 1);
    expect(await lastEventData(identity, newDeviceSignedIn)).toMatchObject({
      role: 'admin',
      email: credentials.email,
      device: 'Firefox on Windows',
    });
  });
});
