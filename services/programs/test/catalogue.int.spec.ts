import { programVersioned } from '@prop/contracts/events/programs';
import { SEED_PROGRAMS } from '@prop/contracts/program';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPrograms } from '../src/commands/seed-programs.ts';
import { programInput } from './program-input.ts';
import { type Programs, startPrograms } from './helper.ts';

describe('GET /api/programs', () => {
  let programs: Programs;

  beforeAll(async () => {
    programs = await startPrograms();
  });
  afterAll(() => programs?.close());

  const catalogue = () => programs.app.inject({ method: 'GET', url: '/api/programs' });

  it('lists the seeded programs at version 1, Instant Funding first, to anyone', async () => {
    const response = await catalogue();
    expect(response.statusCode).toBe(200);
    const listed = response.json();
    expect(listed.map(({ id }: { id: string }) => id)).toEqual(['instant-funding', 'two-step', 'one-step']);
    for (const [index, seed] of SEED_PROGRAMS.entries()) {
      expect(listed[index]).toEqual({ ...seed, createdAt: expect.any(String) });
    }
    expect(listed[0].sizes).toEqual([
      { amount: 10000, price: '139.00' },
      { amount: 25000, price: '249.00' },
      { amount: 50000, price: '379.00' },
      { amount: 100000, price: '599.00' },
    ]);
  });

  it('announced each seeded version once, and seeding again stores and announces nothing', async () => {
    expect(await seedPrograms(programs.deps.runtime)).toEqual([]);
    const announced = await programs.published(programVersioned);
    expect(announced.map(({ program }) => `${program.id}@${program.version}`)).toEqual([
      'instant-funding@1',
      'two-step@1',
      'one-step@1',
    ]);
    const stored = await programs.deps.db.selectFrom('program_versions').select('created_by').execute();
    expect(stored).toEqual(SEED_PROGRAMS.map(() => ({ created_by: null })));
  });

  it('shows each program at its latest version and leaves out a withdrawn one, which admins still see', async () => {
    const admin = programs.adminHeaders();
    const post = (url: string, payload: object) =>
      programs.app.inject({ method: 'POST', url, headers: admin, payload });
    expect(
      (await post('/api/admin/programs/one-step/versions', programInput({ name: 'One-Step Plus' }, 'one-step')))
        .statusCode,
    ).toBe(201);
    expect((await post('/api/admin/programs', { id: 'swing', ...programInput({ name: 'Swing' }) })).statusCode).toBe(
      201,
    );
    expect((await post('/api/admin/programs/two-step/versions', programInput({ active: false }))).statusCode).toBe(201);

    const listed = (await catalogue()).json();
    expect(
      listed.map(({ id, version, name }: { id: string; version: number; name: string }) => [id, version, name]),
    ).toEqual([
      ['instant-funding', 1, 'Instant Funding'],
      ['one-step', 2, 'One-Step Plus'],
      ['swing', 1, 'Swing'],
    ]);
    const all = await programs.app.inject({ method: 'GET', url: '/api/admin/programs', headers: admin });
    expect(
      all
        .json()
        .map(({ id, version, active }: { id: string; version: number; active: boolean }) => [id, version, active]),
    ).toEqual([
      ['instant-funding', 1, true],
      ['two-step', 2, false],
      ['one-step', 2, true],
      ['swing', 1, true],
    ]);
  });
});
