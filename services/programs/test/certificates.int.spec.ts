import { randomUUID } from 'node:crypto';
import { withdrawalProcessed } from '@prop/contracts/events/payouts';
import { CERTIFICATE_MESSAGES, type Certificate } from '@prop/contracts/program';
import { eventually } from '@prop/service-kit/testing/eventually';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Programs, startPrograms } from './helper.ts';

describe('certificates of paid withdrawals, downloadable by their trader, verifiable by anyone', () => {
  let programs: Programs;

  beforeAll(async () => {
    programs = await startPrograms();
  });
  afterAll(() => programs?.close());

  const processed = (userId: string, status: 'approved' | 'rejected', requestId = randomUUID()) => ({
    requestId,
    userId,
    amount: '2500.00',
    profitShareAmount: '1250.00',
    currency: 'EUR',
    status,
    processedBy: randomUUID(),
    processedAt: '2026-11-24T10:00:00.000Z',
  });

  const handled = (eventId: string) =>
    eventually(async () => {
      const found = await programs.deps.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      if (!found) throw new Error('not handled yet');
    });

  const certificatesOf = async (userId: string): Promise<Certificate[]> => {
    const response = await programs.app.inject({
      method: 'GET',
      url: '/api/account/certificates',
      headers: programs.traderHeaders(userId),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('issues one certificate per approved withdrawal, however often it is delivered; none for a rejected one', async () => {
    const userId = randomUUID();
    const paid = await programs.publish(withdrawalProcessed, processed(userId, 'approved'));
    await programs.publish(withdrawalProcessed, paid.data, paid.id);
    await handled((await programs.publish(withdrawalProcessed, processed(userId, 'rejected'))).id);

    const certificates = await certificatesOf(userId);
    expect(certificates).toEqual([
      {
        id: expect.any(String),
        kind: 'withdrawal_paid',
        title: 'Profit share paid · €1,250.00',
        issuedAt: expect.any(String),
      },
    ]);
    // Unknown to the directory copy: the certificate names its holder plainly.
    const verified = await programs.app.inject({ method: 'GET', url: `/api/certificates/${certificates[0]?.id}` });
    expect(verified.json()).toEqual({ ...certificates[0], holder: 'Trader' });
  });

  it("lets no one else download a trader's certificate, and verifies no unknown or malformed id", async () => {
    const owner = randomUUID();
    await handled((await programs.publish(withdrawalProcessed, processed(owner, 'approved'))).id);
    const [certificate] = await certificatesOf(owner);

    const other = randomUUID();
    expect(await certificatesOf(other)).toEqual([]);
    const stolen = await programs.app.inject({
      method: 'GET',
      url: `/api/account/certificates/${certificate?.id}.pdf`,
      headers: programs.traderHeaders(other),
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.notFound });

    const asAdmin = await programs.app.inject({
      method: 'GET',
      url: `/api/account/certificates/${certificate?.id}.pdf`,
      headers: programs.adminHeaders(),
    });
    expect(asAdmin.statusCode).toBe(403);
    const anonymous = await programs.app.inject({
      method: 'GET',
      url: `/api/account/certificates/${certificate?.id}.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);

    for (const file of [`${certificate?.id}`, `${randomUUID()}.pdf`, 'nonsense.pdf']) {
      const response = await programs.app.inject({
        method: 'GET',
        url: `/api/account/certificates/${file}`,
        headers: programs.traderHeaders(owner),
      });
      expect(response.statusCode, file).toBe(404);
    }
    for (const id of [randomUUID(), 'nonsense']) {
      const response = await programs.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.notFound });
    }
  });
});
