import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
/** The package's own folder; a built app (one bundled file) carries a copy beside its bundle. */
const MIGRATIONS_FOLDER =
  [path.join(here, 'migrations'), path.resolve(here, '../migrations')].find((folder) =>
    existsSync(path.join(folder, 'meta', '_journal.json')),
  ) ?? path.resolve(here, '../migrations');

export type DatabaseOptions =
  { engine: 'pglite'; dataDir?: string } | { engine: 'postgres'; url: string; poolSize?: number };

/** Runs `onNotify` on each notification of a channel (LISTEN). */
export type Listen = (channel: string, onNotify: () => void) => Promise<void>;

/**
 * LISTEN where a notification reaches this process before the writer's call returns. That holds
 * for PGlite: it runs in this process, which is the only one that can write to it, and hands a
 * transaction's notifications over with its commit. PostgreSQL's arrive later, over another
 * connection, while other processes write too, so it has none.
 */
export function inProcessListen(db: Database, engine: DatabaseEngine): Listen | undefined {
  if (engine !== 'pglite') return undefined;
  const client = (db as unknown as { $client: PGlite }).$client;
  return async (channel, onNotify) => {
    await client.listen(channel, onNotify);
  };
}

/** Opens PGlite (a data folder, or memory when none is given) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      extensions: { btree_gist },
    });
    const db = drizzlePglite(client, { schema });
    return {
      // Both drivers expose the same query builder; the pg type is the one the code is written to.
      db: db as unknown as Database,
      engine: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  pool.on('error', () => {
    // An idle client's connection dropped; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
