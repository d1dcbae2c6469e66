import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadBillingConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { BillingDb } from './db/types.ts';

const config = loadBillingConfig();
const deps = await createServiceDeps<BillingDb>('billing', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
