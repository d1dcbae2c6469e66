import { EMPTY_USER_DATA } from '@prop/contracts/user-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity } from './helper.ts';

const purchase = {
  id: '9b0c1f5e-6d1e-4c4a-9f3e-3c8c2b1a0d11',
  tierId: '25k',
  product: 'Instant Funding 25k',
  programId: null,
  programVersion: null,
  amount: 25000,
  price: 249,
  currency: 'EUR',
  status: 'approved',
  paymentMethod: 'bank_transfer',
  transactionId: 'TX-1',
  adminNotes: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T11:00:00.000Z',
  processedAt: '2026-06-01T11:00:00.000Z',
};

const ticket = {
  id: 'f1d2c3b4-a596-4788-99aa-bbccddeeff00',
  subject: 'My payout',
  message: 'When is it paid?',
  category: 'payments',
  priority: 'medium',
  contactMethod: 'email',
  status: 'resolved',
  adminResponse: null,
  createdAt: '2026-06-02T10:00:00.000Z',
  updatedAt: '2026-06-02T12:00:00.000Z',
  resolvedAt: '2026-06-02T12:00:00.000Z',
  replies: [{ message: 'Tomorrow.', fromSupport: true, supportName: 'Sam', createdAt: '2026-06-02T11:00:00.000Z' }],
};

describe('the trader’s data export, with what every service holds', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity({ USER_DATA_TIMEOUT_MS: '300' });
  });
  afterAll(() => identity.close());

  const exportOf = (headers: Record<string, string>) =>
    identity.app.inject({ method: 'GET', url: '/api/user/export', headers });

  it('given services that hold data on the trader, when they export, then each service’s part is in it', async () => {
    // given
    const { user, headers } = await identity.registerAndLogin();
    identity.userData.answer('billing', user.id, { purchases: [purchase] });
    identity.userData.answer('support', user.id, { tickets: [ticket] });

    // when
    const response = await exportOf(headers);

    // then
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profile: { id: user.id },
      services: { ...EMPTY_USER_DATA, billing: { purchases: [purchase] }, support: { tickets: [ticket] } },
    });
  });

  it('given a service that does not answer, when the trader exports, then it is refused with try again', async () => {
    // given
    const { headers } = await identity.registerAndLogin();
    identity.userData.silence('risk');

    // when
    const response = await exportOf(headers);

    // then
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Part of your data could not be gathered right now. Please try again in a minute.',
    });
  });
});
