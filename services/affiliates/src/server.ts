import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadAffiliatesConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { AffiliatesDb } from './db/types.ts';

const config = loadAffiliatesConfig();
const deps = await createServiceDeps<AffiliatesDb>('affiliates', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
