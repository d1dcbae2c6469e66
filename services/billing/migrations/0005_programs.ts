import type { Kysely } from 'kysely';

/**
 * Programs on sale as the programs service announces them (issue 18), each version kept, so a
 * purchase is priced by the version on sale when it was made; and which program a purchase bought.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('program_versions')
    .addColumn('program_id', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('sizes', 'jsonb', (column) => column.notNull())
    .addColumn('active', 'boolean', (column) => column.notNull())
    .addPrimaryKeyConstraint('program_versions_pkey', ['program_id', 'version'])
    .execute();
  await db.schema
    .alterTable('purchases')
    .addColumn('program_id', 'text')
    .addColumn('program_version', 'integer')
    .addColumn('product_name', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('purchases')
    .dropColumn('program_id')
    .dropColumn('program_version')
    .dropColumn('product_name')
    .execute();
  await db.schema.dropTable('program_versions').execute();
}
