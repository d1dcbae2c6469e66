import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, ensureDatabase } from '../src/db.ts';
import { assertMigrated, migrateToLatest, pendingMigrations } from '../src/migrate.ts';
import { createTestNamespace } from '../src/testing/namespace.ts';

describe('a service that does not migrate at boot', () => {
  const ns = createTestNamespace('migrated');
  let db: ReturnType<typeof createDb>;
  const folder = mkdtempSync(path.join(tmpdir(), 'kit-assert-migrated-'));

  beforeAll(async () => {
    await ensureDatabase(ns.env.DATABASE_URL as string);
    db = createDb({ url: ns.env.DATABASE_URL as string, schema: ns.schema });
    writeFileSync(
      path.join(folder, '0001_things.ts'),
      'export async function up(db) { await db.schema.createTable("things").addColumn("id", "integer").execute(); }\n',
    );
  });
  afterAll(async () => {
    await db.destroy();
    await ns.cleanup();
  });

  it('refuses a schema nothing has migrated, naming what is pending', async () => {
    await expect(assertMigrated(db, ns.schema, folder)).rejects.toThrow(/pending migration\(s\) \(.*0001_things\)/);
  });

  it('starts once the migrations have run', async () => {
    await migrateToLatest(db, ns.schema, folder);
    expect(await pendingMigrations(db, ns.schema, folder)).toEqual([]);
    await expect(assertMigrated(db, ns.schema, folder)).resolves.toBeUndefined();
  });

  it('refuses again when a release brings a migration the Job has not run', async () => {
    writeFileSync(path.join(folder, '0002_more.ts'), 'export async function up() {}\n');
    expect(await pendingMigrations(db, ns.schema, folder)).toEqual(['0002_more']);
    await expect(assertMigrated(db, ns.schema, folder)).rejects.toThrow(/0002_more/);
  });
});
