import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadCalendarConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { CalendarDb } from './db/types.ts';

const config = loadCalendarConfig();
const deps = await createServiceDeps<CalendarDb>('calendar', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
