import { randomUUID } from 'node:crypto';
import { programVersioned } from '@prop/contracts/events/programs';
import { PROGRAM_MESSAGES } from '@prop/contracts/program';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Programs, startPrograms } from './helper.ts';
import { programInput, withFirstPhaseRules } from './program-input.ts';

describe('the admin programs editor', () => {
  let programs: Programs;
  const adminId = randomUUID();

  beforeAll(async () => {
    programs = await startPrograms();
  });
  afterAll(() => programs?.close());

  const post = (url: string, payload: unknown, headers = programs.adminHeaders(adminId)) =>
    programs.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const get = (url: string, headers = programs.adminHeaders(adminId)) =>
    programs.app.inject({ method: 'GET', url, headers });
  const announced = async (id: string) =>
    (await programs.published(programVersioned))
      .filter(({ program }) => program.id === id)
      .map(({ program }) => program);

  it('creates a program at version 1, each pack named after its phase, audited and announced', async () => {
    const created = await post('/api/admin/programs', { id: 'rapid', ...programInput({ name: 'Rapid' }) });
    expect(created.statusCode).toBe(201);
    const program = created.json();
    expect(program).toMatchObject({ id: 'rapid', name: 'Rapid', version: 1, active: true, profitSharePercent: 80 });
    expect(program.phases.map(({ rulePack }: { rulePack: { id: string; version: number } }) => rulePack)).toMatchObject(
      [
        { id: 'rapid/1', version: 1 },
        { id: 'rapid/2', version: 1 },
        { id: 'rapid/3', version: 1 },
      ],
    );
    expect(await announced('rapid')).toEqual([program]);
    expect(await auditRecordsAbout(programs.deps.db, 'rapid')).toMatchObject([
      {
        action: 'program.created',
        actorId: adminId,
        target: { type: 'program', id: 'rapid' },
        before: null,
        after: { version: 1, name: 'Rapid' },
      },
    ]);
    const stored = await programs.deps.db
      .selectFrom('program_versions')
      .select('created_by')
      .where('program_id', '=', 'rapid')
      .execute();
    expect(stored).toEqual([{ created_by: adminId }]);
  });

  it('refuses an id that exists with 409, storing and announcing nothing', async () => {
    const taken = await post('/api/admin/programs', { id: 'two-step', ...programInput({ name: 'Copy' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: PROGRAM_MESSAGES.idTaken });
    expect((await get('/api/admin/programs/two-step')).json().versions).toHaveLength(1);
    expect(await announced('two-step')).toHaveLength(1);
  });

  it('makes the next version for new accounts, keeping every earlier one, newest first', async () => {
    const edited = withFirstPhaseRules(programInput({ sizes: [{ amount: 10000, price: '99.00' }] }), [
      { rule: 'profit_target', severity: 'hard', percent: 8 },
    ]);
    const response = await post('/api/admin/programs/two-step/versions', edited);
    expect(response.statusCode).toBe(201);
    const v2 = response.json();
    expect(v2.version).toBe(2);
    expect(v2.phases[0].rulePack).toEqual({
      id: 'two-step/1',
      version: 2,
      rules: [{ rule: 'profit_target', severity: 'hard', percent: 8 }],
    });

    const detail = await get('/api/admin/programs/two-step');
    expect(detail.statusCode).toBe(200);
    const { latest, versions } = detail.json();
    expect(latest).toEqual(v2);
    expect(versions.map(({ version }: { version: number }) => version)).toEqual([2, 1]);
    expect(versions[1].phases[0].rulePack).toMatchObject({ id: 'two-step/1', version: 1 });
    expect(versions[1].sizes).toHaveLength(4);
    expect((await announced('two-step')).map(({ version }) => version)).toEqual([1, 2]);
    expect(await auditRecordsAbout(programs.deps.db, 'two-step')).toMatchObject([
      { action: 'program.versioned', before: { version: 1 }, after: { version: 2, sizes: '10000 for 99.00' } },
    ]);
  });

  it('numbers versions saved at the same moment one after the other, never twice', async () => {
    const saves = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        post('/api/admin/programs/one-step/versions', programInput({ name: `One-Step ${index}` }, 'one-step')),
      ),
    );
    expect(saves.map(({ statusCode }) => statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(saves.map((save) => save.json().version).sort()).toEqual([2, 3, 4, 5, 6]);
    expect((await announced('one-step')).map(({ version }) => version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers 404 for a program that does not exist', async () => {
    const missing = await get('/api/admin/programs/no-such-program');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PROGRAM_MESSAGES.notFound });
    const version = await post('/api/admin/programs/no-such-program/versions', programInput());
    expect(version.statusCode).toBe(404);
    expect(version.json()).toEqual({ message: PROGRAM_MESSAGES.notFound });
  });

  it('refuses a program that does not end with its one funded phase', async () => {
    const phases = programInput().phases;
    const fundedFirst = await post('/api/admin/programs', {
      id: 'upside-down',
      ...programInput({ phases: [...phases].reverse() }),
    });
    expect(fundedFirst.statusCode).toBe(400);
    expect(fundedFirst.json()).toEqual({ message: PROGRAM_MESSAGES.fundedLast });
    const noFunded = await post('/api/admin/programs/two-step/versions', programInput({ phases: phases.slice(0, 2) }));
    expect(noFunded.statusCode).toBe(400);
    expect(noFunded.json()).toEqual({ message: PROGRAM_MESSAGES.fundedLast });
  });

  it('refuses rules that are not rules, a bad id and a size twice, storing nothing', async () => {
    const [first, ...rest] = programInput().phases;
    const badRules = [
      [{ rule: 'max_loss', severity: 'hard', basis: 'static', percent: 150 }],
      [{ rule: 'no_such_rule', severity: 'hard' }],
      [{ rule: 'daily_loss', severity: 'hard', basis: 'balance', percent: 5, resetTime: '25:00', timeZone: 'UTC' }],
      [
        { rule: 'expert_advisor', severity: 'hard' },
        { rule: 'expert_advisor', severity: 'soft' },
      ],
    ];
    for (const rules of badRules) {
      const response = await post('/api/admin/programs/two-step/versions', {
        ...programInput(),
        phases: [{ ...first, rules }, ...rest],
      });
      expect(response.statusCode, JSON.stringify(rules)).toBe(400);
    }
    expect((await post('/api/admin/programs', { id: 'Bad Id', ...programInput() })).statusCode).toBe(400);
    const twice = programInput({
      sizes: [
        { amount: 10000, price: '10.00' },
        { amount: 10000, price: '20.00' },
      ],
    });
    expect((await post('/api/admin/programs/two-step/versions', twice)).statusCode).toBe(400);
    expect((await get('/api/admin/programs/two-step')).json().versions).toHaveLength(2);
    expect((await get('/api/admin/programs/bad-id')).statusCode).toBe(404);
  });

  it('is refused for a trader (403) and for a caller without a session (401)', async () => {
    for (const [headers, status] of [
      [programs.traderHeaders(), 403],
      [{}, 401],
    ] as const) {
      expect((await get('/api/admin/programs', headers)).statusCode).toBe(status);
      expect((await get('/api/admin/programs/two-step', headers)).statusCode).toBe(status);
      expect((await post('/api/admin/programs', { id: 'sneaky', ...programInput() }, headers)).statusCode).toBe(status);
      expect((await post('/api/admin/programs/two-step/versions', programInput(), headers)).statusCode).toBe(status);
    }
    expect((await get('/api/admin/programs/sneaky')).statusCode).toBe(404);
  });
});
