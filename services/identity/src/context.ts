import type { Kysely } from 'kysely';
import type { LiveAdminRoles } from './admin-roles/live-admin-roles.ts';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { IdentityDb } from './db/types.ts';
import type { DocumentVault } from './documents/document-vault.ts';
import type { SessionSettings } from './domain/sessions.ts';
import type { UserDataGatherer } from './rpc/gather-user-data.ts';
import type { SecondFactorSettings } from './second-factor/admin-codes.ts';

/** What every identity route, command and view needs, passed in by app.ts. */
export interface IdentityContext {
  /** Runs commands: the database, the clock and the relay. */
  runtime: HandlerRuntime<IdentityDb>;
  /** For reads; every write goes through `runCommand(runtime, …)`. */
  db: Kysely<IdentityDb>;
  sessions: SessionSettings;
  /** Proves a request came through the gateway, so its client address can be believed (clientOf). */
  internalToken: string;
  /** KYC files: encrypted into, and decrypted out of, the configured document store. */
  documents: DocumentVault;
  /** Admins' authenticators (TOTP) and whether the firm requires one. */
  secondFactor: SecondFactorSettings;
  /** How long a view as a trader lasts at most. */
  viewAsLifetimeMs: number;
  /** The signed-in admins' roles as the gateway enforces them (docs/decisions/014). */
  adminRoles: LiveAdminRoles;
  /** For the data export: what every other service holds on the trader. */
  gatherUserData: UserDataGatherer;
}
