import { ConfigError, loadConfig } from './config';
import { startApi } from './server';

/** A stop that takes longer than this ends the process anyway (orchestrators kill at 10 s or later). */
const SHUTDOWN_LIMIT_MS = 9_500;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const api = await startApi(config);
  const db =
    config.database.engine === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`API listening on ${api.url}/api/v1 (database: ${db}; Node ${process.version})`);
  if (api.seed.createdAdmin) {
    const { email, password, isGenerated } = api.seed.createdAdmin;
    console.log(
      `Admin sign-in: ${email} / ${isGenerated ? password + '  (generated now; shown once, keep it)' : '(password from ADMIN_PASSWORD)'}`,
    );
  }
  if (api.seed.isAdminMissing) {
    console.log(
      'No admin account yet: start once with ADMIN_EMAIL and ADMIN_PASSWORD to create it.',
    );
  }
  if (!config.isProduction && !config.mail.smtpUrl) {
    console.log(`Mail outbox (development): ${api.url}/api/v1/dev/outbox`);
  }
  if (!config.migrateOnStart) {
    console.log('Migrations are a release step here (npm run db:migrate); ready once applied.');
  }
  // SIGTERM (a deploy, a scale-down): stop accepting, answer what is in flight, close the pool.
  const shutdown = async (signal: string) => {
    console.log(`${signal}: finishing requests in flight, then stopping`);
    const forced = setTimeout(() => {
      console.error('Requests still running after 10 s; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    forced.unref();
    try {
      await api.stop();
      process.exit(0);
    } catch (error) {
      console.error('Stopping failed', error);
      process.exit(1);
    }
  };
  // shutdown ends the process itself; nothing waits on it.
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
