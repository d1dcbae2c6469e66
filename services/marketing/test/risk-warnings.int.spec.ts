import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted, userRegistered } from '@prop/contracts/events/identity';
import { warningRaised } from '@prop/contracts/events/risk';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { brevoEnv, eventually, startMarketing, type TestMarketing } from './helper.ts';

describe('emails warning a trader that a loss limit is mostly used', () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    marketing = await startMarketing(
      brevoEnv(fake, { BREVO_SENDER_EMAIL: 'support@prop.example', PUBLIC_APP_URL: 'https://app.prop.example' }),
    );
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
  });

  const registeredTrader = async () => {
    const userId = randomUUID();
    const profile = {
      userId,
      email: `ada.${userId}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: null,
    };
    await marketing.publish(userRegistered, profile);
    await eventually(async () =>
      expect(
        await marketing.deps.db.selectFrom('contacts').where('user_id', '=', userId).select('email').execute(),
      ).toHaveLength(1),
    );
    return profile;
  };
  const warningFor = (userId: string) => ({
    userId,
    accountId: randomUUID(),
    mt5AccountId: '5012345',
    rule: 'daily_loss' as const,
    level: 80 as const,
    current: 4,
    limit: 5,
    unit: 'percent' as const,
    tradingDay: '2026-11-24',
    raisedAt: new Date().toISOString(),
  });
  const emailsTo = (email: string) =>
    fake
      .requests({ method: 'POST', path: '/v3/smtp/email' })
      .filter((request) => (request.body as { to: { email: string }[] }).to[0]?.email === email);
  /** What the warning's job returned once it ran ('sent' or 'skipped'), read from its BullMQ record. */
  const jobOutcome = async (warning: ReturnType<typeof warningFor>) => {
    const jobId = `email-risk-warning-${warning.accountId}-${warning.rule}-${warning.level}-${warning.tradingDay}`;
    const key = `${redisKeyPrefix(marketing.namespace)}bull:marketing:${jobId}`;
    const returned = await marketing.deps.redis.hget(key, 'returnvalue');
    return returned ? JSON.parse(returned) : undefined;
  };

  it('sends one email for a warning, however often it is raised', async () => {
    const trader = await registeredTrader();
    const warning = warningFor(trader.userId);
    await marketing.publish(warningRaised, warning);
    await marketing.publish(warningRaised, warning);

    await eventually(async () => expect(emailsTo(trader.email)).toHaveLength(1));
    expect(emailsTo(trader.email)[0]?.body).toMatchObject({
      sender: { email: 'support@prop.example', name: 'Support Team' },
      to: [{ email: trader.email, name: 'Ada Lovelace' }],
      subject: 'Your account is at 80% of its daily loss limit',
      htmlContent: expect.stringContaining('https://app.prop.example/dashboard'),
      textContent: expect.stringContaining('4.0% of 5% used'),
      tags: ['risk-warning'],
      headers: { idempotencyKey: expect.any(String) },
    });
    // The job records its outcome once its handler has returned, a moment after the e-mail left.
    await eventually(async () => expect(await jobOutcome(warning)).toBe('sent'));

    // The next level is news of its own; delivered in order, it also comes after the repeat was handled.
    await marketing.publish(warningRaised, { ...warning, level: 90, current: 4.5 });
    await eventually(async () => expect(emailsTo(trader.email)).toHaveLength(2));
    expect(emailsTo(trader.email).map((request) => (request.body as { subject: string }).subject)).toEqual([
      'Your account is at 80% of its daily loss limit',
      'Your account is at 90% of its daily loss limit',
    ]);
  });

  it('sends nothing to a trader who asked to be forgotten', async () => {
    const trader = await registeredTrader();
    await marketing.publish(userDeleted, { userId: trader.userId, deletedBy: trader.userId });
    await eventually(async () => {
      const forgotten = await marketing.deps.db
        .selectFrom('forgotten_users')
        .where('user_id', '=', trader.userId)
        .select('user_id')
        .executeTakeFirst();
      expect(forgotten).toBeDefined();
    });

    const warning = warningFor(trader.userId);
    await marketing.publish(warningRaised, warning);
    await eventually(async () => expect(await jobOutcome(warning)).toBe('skipped'));
    expect(emailsTo(trader.email)).toHaveLength(0);
  });
});
