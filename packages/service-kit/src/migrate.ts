import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { assertSchemaName } from './db.ts';
import { kitMigrations } from './kit-migrations.ts';

/**
 * The kit's own tables (outbox, processed events) first, then the service's migrations folder.
 * The files are imported from here rather than by Kysely's FileMigrationProvider so that the
 * same TypeScript migrations load under tsx, vitest and a bundler alike.
 */
class ServiceMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'));
    const migrations: Record<string, Migration> = { ...kitMigrations };
    for (const file of files.sort()) {
      migrations[file.replace(/\.(ts|js)$/, '')] = await import(pathToFileURL(path.join(this.folder, file)).href);
    }
    return migrations;
  }
}

function migratorFor<DB>(typedDb: Kysely<DB>, schema: string, folder: string): Migrator {
  return new Migrator({
    db: typedDb as unknown as Kysely<unknown>,
    provider: new ServiceMigrationProvider(folder),
    migrationTableSchema: schema,
    // The kit's tables come from another source than the service's folder: one the kit adds later
    // sorts among migrations a schema has already run, which the ordered check would refuse.
    allowUnorderedMigrations: true,
  });
}

/** Brings the service's schema to the latest migration; throws (listing the failure) if one fails. */
export async function migrateToLatest<DB>(typedDb: Kysely<DB>, schema: string, folder: string): Promise<string[]> {
  const db = typedDb as unknown as Kysely<unknown>;
  await sql`create schema if not exists ${sql.id(assertSchemaName(schema))}`.execute(db);
  const { error, results } = await migratorFor(db, schema, folder).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed in schema ${schema}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The migrations the schema has not run yet, by name: none once the migrate Job has run. */
export async function pendingMigrations<DB>(db: Kysely<DB>, schema: string, folder: string): Promise<string[]> {
  const migrations = await migratorFor(db, schema, folder).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Starts on a schema its migrations have brought up to date, and on no other. */
export async function assertMigrated<DB>(db: Kysely<DB>, schema: string, folder: string): Promise<void> {
  const pending = await pendingMigrations(db, schema, folder);
  if (pending.length > 0) {
    throw new Error(
      `Schema ${schema} has ${pending.length} pending migration(s) (${pending.join(', ')}): run the service's migrate script first`,
    );
  }
}

export async function dropSchema<DB>(db: Kysely<DB>, schema: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(assertSchemaName(schema))} cascade`.execute(
    db as unknown as Kysely<unknown>,
  );
}
