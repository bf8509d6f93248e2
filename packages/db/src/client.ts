import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  /**
   * Applies the migrations not yet applied, then runs `afterwards` (the seed) on the same
   * connection. On PostgreSQL both run under one advisory lock, so instances or release steps
   * started together apply each migration once and seed once.
   */
  migrate: (afterwards?: (db: Database) => Promise<void>) => Promise<void>;
  /** Whether the database answers and every migration of this build is applied. */
  isMigrated: () => Promise<boolean>;
  /** PGlite only: the whole data folder as one file, which `image` opens again. */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

/** The advisory lock's key: migrations and the first-start seed of any instance. */
const MIGRATION_LOCK = 'padel.migrate';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The package's own folder; a built app (one bundled file) carries a copy beside its bundle. */
const MIGRATIONS_FOLDER =
  [path.join(here, 'migrations'), path.resolve(here, '../migrations')].find((folder) =>
    existsSync(path.join(folder, 'meta', '_journal.json')),
  ) ?? path.resolve(here, '../migrations');

export type DatabaseOptions =
  | {
      engine: 'pglite';
      dataDir?: string;
      /** A data folder made by `dumpDataDir` to start from, instead of an empty database. */
      image?: Blob;
    }
  | { engine: 'postgres'; url: string; poolSize?: number };

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

/**
 * A LISTEN that lasts: `ready` settles once it is first in place (or could not be), `stop` ends it
 * (and its connection, on PostgreSQL).
 */
export type ChangeListener = { ready: Promise<void>; stop: () => Promise<void> };

const RELISTEN_MS = 1_000;

/**
 * LISTEN for pushing changes out (not for caches, see `inProcessListen`): PGlite in process;
 * PostgreSQL over one connection of its own, opened again a second after it drops. `onNotify`
 * also runs each time the connection is back after a drop, since notifications sent while it was
 * down are lost: whoever listens catches up by reading again.
 */
export function listenForChanges(
  db: Database,
  engine: DatabaseEngine,
  channel: string,
  onNotify: () => void,
): ChangeListener {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  if (engine === 'pglite') {
    const client = (db as unknown as { $client: PGlite }).$client;
    const unlisten = client.listen(channel, onNotify);
    return {
      ready: unlisten.then(
        () => undefined,
        () => undefined,
      ),
      stop: async () => (await unlisten)(),
    };
  }
  const pool = (db as unknown as { $client: pg.Pool & { options: pg.ClientConfig } }).$client;
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let listenedBefore = false;
  let settle: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (settle = resolve));
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), RELISTEN_MS);
    retry.unref();
  };
  const connect = async () => {
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (current === client) current = undefined;
      again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
      if (stopped) return void (await client.end().catch(() => undefined));
      current = client;
      if (listenedBefore) onNotify();
      listenedBefore = true;
    } catch {
      await client.end().catch(() => undefined);
    } finally {
      settle();
    }
  };
  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    },
  };
}

let newestMillis: number | undefined;

/** When the newest migration of this build was made (drizzle records it once applied); read once. */
function newestMigrationMillis(): number {
  newestMillis ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  return newestMillis;
}

/** drizzle's record of applied migrations; a missing table (never migrated) or no answer reads as not migrated. */
async function hasNewestMigration(db: Database): Promise<boolean> {
  try {
    const result = await db.execute<{ last: string | number | null }>(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    const last = Number(result.rows[0]?.last ?? 0);
    return last >= newestMigrationMillis();
  } catch {
    return false;
  }
}

/** Opens PGlite (a data folder, or memory when none is given) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.image ? { loadDataDir: options.image } : {}),
      extensions: { btree_gist },
    });
    const db = drizzlePglite(client, { schema });
    return {
      // Both drivers expose the same query builder; the pg type is the one the code is written to.
      db: db as unknown as Database,
      engine: 'pglite',
      // One process owns a PGlite folder, so nothing else can migrate it at the same time.
      migrate: async (afterwards) => {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await afterwards?.(db as unknown as Database);
      },
      isMigrated: () => hasNewestMigration(db as unknown as Database),
      dumpDataDir: () => client.dumpDataDir('none'),
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
    migrate: async (afterwards) => {
      // A session-level lock, so the migrations and the seed run on this one connection.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
        try {
          const locked = drizzlePg(connection, { schema });
          await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
          await afterwards?.(locked);
        } finally {
          await connection.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
        }
      } finally {
        connection.release();
      }
    },
    isMigrated: () => hasNewestMigration(db),
    close: () => pool.end(),
  };
}
