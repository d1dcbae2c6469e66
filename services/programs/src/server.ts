import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadProgramsConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { ProgramsDb } from './db/types.ts';

const config = loadProgramsConfig();
const deps = await createServiceDeps<ProgramsDb>('programs', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
