import { createServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { buildApp } from '../src/app.ts';
import { loadAuditConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { AuditDb } from '../src/db/types.ts';

/** The real audit app on the real PostgreSQL and NATS, in a namespace of its own. */
export async function startAudit() {
  const ns = createTestNamespace('audit');
  const config = loadAuditConfig(ns.env);
  const deps = await createServiceDeps<AuditDb>('audit', config, MIGRATIONS_FOLDER);
  const app = await buildApp(deps, config);
  return {
    app,
    deps,
    config,
    namespace: ns.namespace,
    callerHeaders: callerHeadersFor(config.INTERNAL_TOKEN),
    close: async () => {
      await app.close();
      await ns.cleanup();
    },
  };
}
export type TestAudit = Awaited<ReturnType<typeof startAudit>>;
