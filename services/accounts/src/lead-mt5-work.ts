import type { FastifyInstance } from 'fastify';
import { forwardToLeader } from '@prop/service-kit/leader-forwarding';
import { lead } from '@prop/service-kit/leadership';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { startBackground } from './background.ts';
import type { AccountsConfig } from './config.ts';
import type { AccountsContext } from './context.ts';
import type { AccountsDb } from './db/types.ts';
import { LinkRegistry } from './links/link-registry.ts';
import { createProvider } from './mt5/create-provider.ts';
import { DATABASE_JOURNAL_ROUTES } from './routes/trading-journal.ts';

/** The lease of accounts' MT5 work: one replica polls, streams or simulates (docs/decisions/013). */
const MT5_LEADER_ROLE = 'accounts-mt5';
/** Not under `accounts.>`: a plain request to the leader, kept by no stream. */
const LEADER_SUBJECT = 'accounts-leader.request';

/**
 * The routes under /api read the provider's memory or the links, but for the journal's reads of the
 * database alone; those, health, metrics and docs every replica answers itself.
 */
const isLeadersRoute = (routeUrl: string) => routeUrl.startsWith('/api/') && !DATABASE_JOURNAL_ROUTES.has(routeUrl);

export interface Mt5Leadership {
  /** Leading with the work up: this replica answers the /api routes itself. */
  readonly serving: boolean;
  /** Stops the work if leading and gives the lease back. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this replica runs accounts' MT5 work, for operators' logs and the tests. */
    mt5Leadership: Mt5Leadership;
  }
}

/**
 * The MT5 provider, the links in memory and all of startBackground run on the replica holding the
 * lease; the others forward their /api routes to it. Each term starts as a restart does: a provider
 * and links of its own, the simulator restored from the database, so a replica elected again does
 * not go on from what it held before another led. Call before the app is ready, so the forwarding
 * hook covers every route. Resolves once the first round is done (a lone replica then leads, its
 * work up).
 */
export async function leadMt5Work(
  app: FastifyInstance,
  deps: ServiceDeps<AccountsDb>,
  ctx: AccountsContext,
  config: AccountsConfig,
): Promise<Mt5Leadership> {
  // Leading with the work up, not merely holding the lease while the work starts.
  let serving = false;
  const forwarding = forwardToLeader(app, {
    nats: deps.nats,
    namespace: config.NAMESPACE,
    subject: LEADER_SUBJECT,
    serving: () => serving,
    forwards: isLeadersRoute,
    log: deps.log,
  });
  let terms = 0;
  let stopWork: (() => Promise<void>) | undefined;
  let stopAnswering: (() => void) | undefined;
  const leadership = await lead({
    nats: deps.nats,
    namespace: config.NAMESPACE,
    role: MT5_LEADER_ROLE,
    ttlMs: config.LEASE_TTL_MS,
    replicaName: config.REPLICA_NAME,
    log: deps.log,
    onElected: async () => {
      // The first term uses the provider buildApp made, never started.
      if (terms++ > 0) {
        ctx.provider = createProvider(config, deps.log, deps.clock);
        ctx.links = new LinkRegistry();
      }
      stopWork = await startBackground(deps, ctx, config);
      stopAnswering = forwarding.answer();
      serving = true;
    },
    onDeposed: async () => {
      serving = false;
      stopAnswering?.();
      stopAnswering = undefined;
      await stopWork?.();
      stopWork = undefined;
    },
  });
  return {
    get serving() {
      return serving;
    },
    stop: () => leadership.stop(),
  };
}
