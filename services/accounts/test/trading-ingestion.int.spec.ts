import { randomUUID } from 'node:crypto';
import type { Deal } from '@prop/contracts/trading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkRegistry } from '../src/links/link-registry.ts';
import type { Mt5Provider, TradingActivityListener } from '../src/mt5/provider.ts';
import { TradingIngestion } from '../src/trading/trading-ingestion.ts';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

const MT5 = 'sim-gated';

const deal = (id: string, time: string): Deal => ({
  id,
  type: 'DEAL_TYPE_BALANCE',
  time,
  profit: '100.00',
  commission: '0.00',
  swap: '0.00',
  magic: 0,
});

/**
 * The ingestion's schedule against a source whose reads the test holds open: the database, the
 * outbox and the command runner are the real ones; only the broker is played by the test.
 */
describe('the trading ingestion', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts();
  });
  afterAll(() => accounts.close());

  it('given activity while a read runs, when the read ends, then the account is read again at once, not at the next poll', async () => {
    const ledger = [deal('1', '2026-11-24T10:00:00.000Z')];
    let activity: TradingActivityListener = () => {};
    let release: (() => void) | undefined;
    let reads = 0;
    const source = {
      trading: {
        deals: async () => {
          reads += 1;
          const seen = [...ledger];
          if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
          return { ok: true as const, value: seen };
        },
        positions: async () => ({ ok: true as const, value: [] }),
      },
      onTradingActivity: (listener: TradingActivityListener) => (activity = listener),
    } as unknown as Mt5Provider;
    const links = new LinkRegistry();
    links.put({
      userId: randomUUID(),
      accountId: randomUUID(),
      mt5AccountId: MT5,
      fundingBalance: '10000',
      status: 'active',
      accountType: 'Instant Funding',
      historyFrom: null,
    });
    const ingestion = new TradingIngestion(
      { runtime: accounts.deps.runtime, db: accounts.deps.db, links, provider: source },
      {
        pollMs: 60_000,
        historyDays: 1,
        concurrency: 1,
        pastEquity: () => {},
        clock: accounts.deps.clock,
        log: { warn: () => {} },
      },
    );
    ingestion.start();
    try {
      await waitFor(async () => release !== undefined);
      ledger.push(deal('2', '2026-11-24T10:05:00.000Z'));
      activity(MT5);
      release?.();

      await waitFor(async () => {
        const stored = await accounts.deps.db
          .selectFrom('mt5_deals')
          .select('deal_id')
          .where('mt5_account_id', '=', MT5)
          .execute();
        return stored.length === 2;
      }, 3000);
      expect(reads).toBe(2);
    } finally {
      await ingestion.stop();
    }
  });
});
