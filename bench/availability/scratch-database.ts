// BENCH_DATABASE_URL: the benchmarks' venue on a PostgreSQL server instead of in-memory PGlite.
import { sql } from 'drizzle-orm';
import { openDatabase } from '@padel/api';

/** A fresh database on the server of `serverUrl`, for one run. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `padel_bench_${process.pid}`;
  const onServer = async (statement: string) => {
    const server = await openDatabase({ engine: 'postgres', url: serverUrl, poolSize: 1 });
    try {
      await server.db.execute(sql.raw(statement));
    } finally {
      await server.close();
    }
  };
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
