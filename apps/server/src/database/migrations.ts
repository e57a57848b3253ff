import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Versioned SQL migrations: one `NNNN_name.sql` file each, applied in order, once, inside a transaction.
 * Kysely's migrator records them in `kysely_migration` and takes a lock, so two servers starting at once
 * cannot apply the same migration twice.
 */
export class SqlFileMigrationProvider implements MigrationProvider {
  readonly directory: string;

  constructor(directory: string = migrationsDir) {
    this.directory = directory;
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.directory)).filter((file) => MIGRATION_FILE.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const statements = await readFile(path.join(this.directory, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          await sql.raw(statements).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** Applies every pending migration; returns the names applied now. Throws with the failing one named. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
