import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../services/identity/demo-accounts.json' with { type: 'json' };
import { equityBatch } from '../../packages/contracts/src/events/accounts.ts';
import { streamNameFor } from '../../packages/service-kit/src/nats.ts';
import { startNatsCluster } from '../../scripts/lib/nats-cluster.mjs';
import { root } from '../../scripts/lib/pnpm.mjs';
import { check } from './lib/checker.ts';
import { tally } from './lib/classify.ts';
import { type FaultLog, faultSchedule, injectFault, killRiskReplica, type NatsNodes } from './lib/faults.ts';
import { natsClusterServer, type Server, startNats, startPostgres, startRedis } from './lib/infra.ts';
import { compareCopies } from './lib/stream-copies.ts';
import { startSupervisedPlatform, type SupervisedPlatform } from './lib/platform.ts';
import { TraderSockets } from './lib/trader-sockets.ts';
import { verifyEmailIn } from './lib/verify-email.ts';
import { Workload } from './lib/workload.ts';

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 3);
/**
 * `--cluster`: the platform as `CLUSTER=1 npm start` runs it, on a NATS cluster of three servers
 * (streams kept three times) with two replicas of every service and of the gateway.
 */
const CLUSTER = process.env.FAULT_CLUSTER === '1';
const REPLICAS = 2;
/** The platform built as plain JavaScript (scripts/test-faults.mjs builds it for `--cluster`). */
const SERVER_DIR = process.env.FAULT_SERVER_DIR || undefined;
/** `--logs DIR`: every process's whole output, one file each. */
const LOG_DIR = process.env.FAULT_LOG_DIR || undefined;
/** Traders holding `/ws` open through the run. */
const TRADER_SOCKETS = 4;
const NAMESPACE = 'faults';
/**
 * The second admin a withdrawal above WITHDRAWAL_SECOND_APPROVAL_ABOVE needs (maker-checker): the
 * simulated accounts trade by themselves, so a profit, and the payout on it, can grow past it.
 */
const CHECKER = { email: 'checker@faults.example.com', password: 'second pair of eyes 2026' };
/**
 * Crash points inside the services, on top of the kills from outside. Most commits are the outbox
 * relay's drain, every 200 ms in every process, so a process lives about 10 s: clustered, with
 * twice the processes, half the chance per commit keeps the platform's crash rate that of one
 * node (at 2%, restarts alone would want more than two cores). The points that follow operations
 * (a reply, an outbox mark) keep their chance per operation.
 */
const FAULT_POINTS = `db.before-commit:${CLUSTER ? 0.01 : 0.02},http.before-reply:0.03,outbox.before-mark:0.05`;

describe(`${ROUNDS} rounds of faults${CLUSTER ? ' in a cluster' : ''} lose and duplicate no acknowledged operation, miss and double no breach`, () => {
  const servers: Record<'postgres' | 'redis' | 'nats', Server> = {} as never;
  let natsNodes: NatsNodes | undefined;
  let natsCluster: Awaited<ReturnType<typeof startNatsCluster>> | undefined;
  let platform: SupervisedPlatform;
  let env: Record<string, string>;

  beforeAll(async () => {
    natsCluster = CLUSTER ? await startNatsCluster({ logDir: LOG_DIR }) : undefined;
    natsNodes = natsCluster;
    [servers.postgres, servers.redis, servers.nats] = await Promise.all([
      startPostgres(),
      startRedis(LOG_DIR),
      natsCluster ? natsClusterServer(natsCluster) : startNats(LOG_DIR),
    ]);
    env = {
      NODE_ENV: 'test',
      // With `--logs`, what a process warns of too: a start that waits says on what.
      LOG_LEVEL: LOG_DIR ? 'warn' : 'error',
      NAMESPACE,
      DATABASE_URL: servers.postgres.url,
      REDIS_URL: servers.redis.url,
      NATS_URL: servers.nats.url,
      SIM_ACCOUNTS: String(20 * ROUNDS + 20),
      LOGIN_MAX_FAILURES: '100000',
      REGISTER_MAX_PER_HOUR: '100000',
      CREATE_MAX_PER_MINUTE: '100000',
      FAULT_POINTS,
      ...(natsCluster && { NATS_STREAM_REPLICAS: String(natsCluster.size) }),
    };
    const identityScript = (args: string[], input?: string) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
        cwd: path.join(root, 'services/identity'),
        env: { ...process.env, ...env, FAULT_POINTS: '' },
        input,
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`${args[0]} failed: ${run.stderr}`);
    };
    identityScript(['src/seed.ts']);
    // The maker-checker's second admin, created as an operator creates one (its password on stdin).
    identityScript(['src/create-admin.ts', CHECKER.email, 'Fault', 'Checker'], CHECKER.password);
    // Payouts alone runs on a Saturday, so withdrawals are allowed whatever day the run is on;
    // sessions and cookies stay on the real clock.
    platform = await startSupervisedPlatform(env, {
      envFor: {
        payouts: { FAKE_NOW: '2026-11-21T12:00:00+01:00' },
        // The linked accounts trade by themselves while processes die: the ledger check below
        // finds a deal stored twice, announced twice or skipped.
        accounts: { SIM_PERSONAS: 'true', SIM_HISTORY_DAYS: '1', TRADING_POLL_MS: '500' },
      },
      replicas: CLUSTER ? REPLICAS : 0,
      serverDir: SERVER_DIR,
      logDir: LOG_DIR,
    });
  });

  afterAll(async () => {
    await platform?.stop();
    await Promise.all(Object.values(servers).map((server) => server?.close()));
  });

  it('finds every acknowledged operation exactly once, every event published and consumed', async () => {
    const started = Date.now();
    const workload = new Workload(
      platform.url,
      { maker: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD }, checker: CHECKER },
      verifyEmailIn(servers.postgres.url),
    );
    await workload.admin.signIn?.();
    await workload.checker.signIn?.();
    // Traders with the app open: their sockets drop when their gateway (replica) dies and must find
    // another with the app's back-off. Clustered, the other replica is there at once, so one that gives
    // up is a problem; on one node the only gateway may take longer to come back than the app tries.
    const sockets = new TraderSockets(platform.url, await workload.signedInTraders(TRADER_SOCKETS));
    let socketsDown = 0;
    const faults: FaultLog[] = [];
    const schedule = faultSchedule(ROUNDS, platform.names, natsNodes);
    for (const planned of schedule) {
      const operations = Promise.all([
        workload.fundedTraderWithdraws(),
        workload.fundedTraderWithdraws(),
        workload.traderBuys(),
        workload.traderBuys(),
        workload.traderUploadsKyc(),
        workload.traderFilesTicket(),
        workload.traderBreaches(),
      ]);
      const sessionProbe = async () => (await workload.admin.call('GET', '/api/admin/me'))?.status ?? null;
      const riskKill = CLUSTER ? killRiskReplica(platform) : undefined;
      const fault = await injectFault(planned, {
        platform,
        servers,
        sessionProbe,
        natsNodes,
      });
      faults.push(fault);
      if (riskKill) faults.push(await riskKill);
      await operations;
      // Not the plan's fault, and not the platform's to hide: said in the log, started again like any.
      for (const server of Object.values(servers)) {
        const died = server.diedByItself?.();
        if (died) faults.push({ fault: `not planned: ${died}` });
      }
      await Promise.all(Object.values(servers).map((server) => server.start()));
      await platform.allReady();
      const down = await sockets.settle();
      socketsDown += down;
      if (CLUSTER && down > 0) {
        fault.problem = [fault.problem, `${down} trader sockets did not reconnect`].filter(Boolean).join('; ');
      }
    }
    const socketCounts = { ...sockets.counts(), downAfterRound: socketsDown };
    sockets.stop();
    // Healed: the same processes without their crash points, so the final read is not itself crashed.
    await platform.restartAll({ FAULT_POINTS: '' });
    const { findings, invariants, ledger, breaches } = await check({
      databaseUrl: servers.postgres.url,
      natsUrl: servers.nats.url,
      namespace: NAMESPACE,
      services: platform.names.filter((name) => name !== 'gateway'),
      operations: workload.operations,
      admin: workload.admin,
      copies: natsCluster,
    });

    const copies =
      natsCluster &&
      compareCopies(
        natsCluster,
        [...platform.names.filter((name) => name !== 'gateway'), equityBatch.service].map((name) =>
          streamNameFor(NAMESPACE, name),
        ),
      );
    const totals = tally(findings);
    const byKind = Object.fromEntries(
      [...new Set(findings.map((finding) => finding.operation.kind))].map((kind) => [
        kind,
        tally(findings.filter((finding) => finding.operation.kind === kind)),
      ]),
    );
    console.log(
      JSON.stringify(
        {
          rounds: ROUNDS,
          cluster: CLUSTER ? { natsServers: natsNodes?.size, replicas: REPLICAS } : false,
          server: SERVER_DIR ? 'built' : 'source',
          seconds: Math.round((Date.now() - started) / 1000),
          faults,
          restarts: platform.restarts(),
          totals,
          byKind,
          ledger,
          breaches,
          sockets: socketCounts,
          copies,
          invariants,
        },
        null,
        2,
      ),
    );
    const unacknowledged = workload.operations.filter((operation) => !operation.acknowledged);
    console.log(
      'not acknowledged:',
      unacknowledged.map((operation) => `${operation.kind}: ${operation.answer}`),
    );
    console.log('stalled before asking:', workload.stalled);
    const wrong = findings.filter((finding) => finding.outcome === 'lost' || finding.outcome === 'duplicated');
    expect(wrong.map((finding) => ({ ...finding.operation, outcome: finding.outcome, found: finding.found }))).toEqual(
      [],
    );
    expect(invariants).toEqual([]);
    expect(faults.filter((fault) => fault.problem)).toEqual([]);
    expect(totals.acknowledged).toBeGreaterThan(0);
    // The ledger checks looked at accounts that traded through the faults, not at an empty table.
    expect(ledger.deals).toBeGreaterThan(0);
    // The breach check looked at accounts risk did judge, not at none.
    expect(byKind.breach?.present).toBeGreaterThan(0);
    // The sockets' check held the traders' sockets it counts, not none.
    expect(socketCounts.sockets).toBe(TRADER_SOCKETS);
  });
});
