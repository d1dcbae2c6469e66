import type { Kysely } from 'kysely';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { AccountsDb } from './db/types.ts';
import type { LinkRegistry } from './links/link-registry.ts';
import type { Mt5Provider } from './mt5/provider.ts';

/** What every accounts route, command and event handler needs, passed in by app.ts. */
export interface AccountsContext {
  /** Runs commands and event handlers: the database, the clock, the relay and the broker. */
  runtime: HandlerRuntime<AccountsDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<AccountsDb>;
  /** The current leadership term's (lead-mt5-work.ts replaces it): read it at use, never keep it. */
  provider: Mt5Provider;
  /** The open trading accounts, in memory; replaced with the provider each term. */
  links: LinkRegistry;
  /** The simulator's trading control is open (a simulated broker, outside production). */
  simulatorSteering: boolean;
}
