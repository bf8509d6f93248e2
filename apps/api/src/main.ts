import { ConfigError, loadConfig } from './config';
import { startApi } from './server';

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
  const shutdown = async () => {
    await api.stop();
    process.exit(0);
  };
  // shutdown ends the process itself; nothing waits on it.
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

void main();
