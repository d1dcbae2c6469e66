import { randomUUID } from 'node:crypto';
import { accountStatusChanged, accountUnlinked } from '@prop/contracts/events/accounts';
import { phaseStarted } from '@prop/contracts/events/programs';
import { SEED_PROGRAMS } from '@prop/contracts/program';
import { publishEvent } from '@prop/service-kit/testing/publish-event';
import { eventually } from '@prop/service-kit/testing/eventually';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Programs, startPrograms } from './helper.ts';
import { programInput, withFirstPhaseRules } from './program-input.ts';

const [INSTANT, TWO_STEP] = SEED_PROGRAMS;

describe('enrolments follow the accounts linked for programs', () => {
  let programs: Programs;

  beforeAll(async () => {
    programs = await startPrograms();
  });
  afterAll(() => programs?.close());

  const startedFor = async (accountId: string) =>
    (await programs.published(phaseStarted)).filter((started) => started.accountId === accountId);
  const phaseOf = (accountId: string) =>
    eventually(async () => {
      const phase = await programs.phaseOfAccount(accountId);
      if (!phase) throw new Error('no phase yet');
      return phase;
    });

  it('enrols an account linked without a program in Instant Funding, locked to its latest pack', async () => {
    const linked = await programs.linkAccount();
    const phase = await phaseOf(linked.data.accountId);
    expect(phase).toMatchObject({
      phase_index: 0,
      mt5_account_id: linked.data.mt5AccountId,
      ended_at: null,
      outcome: null,
    });
    expect(phase.rule_pack).toEqual(INSTANT?.phases[0]?.rulePack);
    expect(await programs.enrolment(phase.enrolment_id)).toMatchObject({
      user_id: linked.data.userId,
      program_id: 'instant-funding',
      program_version: 1,
      current_phase_index: 0,
      status: 'active',
    });
    expect(await startedFor(linked.data.accountId)).toEqual([
      {
        enrolmentId: phase.enrolment_id,
        userId: linked.data.userId,
        accountId: linked.data.accountId,
        mt5AccountId: linked.data.mt5AccountId,
        program: { id: 'instant-funding', name: 'Instant Funding', version: 1, profitSharePercent: 60 },
        phase: { index: 0, name: 'Funded', kind: 'funded' },
        rulePack: { id: 'instant-funding/1', version: 1, rules: INSTANT?.phases[0]?.rulePack.rules },
        startedAt: linked.occurredAt,
      },
    ]);
  });

  it("never changes a running account's pack when the program gets a new version; the next account gets it", async () => {
    const before = await programs.linkAccount({ program: { id: 'two-step', version: 1, phaseIndex: 0 } });
    const locked = await phaseOf(before.data.accountId);
    expect(locked.rule_pack).toEqual({ ...TWO_STEP?.phases[0]?.rulePack, id: 'two-step/1', version: 1 });

    const edit = withFirstPhaseRules(programInput(), [{ rule: 'profit_target', severity: 'hard', percent: 7 }]);
    const v2 = await programs.app.inject({
      method: 'POST',
      url: '/api/admin/programs/two-step/versions',
      headers: programs.adminHeaders(),
      payload: edit,
    });
    expect(v2.statusCode).toBe(201);

    expect((await programs.phaseOfAccount(before.data.accountId))?.rule_pack).toEqual(locked.rule_pack);
    expect((await startedFor(before.data.accountId)).map(({ rulePack }) => rulePack)).toEqual([locked.rule_pack]);

    const after = await programs.linkAccount({ program: { id: 'two-step', version: 2, phaseIndex: 0 } });
    const next = await phaseOf(after.data.accountId);
    expect(next.rule_pack).toEqual({
      id: 'two-step/1',
      version: 2,
      rules: [{ rule: 'profit_target', severity: 'hard', percent: 7 }],
    });
    expect(
      (await startedFor(after.data.accountId)).map(({ program, rulePack }) => [program.version, rulePack.version]),
    ).toEqual([[2, 2]]);
  });

  it("continues an enrolment at its next phase with that version's pack, the phase before passed", async () => {
    const userId = randomUUID();
    const first = await programs.linkAccount({ userId, program: { id: 'two-step', version: 1, phaseIndex: 0 } });
    const phase1 = await phaseOf(first.data.accountId);
    const second = await programs.linkAccount({
      userId,
      program: { id: 'two-step', version: 1, phaseIndex: 1, enrolmentId: phase1.enrolment_id },
    });
    const phase2 = await phaseOf(second.data.accountId);
    expect(phase2).toMatchObject({ enrolment_id: phase1.enrolment_id, phase_index: 1 });
    expect(phase2.rule_pack).toEqual({ ...TWO_STEP?.phases[1]?.rulePack, id: 'two-step/2', version: 1 });
    expect(await programs.phaseOfAccount(first.data.accountId)).toMatchObject({
      outcome: 'passed',
      ended_at: new Date(second.occurredAt),
    });
    expect(await programs.enrolment(phase1.enrolment_id)).toMatchObject({ current_phase_index: 1, status: 'active' });
    expect((await startedFor(second.data.accountId)).map(({ enrolmentId, phase }) => [enrolmentId, phase])).toEqual([
      [phase1.enrolment_id, { index: 1, name: 'Phase 2', kind: 'evaluation' }],
    ]);
  });

  it("carries the program's profit share with each phase it starts, for payouts to pay at", async () => {
    const linked = await programs.linkAccount({ program: { id: 'two-step', version: 1, phaseIndex: 0 } });
    await phaseOf(linked.data.accountId);

    expect((await startedFor(linked.data.accountId)).map(({ program }) => program)).toEqual([
      { id: 'two-step', name: 'Two-Step Challenge', version: 1, profitSharePercent: TWO_STEP?.profitSharePercent },
    ]);
    expect(TWO_STEP?.profitSharePercent).toBe(80);
  });

  it('starts a phase once per account, however often its link is delivered', async () => {
    const linked = await programs.linkAccount();
    await phaseOf(linked.data.accountId);
    // The same event again (a redelivery), and another link event for the same account.
    await programs.linkAccount(linked.data, linked.id);
    const again = await programs.linkAccount(linked.data);
    await eventually(async () => {
      const processed = await programs.deps.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', again.id)
        .executeTakeFirst();
      if (!processed) throw new Error('not yet handled');
    });
    expect(await startedFor(linked.data.accountId)).toHaveLength(1);
    const enrolments = await programs.deps.db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', linked.data.userId)
      .execute();
    expect(enrolments).toHaveLength(1);
  });

  it('fails the enrolment of a breached account, and of an unlinked one', async () => {
    for (const end of ['breached', 'unlinked'] as const) {
      const linked = await programs.linkAccount();
      const phase = await phaseOf(linked.data.accountId);
      const ref = {
        userId: linked.data.userId,
        accountId: linked.data.accountId,
        mt5AccountId: linked.data.mt5AccountId,
      };
      if (end === 'breached') {
        await publishEvent(programs.deps.nats.js, programs.namespace, accountStatusChanged, {
          ...ref,
          from: 'active',
          to: 'breached',
        });
      } else {
        await publishEvent(programs.deps.nats.js, programs.namespace, accountUnlinked, {
          ...ref,
          reason: 'unlinked',
          unlinkedBy: randomUUID(),
        });
      }
      await eventually(async () =>
        expect(await programs.enrolment(phase.enrolment_id)).toMatchObject({ status: 'failed' }),
      );
      expect(await programs.phaseOfAccount(linked.data.accountId)).toMatchObject({
        outcome: 'failed',
        ended_at: expect.any(Date),
      });
    }
  });

  it('resumes the phase and the enrolment when a breach is reversed (the account active again)', async () => {
    const linked = await programs.linkAccount();
    const phase = await phaseOf(linked.data.accountId);
    const ref = {
      userId: linked.data.userId,
      accountId: linked.data.accountId,
      mt5AccountId: linked.data.mt5AccountId,
    };
    await publishEvent(programs.deps.nats.js, programs.namespace, accountStatusChanged, {
      ...ref,
      from: 'active',
      to: 'breached',
    });
    await publishEvent(programs.deps.nats.js, programs.namespace, accountStatusChanged, {
      ...ref,
      from: 'breached',
      to: 'active',
    });

    await eventually(async () => {
      expect(await programs.enrolment(phase.enrolment_id)).toMatchObject({ status: 'active' });
      expect(await programs.phaseOfAccount(linked.data.accountId)).toMatchObject({ outcome: null, ended_at: null });
    });
  });

  it('leaves an account that names no known program unenrolled, and goes on', async () => {
    const unknown = await programs.linkAccount({ program: { id: 'no-such-program', version: 1, phaseIndex: 0 } });
    const known = await programs.linkAccount();
    await phaseOf(known.data.accountId);
    expect(await programs.phaseOfAccount(unknown.data.accountId)).toBeUndefined();
  });
});
