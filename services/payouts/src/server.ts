import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadPayoutsConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { PayoutsDb } from './db/types.ts';

const config = loadPayoutsConfig();
const deps = await createServiceDeps<PayoutsDb>('payouts', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
