import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadIdentityConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { IdentityDb } from './db/types.ts';

const config = loadIdentityConfig();
const deps = await createServiceDeps<IdentityDb>('identity', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
