import { createServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { buildApp } from '../src/app.ts';
import { loadReportingConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { ReportingDb } from '../src/db/types.ts';

/**
 * The real reporting app on the real PostgreSQL and NATS, in a namespace of its own. `restart`
 * stops it and starts another on the same schema and streams, running `between` in the gap.
 */
export async function startReporting(extraEnv: Record<string, string> = {}) {
  const ns = createTestNamespace('reporting', extraEnv);
  const config = loadReportingConfig(ns.env);
  const start = async () => {
    const deps = await createServiceDeps<ReportingDb>('reporting', config, MIGRATIONS_FOLDER);
    return { deps, app: await buildApp(deps, config) };
  };
  let running = await start();
  return {
    get app() {
      return running.app;
    },
    get deps() {
      return running.deps;
    },
    config,
    env: ns.env,
    namespace: ns.namespace,
    callerHeaders: callerHeadersFor(config.INTERNAL_TOKEN),
    restart: async (between: (deps: Awaited<ReturnType<typeof start>>['deps']) => Promise<void>) => {
      await running.app.close();
      const bare = await createServiceDeps<ReportingDb>('reporting', config, MIGRATIONS_FOLDER);
      try {
        await between(bare);
      } finally {
        await bare.close();
      }
      running = await start();
    },
    close: async () => {
      await running.app.close();
      await ns.cleanup();
    },
  };
}
export type TestReporting = Awaited<ReturnType<typeof startReporting>>;
