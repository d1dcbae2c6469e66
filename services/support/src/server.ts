import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadSupportConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { SupportDb } from './db/types.ts';

const config = loadSupportConfig();
const deps = await createServiceDeps<SupportDb>('support', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
