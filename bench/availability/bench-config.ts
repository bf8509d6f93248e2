import { randomBytes } from 'node:crypto';
import { loadConfig, openDatabase, startApi, type Config } from '@padel/api';
import { createScratchDatabase } from './scratch-database';

/**
 * The api's configuration for a benchmark that starts it in its own process over a database it
 * opens itself: answered as production answers (no answer checks against the catalogue, no
 * development routes), with silent logs. Production's configuration refuses to load without
 * PostgreSQL, SMTP and JazzCash's settings, none of which a benchmark on PGlite uses, so this
 * loads the development configuration and marks it production.
 */
export function benchApiConfig(env: Record<string, string>): Config {
  return {
    ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env }),
    isProduction: true,
  };
}

/**
 * The benchmarks' api in this process, with a seeded admin of a fresh password: on in-memory
 * PGlite (the same engine as a single-box install, without disk noise), or with
 * BENCH_DATABASE_URL on a database of its own on that PostgreSQL server, which `drop` removes.
 */
export async function startBenchApi() {
  const admin = { email: 'admin@bench.local', password: randomBytes(12).toString('base64url') };
  const config = benchApiConfig({
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATA_DIR: `/tmp/padel-bench-${process.pid}`,
  });
  const scratch = process.env.BENCH_DATABASE_URL
    ? await createScratchDatabase(process.env.BENCH_DATABASE_URL)
    : undefined;
  const database = scratch
    ? await openDatabase({ engine: 'postgres', url: scratch.url })
    : await openDatabase({ engine: 'pglite' });
  const api = await startApi(config, { database });
  return { api, admin, drop: async () => scratch?.drop() };
}
