import { describe, expect, it } from 'vitest';
import { REDACTED, withoutSecrets } from '../src/audit.ts';

describe('what the audit log keeps of a state', () => {
  it('replaces fields named like secrets at any depth and keeps everything else', () => {
    expect(
      withoutSecrets({
        status: 'approved',
        password: 'hunter2',
        payment: { iban: 'DE89370400440532013000', apiKey: 'xkeysib-1', nested: [{ refreshToken: 't' }] },
        passwordHash: '$argon2id$...',
        clientSecret: 's',
        amount: 120.5,
        notes: null,
      }),
    ).toEqual({
      status: 'approved',
      password: REDACTED,
      payment: { iban: 'DE89370400440532013000', apiKey: REDACTED, nested: [{ refreshToken: REDACTED }] },
      passwordHash: REDACTED,
      clientSecret: REDACTED,
      amount: 120.5,
      notes: null,
    });
  });

  it('writes dates as UTC text and leaves plain values alone', () => {
    expect(withoutSecrets({ processedAt: new Date('2026-11-21T10:00:00+01:00') })).toEqual({
      processedAt: '2026-11-21T09:00:00.000Z',
    });
    expect(withoutSecrets(null)).toBeNull();
    expect(withoutSecrets('text')).toBe('text');
  });
});
