import { randomUUID } from 'node:crypto';
import { askUserData } from '@prop/service-kit/testing/user-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Programs, startPrograms } from './helper.ts';

describe('the enrolments and certificates programs gives for a trader’s data export', () => {
  let programs: Programs;
  beforeAll(async () => {
    programs = await startPrograms();
  });
  afterAll(() => programs.close());

  /** An enrolment whose first phase passed, and its certificate, as programs records them. */
  async function passedPhaseOf(userId: string) {
    const { db } = programs.deps;
    const version = await db.selectFrom('program_versions').selectAll().executeTakeFirstOrThrow();
    const now = new Date();
    const enrolment = await db
      .insertInto('enrolments')
      .values({
        user_id: userId,
        program_id: version.program_id,
        program_version: version.version,
        current_phase_index: 0,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db
      .insertInto('enrolment_phases')
      .values({
        enrolment_id: enrolment.id,
        phase_index: 0,
        account_id: randomUUID(),
        mt5_account_id: `meta-${userId.slice(0, 8)}`,
        rule_pack: JSON.stringify({}),
        started_at: now,
        funding_balance: '25000.00',
      })
      .execute();
    const certificate = await db
      .insertInto('certificates')
      .values({
        user_id: userId,
        kind: 'phase_passed',
        issued_for: `${enrolment.id}:0`,
        title: `${version.name} · Phase 1 passed`,
        holder: 'Ada Lovelace',
        details: JSON.stringify({ programId: version.program_id, phaseIndex: 0 }),
        issued_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { enrolment, certificate };
  }

  it('given records of two traders, when asked for one, then it answers only theirs', async () => {
    // given
    const [traderA, traderB] = [randomUUID(), randomUUID()];
    const mine = await passedPhaseOf(traderA);
    await passedPhaseOf(traderB);

    // when
    const data = await askUserData(programs.deps.nats.nc, programs.namespace, 'programs', traderA);

    // then
    expect(data).toEqual({
      enrolments: [
        expect.objectContaining({
          id: mine.enrolment.id,
          status: 'active',
          phases: [expect.objectContaining({ phaseIndex: 0, fundingBalance: '25000.00', endedAt: null, reviews: [] })],
        }),
      ],
      certificates: [
        expect.objectContaining({ id: mine.certificate.id, holder: 'Ada Lovelace', kind: 'phase_passed' }),
      ],
    });
  });
});
