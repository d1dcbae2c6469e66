import type { Kysely } from 'kysely';
import type { AccountsDb } from './db/types.ts';
import type { LinkRegistry } from './links/link-registry.ts';
import type { Mt5Provider } from './mt5/provider.ts';

/** What every accounts route and event handler needs, passed in by app.ts. */
export interface AccountsContext {
  db: Kysely<AccountsDb>;
  provider: Mt5Provider;
  /** The open trading accounts, in memory. */
  links: LinkRegistry;
  /** Asks the outbox relay to publish now that a transaction with events has committed. */
  publishSoon: () => void;
}
