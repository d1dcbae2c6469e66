import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadMarketingConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { MarketingDb } from './db/types.ts';

const config = loadMarketingConfig();
const deps = await createServiceDeps<MarketingDb>('marketing', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
