import { runService } from '@prop/service-kit/run-service';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { buildApp } from './app.ts';
import { loadAccountsConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { AccountsDb } from './db/types.ts';

const config = loadAccountsConfig();
const deps = await createServiceDeps<AccountsDb>('accounts', config, MIGRATIONS_FOLDER);
const app = await buildApp(deps, config);
await runService(app, config.HOST, config.PORT);
