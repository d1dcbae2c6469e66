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

/** Brings the service's schema to the latest migration; throws (listing the failure) if one fails. */
export async function migrateToLatest<DB>(typedDb: Kysely<DB>, schema: string, folder: string): Promise<string[]> {
  const db = typedDb as unknown as Kysely<unknown>;
  await sql`create schema if not exists ${sql.id(assertSchemaName(schema))}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new ServiceMigrationProvider(folder),
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed in schema ${schema}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

export async function dropSchema<DB>(db: Kysely<DB>, schema: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(assertSchemaName(schema))} cascade`.execute(
    db as unknown as Kysely<unknown>,
  );
}
