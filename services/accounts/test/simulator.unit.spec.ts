import { describe, expect, it } from 'vitest';
import { fixedClock } from '@prop/service-kit/clock';
import { equityOf, funded, step, withEquity } from '../src/mt5/simulator/random-walk.ts';
import { seededRandom } from '../src/mt5/simulator/seeded-random.ts';
import { SimulatorProvider } from '../src/mt5/simulator/simulator-provider.ts';

const clock = fixedClock('2026-01-10T12:00:00Z');
const simulator = (seed: number, accounts = 12) => new SimulatorProvider({ accounts, seed, clock });
/** One simulated second: every slice of the pool moves once. */
const second = (sim: SimulatorProvider) => {
  for (let slice = 0; slice < 10; slice++) sim.tick();
};

describe('the random walk', () => {
  it('given a day of one-second steps from many seeds, then equity stays positive and the balance sane', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seededRandom(seed);
      const state = funded(10000);
      for (let tick = 0; tick < 86_400; tick++) {
        step(state, random);
        const equity = equityOf(state);
        if (!(equity > 0) || !Number.isFinite(equity)) throw new Error(`seed ${seed}: equity ${equity} at ${tick}`);
      }
      expect(state.balance).toBeGreaterThan(1000);
      expect(state.balance).toBeLessThan(100_000);
    }
  });

  it('given a second, then equity moves by a few dollars on 10,000, not hundreds', () => {
    const random = seededRandom(3);
    const state = funded(10000);
    const moves: number[] = [];
    for (let tick = 0; tick < 1000; tick++) {
      const before = equityOf(state);
      step(state, random);
      if (state.floating !== 0) moves.push(Math.abs(equityOf(state) - before));
    }
    const median = moves.sort((a, b) => a - b)[Math.floor(moves.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(0.5);
    expect(median).toBeLessThan(50);
  });

  it.each([9400, 10500, 1, 250000])('given a chosen equity of %d, then the state has exactly that equity', (equity) => {
    const state = withEquity({ balance: 10000, floating: 0.004, marginUse: 0.1 }, equity);
    expect(equityOf(state)).toBe(equity);
    expect(state.balance).toBeGreaterThan(0);
  });
});

describe('the simulated broker', () => {
  it('given the same seed, then the accounts and their walks are the same; another seed differs', () => {
    const a = simulator(42);
    const b = simulator(42);
    const c = simulator(43);
    for (let n = 0; n < 30; n++) [a, b, c].forEach(second);
    expect(b.list()).toEqual(a.list());
    expect(c.list().map((account) => account.id)).not.toEqual(a.list().map((account) => account.id));
    expect(c.list().map((account) => account.info?.equity)).not.toEqual(
      a.list().map((account) => account.info?.equity),
    );
  });

  it('opens a pool of DEPLOYED, CONNECTED MT5 accounts at 1:30 in USD with unique ids and logins', () => {
    const accounts = simulator(7, 200).list();
    expect(new Set(accounts.map((account) => account.id)).size).toBe(200);
    expect(new Set(accounts.map((account) => account.login)).size).toBe(200);
    for (const account of accounts) {
      expect(account).toMatchObject({ state: 'DEPLOYED', connectionStatus: 'CONNECTED', platform: 'mt5' });
      expect(account.info).toMatchObject({ leverage: 30, currency: 'USD' });
      expect([10000, 25000, 50000, 100000]).toContain(Math.round(account.info?.balance ?? 0));
    }
  });

  it('moves each account once per second with one timer, one slice per tick', () => {
    const sim = simulator(5, 25);
    const moved: string[] = [];
    sim.onUpdate((snapshot) => moved.push(snapshot.id));
    sim.tick();
    expect(moved).toHaveLength(3);
    for (let slice = 1; slice < 10; slice++) sim.tick();
    expect(moved).toHaveLength(25);
    expect(new Set(moved).size).toBe(25);
  });

  it('funds, steers and opens accounts, reporting each change at once', () => {
    const sim = simulator(9, 3);
    const seen: number[] = [];
    sim.onUpdate((snapshot) => seen.push(snapshot.info?.equity ?? 0));
    const [first] = sim.list();
    if (!first) throw new Error('no account');

    expect(sim.fund(first.id, 25000)?.info).toMatchObject({ balance: 25000, equity: 25000 });
    expect(sim.setEquity(first.id, 23500)?.info?.equity).toBe(23500);
    const fresh = sim.createAccount(50000);
    expect(fresh.info).toMatchObject({ balance: 50000, equity: 50000 });
    expect(sim.list()).toHaveLength(4);
    expect(seen).toEqual([25000, 23500, 50000]);
    expect(sim.setEquity('missing', 1)).toBeUndefined();
  });

  it('gives a created account an id no account ever had, and restores kept ones after a restart', () => {
    const before = simulator(11, 2);
    const created = before.createAccount(10000);
    const after = simulator(11, 2);

    after.restore(
      [
        {
          id: created.id,
          name: created.name,
          login: created.login,
          server: created.server,
          balance: 10000,
          equity: 9700,
          trading: null,
        },
      ],
      [created.id, 'sim-gone'],
    );

    expect(after.get(created.id)).toMatchObject({ login: created.login, info: { balance: 10000, equity: 9700 } });
    expect(after.createAccount(10000).id).not.toBe(created.id);
  });
});
