import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { partitionKeyOf } from '@prop/contracts/partitions';
import { INSTANT_FUNDING_PACK } from '@prop/contracts/rule-pack';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { loadRiskConfig, MIGRATIONS_FOLDER } from '../../services/risk/src/config.ts';
import type { RiskDb } from '../../services/risk/src/db/types.ts';
import { TradingDays } from '../../services/risk/src/domain/trading-day.ts';
import { rebuildBook } from '../../services/risk/src/state/rebuild-book.ts';
import { RiskBook } from '../../services/risk/src/state/risk-book.ts';
import { median } from '../lib/percentiles.ts';
import { postgresCpuSeconds } from '../lib/process-cpu.ts';

/**
 * What taking a partition costs a risk replica (docs/decisions/013): rebuilding its accounts from
 * the tables (the open accounts, their locked packs, latest breaches, day starts, warnings, met
 * objectives and latest deals) into the book, on the real PostgreSQL, with every account locked to a pack and two
 * days of day starts. Each partition one after another, as a lone replica's first round takes all
 * of them, beside the baseline of one rebuild of every account at once; and PostgreSQL's CPU for each.
 */
const { values } = parseArgs({ options: { accounts: { type: 'string', default: '50000' } } });
const accounts = Number(values.accounts);
const log = (line: string) => console.log(`[risk-takeover] ${line}`);
const ROWS_A_STATEMENT = 5000;

const ns = createTestNamespace('risk', { LOG_LEVEL: 'warn' });
const config = loadRiskConfig(ns.env);
const deps = await createServiceDeps<RiskDb>('risk', config, MIGRATIONS_FOLDER);
const { db } = deps;
try {
  for (let start = 0; start < accounts; start += ROWS_A_STATEMENT) {
    const rows = Array.from({ length: Math.min(ROWS_A_STATEMENT, accounts - start) }, (_, offset) => {
      const mt5AccountId = String(50_000_000 + start + offset);
      return sql`(gen_random_uuid(), gen_random_uuid(), ${mt5AccountId}, ${partitionKeyOf(mt5AccountId)}::bigint)`;
    });
    await sql`insert into risk_accounts (account_id, user_id, mt5_account_id, partition_key, funding_balance,
        account_type, max_drawdown_bps, daily_loss_bps, linked_at)
      select keyed.*, 25000, 'Two-Step Challenge', 1000, 500, now()
      from (values ${sql.join(rows)}) as keyed`.execute(db);
  }
  await sql`insert into locked_packs (account_id, enrolment_id, program, phase, rule_pack, started_at)
    select account_id, gen_random_uuid(), '{"id":"instant-funding","name":"Instant Funding","version":1}',
      '{"index":0,"name":"Funded","kind":"funded"}', ${JSON.stringify(INSTANT_FUNDING_PACK)}, now()
    from risk_accounts`.execute(db);
  await sql`insert into day_starts (account_id, trading_day, balance, equity)
    select account_id, current_date - days.back, 25000, 25000
    from risk_accounts, generate_series(0, 1) as days(back)`.execute(db);
  await sql`analyze`.execute(db);

  const days = new TradingDays({ minutes: 0, timeZone: 'UTC' });
  const partitions = config.ACCOUNT_PARTITIONS;
  const rebuild = async (scope?: { partition: number; of: number }) => {
    const book = new RiskBook({ days, windowSeconds: config.RISK_EVIDENCE_SECONDS, onBreach: () => {} });
    const postgresBefore = postgresCpuSeconds();
    const startedAt = performance.now();
    await rebuildBook(db, book, days, Date.now(), scope);
    const ms = performance.now() - startedAt;
    return { ms, postgresMs: (postgresCpuSeconds() - postgresBefore) * 1000, held: book.size };
  };
  const taken = [];
  for (let partition = 0; partition < partitions; partition++) taken.push(await rebuild({ partition, of: partitions }));
  // After the partitions, so neither figure carries the first run's compilation alone.
  await rebuild();
  const whole = await rebuild();
  const held = taken.reduce((sum, taking) => sum + taking.held, 0);
  if (held !== accounts || whole.held !== accounts)
    throw new Error(`rebuilt ${held} accounts over the partitions and ${whole.held} at once, not ${accounts}`);
  const sum = (figures: number[]) => figures.reduce((total, figure) => total + figure, 0);
  const all = sum(taken.map(({ ms }) => ms));
  log(`${accounts} open accounts, each locked to a pack, two days of day starts; ${partitions} partitions`);
  log(
    `one partition taken: median ${median(taken.map(({ ms }) => ms)).toFixed(0)} ms, PostgreSQL's CPU ${median(taken.map(({ postgresMs }) => postgresMs)).toFixed(0)} ms`,
  );
  log(
    `every partition, one after another: ${all.toFixed(0)} ms, PostgreSQL's CPU ${sum(taken.map(({ postgresMs }) => postgresMs)).toFixed(0)} ms`,
  );
  log(
    `baseline, every account in one rebuild: ${whole.ms.toFixed(0)} ms, PostgreSQL's CPU ${whole.postgresMs.toFixed(0)} ms`,
  );
  log(`every partition / one rebuild: x${(all / whole.ms).toFixed(2)}`);
} finally {
  await deps.close();
  await ns.cleanup();
}
