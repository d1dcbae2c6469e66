import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '@prop/service-kit/clock';
import { countOf } from '@prop/service-kit/testing/metric-count';
import { MetaApiClient } from '../src/mt5/metaapi/metaapi-client.ts';
import { mt5ProviderCallSeconds, mt5ProviderCalls } from '../src/mt5/metaapi/metaapi-metrics.ts';
import {
  accountInformation,
  metaApiAccount,
  notSynchronized,
  startFakeMetaApi,
  tooManyRequests,
} from './fake-metaapi.ts';

/** How many calls of an operation the latency histogram has timed. */
async function timed(operation: string): Promise<number> {
  const { values } = await mt5ProviderCallSeconds().get();
  const count = values.find((sample) => sample.metricName?.endsWith('_count') && sample.labels.operation === operation);
  return count?.value ?? 0;
}

describe('accounts_mt5_provider_calls_total and its latency', () => {
  let fake: Awaited<ReturnType<typeof startFakeMetaApi>>;
  let client: MetaApiClient;
  const account = { id: 'acc-counted', region: 'vint-hill' };
  const calls = (outcome: string) => countOf(mt5ProviderCalls(), { operation: 'account_information', outcome });

  beforeAll(async () => {
    fake = await startFakeMetaApi();
    fake.accounts.push(metaApiAccount(account.id));
    fake.information.set(account.id, accountInformation());
    client = new MetaApiClient({ token: 't', provisioningUrl: fake.url, clientUrl: fake.url, clock: createClock() });
  });
  afterAll(() => fake.close());

  it('given MetaApi answers, a 429, a terminal not synchronised and a 500, then each call counts under its outcome and is timed', async () => {
    const before = {
      ok: await calls('ok'),
      rate_limited: await calls('rate_limited'),
      synchronizing: await calls('synchronizing'),
      failed: await calls('failed'),
      timed: await timed('account_information'),
    };
    fake.queue(fake.infoPath(account.id), tooManyRequests(Date.now(), 'perAccount', 0), notSynchronized(), {
      status: 500,
      body: { id: 5, error: 'InternalError', message: 'boom' },
    });

    const kinds = [];
    for (let call = 0; call < 4; call += 1) {
      const outcome = await client.accountInformation(account);
      kinds.push(outcome.ok ? 'ok' : outcome.kind);
    }

    expect(kinds).toEqual(['rate-limited', 'synchronizing', 'failed', 'ok']);
    expect(await calls('ok')).toBe(before.ok + 1);
    expect(await calls('rate_limited')).toBe(before.rate_limited + 1);
    expect(await calls('synchronizing')).toBe(before.synchronizing + 1);
    expect(await calls('failed')).toBe(before.failed + 1);
    expect(await timed('account_information')).toBe(before.timed + 4);
  });

  it('given no MetaApi listening, when listing accounts, then the call counts as failed', async () => {
    const gone = new MetaApiClient({
      token: 't',
      provisioningUrl: 'http://127.0.0.1:9',
      clientUrl: fake.url,
      clock: createClock(),
    });
    const before = await countOf(mt5ProviderCalls(), { operation: 'list_accounts', outcome: 'failed' });

    expect(await gone.listAccounts(0)).toMatchObject({ ok: false, kind: 'failed', status: null });

    expect(await countOf(mt5ProviderCalls(), { operation: 'list_accounts', outcome: 'failed' })).toBe(before + 1);
  });
});
