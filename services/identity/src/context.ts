import type { Kysely } from 'kysely';
import type { IdentityDb } from './db/types.ts';
import type { DocumentVault } from './documents/document-vault.ts';
import type { SessionSettings } from './domain/sessions.ts';
import type { SecondFactorSettings } from './second-factor/admin-codes.ts';

/** What every identity route needs, passed in by app.ts. */
export interface IdentityContext {
  db: Kysely<IdentityDb>;
  /** Asks the outbox relay to publish now that a transaction with events has committed. */
  publishSoon: () => void;
  sessions: SessionSettings;
  /** KYC files: encrypted into, and decrypted out of, the configured document store. */
  documents: DocumentVault;
  /** Admins' authenticators (TOTP) and whether the firm requires one. */
  secondFactor: SecondFactorSettings;
}
