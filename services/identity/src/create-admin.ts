import { main } from './cli/create-admin.ts';

/** `pnpm --filter @prop/identity admin:create`: see cli/create-admin.ts. */
process.exitCode = await main(process.argv.slice(2), process, process.env);
