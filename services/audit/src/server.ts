import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadAuditConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { AuditDb } from './db/types.ts';

const config = loadAuditConfig();
const deps = await createServiceDeps<AuditDb>('audit', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
