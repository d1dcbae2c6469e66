import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadReportingConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { ReportingDb } from './db/types.ts';

const config = loadReportingConfig();
const deps = await createServiceDeps<ReportingDb>('reporting', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
