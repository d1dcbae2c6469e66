import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, envelopeSchema } from '../src/events/envelope.ts';
import { kycDecided, kycSubmitted, userDeleted, userRegistered, userUpdated } from '../src/events/identity.ts';
import { ADMIN_ID, issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('envelopeSchema', () => {
  const envelope = {
    id: '6a1f3c2e-9b7d-4e8f-a1b2-c3d4e5f60718',
    type: 'UserRegistered',
    occurredAt: '2025-06-15T12:00:00.000Z',
    version: 1,
    data: { userId: USER_ID },
  };

  it('given a complete envelope, when reading it, then it passes unchanged', () => {
    expect(envelopeSchema.parse(envelope)).toEqual(envelope);
  });

  it.each([
    ['an id that is no uuid', { id: 'evt-1' }, 'id'],
    ['version 0', { version: 0 }, 'version'],
    ['a fractional version', { version: 1.5 }, 'version'],
    ['a version as text', { version: '1' }, 'version'],
    ['no type', { type: undefined }, 'type'],
    ['no occurredAt', { occurredAt: undefined }, 'occurredAt'],
  ])('given $0, when reading an envelope, then $2 is rejected', (_case, overrides, path) => {
    expect(rejectedPaths(envelopeSchema, { ...envelope, ...overrides })).toEqual([path]);
  });
});

describe('defineEvent', () => {
  it('given a service and an event name, when defining an event, then the subject is service.event at version 1', () => {
    // given
    const data = z.object({ orderId: z.string() });

    // when
    const event = defineEvent('billing', 'order.paid', 'OrderPaid', data);

    // then
    expect(event).toEqual({ service: 'billing', type: 'OrderPaid', subject: 'billing.order.paid', version: 1, data });
  });

  it('given an explicit version, when defining an event, then it is kept', () => {
    expect(defineEvent('billing', 'order.paid', 'OrderPaid', z.object({}), 2).version).toBe(2);
  });
});

describe('identity events', () => {
  it.each([
    [userRegistered, 'identity.user.registered', 'UserRegistered'],
    [userUpdated, 'identity.user.updated', 'UserUpdated'],
    [userDeleted, 'identity.user.deleted', 'UserDeleted'],
    [kycSubmitted, 'identity.kyc.submitted', 'KycSubmitted'],
    [kycDecided, 'identity.kyc.decided', 'KycDecided'],
  ])(
    'given an identity event, when reading its definition, then it is published on %s as %s',
    (event, subject, type) => {
      expect({ service: event.service, subject: event.subject, type: event.type, version: event.version }).toEqual({
        service: 'identity',
        subject,
        type,
        version: 1,
      });
    },
  );

  it('given a registered user, when checking the event data, then the profile passes and a bad user id fails', () => {
    const profile = { userId: USER_ID, email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', country: null };
    expect(userRegistered.data.parse(profile)).toEqual(profile);
    expect(rejectedPaths(userRegistered.data, { ...profile, userId: 'u-1' })).toEqual(['userId']);
  });

  it('given a deleted user, when checking the event data, then both ids must be uuids', () => {
    expect(issuesOf(userDeleted.data, { userId: USER_ID, deletedBy: ADMIN_ID })).toEqual({});
    expect(rejectedPaths(userDeleted.data, { userId: USER_ID, deletedBy: 'admin' })).toEqual(['deletedBy']);
  });

  it('given a KYC decision, when checking the event data, then from and to are KYC statuses', () => {
    const decision = { userId: USER_ID, from: 'pending', to: 'approved', decidedBy: ADMIN_ID, reason: null };
    expect(kycDecided.data.parse(decision)).toEqual(decision);
    expect(rejectedPaths(kycDecided.data, { ...decision, to: 'verified' })).toEqual(['to']);
    expect(issuesOf(kycSubmitted.data, { userId: USER_ID })).toEqual({});
  });
});
