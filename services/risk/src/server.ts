import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadRiskConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { RiskDb } from './db/types.ts';

const config = loadRiskConfig();
const deps = await createServiceDeps<RiskDb>('risk', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
